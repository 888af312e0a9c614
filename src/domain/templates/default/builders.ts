import { TICK_RULES, type ItemAnswerRules, type YesNo } from '#domain/answers/kinds';
import { keptSpec, type ReadingInput } from '#domain/readings/spec';
import type { Section, TRAVEL_PATH_SUBSECTIONS } from '#domain/sections';
import type { ShiftCategory } from '#domain/shifts';

/** One item of a default template, before it is given an id (SPEC §3 "Template item"). */
export interface DefaultTemplateItem {
  text: string;
  details?: string;
  section: Section;
  subsection: string;
  /**
   * Food-safety critical (docs/decisions/042): a reading, or a tick that states a temperature
   * limit in its text or details.
   */
  critical?: true;
  /**
   * A reading (a number typed against `reading`'s limits) or a yes/no answer failed by
   * `failsOn`, rather than a tick (absent: a tick).
   */
  kind?: 'reading' | 'yes-no';
  /** A reading's measure and limits, a temperature's written in °C (docs/decisions/044). */
  reading?: ReadingInput;
  failsOn?: YesNo;
  /** May be marked N/A with a reason (a delivery on a day with none). */
  naAllowed?: true;
  /** A failure is resolved only with a photo of the problem. */
  photoOnFail?: true;
}

/** How a default item is answered and judged, as a template keeps it (limits in °C). */
export function defaultItemRules(item: DefaultTemplateItem): ItemAnswerRules {
  const flags = { naAllowed: item.naAllowed === true, photoOnFail: item.photoOnFail === true };
  if (item.kind === 'reading' && item.reading) {
    return { ...TICK_RULES, ...flags, kind: 'reading', measure: keptSpec(item.reading) };
  }
  if (item.kind === 'yes-no' && item.failsOn) {
    return { ...TICK_RULES, ...flags, kind: 'yes-no', failsOn: item.failsOn };
  }
  return { ...TICK_RULES, ...flags };
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

/** A tick: an item's text, optionally followed by its details line. */
type TickEntry = readonly [text: string, details?: string];

/**
 * A reading: what is probed (the text) and how (the details). The limits are shown beside the
 * reading in each store's unit, so the words never state them.
 */
interface ReadingEntry {
  readonly text: string;
  readonly details: string;
  readonly reading: ReadingInput;
  readonly naAllowed?: true;
}

/** A statement answered yes or no, the one answer failing it. */
interface YesNoEntry {
  readonly text: string;
  readonly details: string;
  readonly failsOn: YesNo;
  readonly photoOnFail?: true;
}

type Entry = TickEntry | ReadingEntry | YesNoEntry;

/** A temperature with its unit, such as 5°C or -18°C: a digit just before °C. */
const TEMPERATURE_LIMIT = /\d°C/;

/** A temperature reading's limits in °C: at least one, to a tenth of a degree at most. */
type CelsiusLimits = { min: number; max?: number } | { min?: number; max: number };

/**
 * A temperature probed and typed in, passed by its limits in °C; `naAllowed` where there may be
 * nothing to probe (no delivery that day).
 */
export function temperature(
  text: string,
  details: string,
  limits: CelsiusLimits,
  options: { naAllowed?: true } = {},
): ReadingEntry {
  return {
    text,
    details,
    reading: {
      quantity: 'temperature',
      unit: 'C',
      min: limits.min ?? null,
      max: limits.max ?? null,
    },
    ...options,
  };
}

/** A statement checked yes or no; `failsOn` fails it, and a photo may be required then. */
export function yesNo(
  text: string,
  details: string,
  failsOn: YesNo,
  options: { photoOnFail?: true } = {},
): YesNoEntry {
  return { text, details, failsOn, ...options };
}

function toItem(section: Section, subsection: string, entry: Entry): DefaultTemplateItem {
  if ('reading' in entry) {
    const { text, details, reading, naAllowed } = entry;
    const critical = true as const;
    const na = naAllowed ? { naAllowed } : {};
    return { text, details, section, subsection, critical, kind: 'reading', reading, ...na };
  }
  if ('failsOn' in entry) {
    const { text, details, failsOn, photoOnFail } = entry;
    const photo = photoOnFail ? { photoOnFail } : {};
    return { text, details, section, subsection, kind: 'yes-no', failsOn, ...photo };
  }
  const [text, details] = entry;
  return {
    text,
    ...(details === undefined ? {} : { details }),
    section,
    subsection,
    ...(TEMPERATURE_LIMIT.test(`${text} ${details ?? ''}`) ? { critical: true as const } : {}),
  };
}

function toItems(section: Section, subsection: string, entries: readonly Entry[]) {
  return entries.map((entry) => toItem(section, subsection, entry));
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
