export const SECTIONS = ['pre-shift', 'travel-path', 'post-shift'] as const;
export type Section = (typeof SECTIONS)[number];

/** Titles used on the checklist screen. */
export const SECTION_TITLES: Record<Section, string> = {
  'pre-shift': 'Pre-Shift Planning',
  'travel-path': 'Travel Path',
  'post-shift': 'Handover & Post Shift Reflection',
};

/** Labels used in the template item dialog's section selector. */
export const SECTION_OPTION_LABELS: Record<Section, string> = {
  'pre-shift': 'Pre-Shift Planning',
  'travel-path': 'Travel Path',
  'post-shift': 'Handover & Post Shift',
};

/** Short names on the checklist screen's bottom tab bar. */
export const SECTION_TAB_LABELS: Record<Section, string> = {
  'pre-shift': 'Pre-Shift',
  'travel-path': 'Travel Path',
  'post-shift': 'Post-Shift',
};

const PLANNING_SUBSECTIONS = ['Miscellaneous', 'People', 'Equipment', 'Product'] as const;

export const TRAVEL_PATH_SUBSECTIONS = [
  'Exterior, Car Park & Corral Areas',
  'Customer Areas (Indoor & Outdoor)',
  'Front Counter, Drive thru & {delivery service}',
  'Production & Back Room Areas',
] as const;

export const SUBSECTIONS: Record<Section, readonly string[]> = {
  'pre-shift': PLANNING_SUBSECTIONS,
  'travel-path': TRAVEL_PATH_SUBSECTIONS,
  'post-shift': PLANNING_SUBSECTIONS,
};

/** Heading for items that have no subsection. */
export const OTHER_SUBSECTION = 'Other';

export function isValidSubsection(
  section: Section,
  subsection: string | null | undefined,
): boolean {
  return subsection == null || subsection === '' || SUBSECTIONS[section].includes(subsection);
}
