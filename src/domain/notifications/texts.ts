import type { FailurePriority } from '../checklists/priorities';
import type { IsoDate } from '../dates/calendar';
import { formatLongDate } from '../dates/format';
import { SECTION_TITLES, type Section } from '../sections';
import { SHIFT_LABELS, type ShiftCategory } from '../shifts';
import type { OnTimeFigures } from '../due/timeliness';

/** What a notification says: a title for the list, a body, and where it leads in the app. */
export interface NotificationText {
  title: string;
  body: string;
  link: string;
}

export interface StoreRef {
  name: string;
  storeNumber: string;
}

export const storeLabel = (store: StoreRef) => `${store.storeNumber} ${store.name}`;
export const checklistLink = (checklistId: string) => `/checklists/${checklistId}`;
export const dayLink = (date: IsoDate) => `/?date=${date}`;

export function notStartedText(store: StoreRef, date: IsoDate, category: ShiftCategory) {
  return {
    title: `${SHIFT_LABELS[category]} checklist not started`,
    body: `${storeLabel(store)}: no ${SHIFT_LABELS[category].toLowerCase()} checklist for ${formatLongDate(date)}, 30 minutes after the shift began.`,
    link: dayLink(date),
  } satisfies NotificationText;
}

export function priorityFailureText(
  store: StoreRef,
  checklist: { id: string; title: string },
  item: { text: string; priority: FailurePriority; comment: string | null },
): NotificationText {
  return {
    title: `Priority ${item.priority} failure: ${item.text}`,
    body: `${storeLabel(store)}, ${checklist.title}: “${item.text}” failed${
      item.comment ? ` — ${item.comment}` : ''
    }.`,
    link: checklistLink(checklist.id),
  };
}

export function unresolvedAtShiftEndText(
  store: StoreRef,
  checklist: { id: string; title: string },
  open: number,
): NotificationText {
  return {
    title: `${open} priority A failure(s) unresolved at the end of the shift`,
    body: `${storeLabel(store)}, ${checklist.title}: ${open} priority A failure(s) still unresolved when the shift ended.`,
    link: checklistLink(checklist.id),
  };
}

export function feedbackText(checklist: { id: string; title: string }, author: string) {
  return {
    title: `Store feedback on ${checklist.title}`,
    body: `${author} left feedback on your checklist ${checklist.title}.`,
    link: checklistLink(checklist.id),
  } satisfies NotificationText;
}

export interface DigestFigures {
  date: IsoDate;
  checklists: number;
  completed: number;
  averageProgress: number;
  timeliness: OnTimeFigures;
  lateSections: readonly { category: ShiftCategory; section: Section }[];
  missedSections: readonly { category: ShiftCategory; section: Section }[];
  openIssues: Record<FailurePriority | 'none', number>;
  /** The store's outstanding actions past their due time when the digest is made. */
  overdueActions: OverdueActions;
}

/** How many actions are overdue, and the first few of them (longest overdue first). */
export interface OverdueActions {
  count: number;
  listed: readonly {
    priority: FailurePriority | null;
    itemText: string;
    ownerName: string | null;
    /** Whole hours past its due time. */
    hoursOverdue: number;
  }[];
}

/** At most this many overdue actions are listed one by one; the rest are counted. */
export const DIGEST_ACTIONS_LISTED = 10;

const hours = (n: number) => (n === 0 ? 'less than an hour' : n === 1 ? '1 hour' : `${n} hours`);

function overdueLines(overdue: OverdueActions): string[] {
  const lines = [`Overdue actions: ${overdue.count}`];
  for (const a of overdue.listed) {
    lines.push(
      `${a.priority ?? 'no priority'}: “${a.itemText}”, ${a.ownerName ?? 'no owner'}, overdue by ${hours(a.hoursOverdue)}`,
    );
  }
  const more = overdue.count - overdue.listed.length;
  if (more > 0) lines.push(`and ${more} more`);
  return lines;
}

const sectionList = (sections: DigestFigures['lateSections']) =>
  sections.length === 0
    ? 'none'
    : sections.map((s) => `${SHIFT_LABELS[s.category]} – ${SECTION_TITLES[s.section]}`).join('; ');

export function digestText(store: StoreRef, f: DigestFigures): NotificationText {
  const t = f.timeliness;
  const lines = [
    `${storeLabel(store)}, ${formatLongDate(f.date)}`,
    `Checklists: ${f.checklists}, completed: ${f.completed}, average progress: ${f.averageProgress}%`,
    `Sections on time: ${t.onTime}, late: ${t.late}, missed: ${t.missed}, on-time rate: ${
      t.onTimeRate === null ? '–' : `${t.onTimeRate}%`
    }`,
    `Late: ${sectionList(f.lateSections)}`,
    `Missed: ${sectionList(f.missedSections)}`,
    `Open issues: A ${f.openIssues.A}, B ${f.openIssues.B}, C ${f.openIssues.C}, D ${f.openIssues.D}, no priority ${f.openIssues.none}`,
    ...overdueLines(f.overdueActions),
  ];
  return {
    title: `Daily digest for ${formatLongDate(f.date)}`,
    body: lines.join('\n'),
    link: dayLink(f.date),
  };
}
