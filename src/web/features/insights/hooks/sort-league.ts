import type { LeagueRow } from '#domain/insights/api';

/** The league table's sortable columns: the store, and each figure. */
export const LEAGUE_COLUMNS = [
  'store',
  'completion',
  'onTime',
  'failuresPerChecklist',
  'openActions',
  'overdueActions',
  'readingsOutside',
  'recurring',
  'signOffsMissing',
] as const;
export type LeagueColumn = (typeof LEAGUE_COLUMNS)[number];

export interface LeagueSort {
  column: LeagueColumn;
  descending: boolean;
}

/** Where a first click sorts a column: the worst first, as a manager looks for what slips. */
export const WORST_FIRST: Record<LeagueColumn, boolean> = {
  store: false,
  completion: false,
  onTime: false,
  failuresPerChecklist: true,
  openActions: true,
  overdueActions: true,
  readingsOutside: true,
  recurring: true,
  signOffsMissing: true,
};

const byNumber = (a: LeagueRow, b: LeagueRow) =>
  a.storeNumber.localeCompare(b.storeNumber, 'en', { numeric: true });

/** The rows in `sort`'s order; a store with no figure (null) comes last either way. */
export function sortLeague(rows: readonly LeagueRow[], sort: LeagueSort): LeagueRow[] {
  if (sort.column === 'store') {
    return rows.toSorted((a, b) => (sort.descending ? byNumber(b, a) : byNumber(a, b)));
  }
  const column = sort.column;
  return rows.toSorted((a, b) => {
    const x = a[column];
    const y = b[column];
    if (x === null || y === null) return x === y ? byNumber(a, b) : x === null ? 1 : -1;
    return (sort.descending ? y - x : x - y) || byNumber(a, b);
  });
}

/** The next sort after choosing `column`: its worst first, then the other way. */
export function nextSort(current: LeagueSort, column: LeagueColumn): LeagueSort {
  if (current.column !== column) return { column, descending: WORST_FIRST[column] };
  return { column, descending: !current.descending };
}
