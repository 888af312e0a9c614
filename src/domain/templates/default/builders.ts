import type { Section, TRAVEL_PATH_SUBSECTIONS } from '#domain/sections';
import type { ShiftCategory } from '#domain/shifts';

/** One item of a default template, before it is given an id (SPEC §3 "Template item"). */
export interface DefaultTemplateItem {
  text: string;
  details?: string;
  section: Section;
  subsection: string;
  /** States a temperature limit, in its text or details: food-safety critical (docs/decisions/042). */
  critical?: true;
}

/** A global default template, one per shift category (SPEC §3 "Template"). */
export interface DefaultTemplate {
  id: string;
  title: string;
  category: ShiftCategory;
  items: DefaultTemplateItem[];
}

type PlanningSubsection = 'Miscellaneous' | 'People' | 'Equipment' | 'Product';
type TravelPathSubsection = (typeof TRAVEL_PATH_SUBSECTIONS)[number];

/** An item's text, optionally followed by its details line. */
type Entry = readonly [text: string, details?: string];

/** A temperature with its unit, such as 5°C or -18°C: a digit just before °C. */
const TEMPERATURE_LIMIT = /\d°C/;

function toItems(section: Section, subsection: string, entries: readonly Entry[]) {
  return entries.map(([text, details]): DefaultTemplateItem => ({
    text,
    ...(details === undefined ? {} : { details }),
    section,
    subsection,
    ...(TEMPERATURE_LIMIT.test(`${text} ${details ?? ''}`) ? { critical: true as const } : {}),
  }));
}

export function preShift(subsection: PlanningSubsection, entries: readonly Entry[]) {
  return toItems('pre-shift', subsection, entries);
}

export function travelPath(subsection: TravelPathSubsection, entries: readonly Entry[]) {
  return toItems('travel-path', subsection, entries);
}

export function postShift(subsection: PlanningSubsection, entries: readonly Entry[]) {
  return toItems('post-shift', subsection, entries);
}

export const EXTERIOR = 'Exterior, Car Park & Corral Areas';
export const CUSTOMER_AREAS = 'Customer Areas (Indoor & Outdoor)';
export const FRONT_COUNTER = 'Front Counter, Drive thru & {delivery service}';
export const PRODUCTION = 'Production & Back Room Areas';

/** Default templates have ids of the form default-{shift}-template. */
export function defaultTemplateId(category: ShiftCategory): string {
  return `default-${category}-template`;
}
