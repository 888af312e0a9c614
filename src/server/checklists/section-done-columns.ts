import type { SectionDoneAt } from '#domain/due/shift-timing';

/** The columns that keep when each section was first all done, one per section. */
export interface SectionDoneColumns {
  pre_shift_done_at: string | null;
  travel_path_done_at: string | null;
  post_shift_done_at: string | null;
}

/** The columns' names, in SECTIONS order. */
export const SECTION_DONE_COLUMN_NAMES = [
  'pre_shift_done_at',
  'travel_path_done_at',
  'post_shift_done_at',
] as const satisfies readonly (keyof SectionDoneColumns)[];

/** The same, as SQL, for statements written out by hand. */
export const SECTION_DONE_COLUMNS = SECTION_DONE_COLUMN_NAMES.join(', ');

export function sectionDoneAtOf(row: SectionDoneColumns): SectionDoneAt {
  return {
    'pre-shift': row.pre_shift_done_at,
    'travel-path': row.travel_path_done_at,
    'post-shift': row.post_shift_done_at,
  };
}

export function sectionDoneColumns(doneAt: SectionDoneAt): SectionDoneColumns {
  return {
    pre_shift_done_at: doneAt['pre-shift'],
    travel_path_done_at: doneAt['travel-path'],
    post_shift_done_at: doneAt['post-shift'],
  };
}

/** The same values as statement parameters, in SECTION_DONE_COLUMNS order. */
export const sectionDoneParameters = (doneAt: SectionDoneAt) => [
  doneAt['pre-shift'],
  doneAt['travel-path'],
  doneAt['post-shift'],
];
