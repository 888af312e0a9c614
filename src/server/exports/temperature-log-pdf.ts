// The temperature log (docs/decisions/044, 045): every reading of a store's period day by day,
// with its limit, verdict, person and what was done, each day's signature and what changed after
// it, then the four-weekly reviews. On its own or inside the inspection pack.
import { daysBetween, formatTime, type IsoDate } from '#domain/dates';
import { LOG_COUNT_HEADER, type ExportQuery } from '#domain/exports/api';
import { dateFormatter } from '#domain/i18n/date-formats';
import { SOURCE_LOCALE, type Locale } from '#domain/i18n/locales';
import type { ReadingRow, SignOff } from '#domain/records/api';
import { leftToRight, limitText, unitSymbol } from '#domain/readings/spec';
import { isTemperatureUnit, UNIT_SYMBOLS } from '#domain/readings/units';
import type { Caller } from '../auth/caller';
import type { AppDeps } from '../deps';
import type { FileDownload } from '../http/send-file';
import { listReviews, readingPages } from '../records/repository';
import { signOffsOf } from '../records/service';
import type { StoreRecord } from '../stores/repository';
import type { DocumentLanguage } from './document-texts';
import { field, heading, note, text, title, type PdfWriter } from './pdf-layout';
import { oneStoreRange, streamStoreDocument } from './store-document';
import { exportFileName } from './range';
import { recordExport } from '../integrations/audit/exports';
import { listReadingDays, type ReadingDay } from './temperature-log-repository';

/** The dates a log covers, both included. */
export interface LogPeriod {
  from: IsoDate;
  to: IsoDate;
}

/** A reading's time of day in the store's zone, the way the document's dates and times read. */
function timeOfDay(w: Pick<DocumentLanguage, 'locale'>, timeZone: string) {
  if (w.locale === SOURCE_LOCALE) return (iso: string) => formatTime(iso, timeZone);
  const format = dateFormatter(w.locale, { timeZone, hour: 'numeric', minute: '2-digit' });
  return (iso: string) => format.format(new Date(iso));
}

/** A value or limit kept left to right in a line of any direction: "8.2 °C", "≤ 5 °C". */
const valueText = (w: PdfWriter, row: Pick<ReadingRow, 'value' | 'unit'>) => {
  const number = Number(row.value);
  const shown = Number.isFinite(number) ? w.formats.number(number) : row.value;
  const symbol = unitSymbol(row.unit);
  return leftToRight(symbol === '' ? shown : `${shown}\u00a0${symbol}`);
};

function limitOf(w: PdfWriter, store: StoreRecord, row: ReadingRow): string {
  // A limit is shown in the unit its reading was taken in (the store may have changed since).
  const unit = isTemperatureUnit(row.unit) ? row.unit : store.temperatureUnit;
  return leftToRight(limitText(row.measure, unit, w.formats.number));
}

/** Remembers what a function said of each key: for one log's rows. */
function remembered<T>(say: (value: T) => string, key: (value: T) => string) {
  const said = new Map<string, string>();
  return (value: T) => {
    const k = key(value);
    let text = said.get(k);
    if (text === undefined) {
      text = say(value);
      said.set(k, text);
    }
    return text;
  };
}

/**
 * What a log's rows say of their readings, each said once a log: a year has thousands of rows
 * and a few shifts, values and limits.
 */
function rowTexts(w: PdfWriter, store: StoreRecord) {
  // A limit of -0 reads '-0' (String(-0) is '0').
  const limit = (n: number | null) => (Object.is(n, -0) ? '-0' : String(n));
  return {
    time: timeOfDay(w, store.timezone),
    shift: remembered(w.labels.shift, (category: ReadingRow['category']) => category),
    value: remembered(
      (row: ReadingRow) => valueText(w, row),
      (row) => `${row.unit}|${row.value}`,
    ),
    limit: remembered(
      (row: ReadingRow) => limitOf(w, store, row),
      ({ unit, measure: m }) => `${unit}|${m.quantity}|${m.unit}|${limit(m.min)}|${limit(m.max)}`,
    ),
  };
}

function writeReading(w: PdfWriter, row: ReadingRow, says: ReturnType<typeof rowTexts>) {
  const { t } = w;
  const line = t('readingLine', {
    time: says.time(row.at),
    shift: says.shift(row.category),
    item: row.shownText ?? row.itemText,
    value: says.value(row),
    limit: says.limit(row),
    verdict: row.within ? 'within' : 'outside',
    name: row.userName,
  });
  // A reading outside its limits stands out, with what was done beneath it.
  text(w, [{ text: line, bold: !row.within }]);
  if (!row.within) note(w, t('actionTaken', { action: row.action?.trim() || '—' }));
}

function writeSignOff(w: PdfWriter, store: StoreRecord, signOff: SignOff | undefined) {
  const { t, formats } = w;
  const at = (iso: string) => formats.dateTime(iso, store.timezone);
  if (!signOff) {
    text(w, [{ text: t('notSignedOff'), bold: true }]);
    return;
  }
  text(w, t('signedOffBy', { name: signOff.userName, time: at(signOff.signedAt) }));
  if (signOff.note) note(w, t('signOffNote', { note: signOff.note }));
  if (signOff.changesAfter.length === 0) return;
  text(w, [{ text: t('changedAfterSignOff'), bold: true }]);
  for (const change of signOff.changesAfter) {
    note(
      w,
      t('historyLine', { time: at(change.at), name: change.userName, summary: change.summary }),
    );
  }
}

/** One day's readings in the order taken, read a page at a time (readingPages). */
async function readDay(
  deps: AppDeps,
  storeId: string,
  day: IsoDate,
  locale: Locale,
): Promise<ReadingRow[]> {
  const rows: ReadingRow[] = [];
  const oneDay = { storeId, from: day, to: day };
  for await (const page of readingPages(deps.db.kysely, oneDay, locale)) rows.push(...page);
  return rows;
}

/** How many days are read ahead of the one being written. */
const DAYS_AHEAD = 4;

/** The days the log lists: those with readings or a signature, in date order. */
function daysOf(readingDays: readonly ReadingDay[], signedDays: readonly IsoDate[]): IsoDate[] {
  const days = new Set<IsoDate>([...readingDays.map((day) => day.businessDate), ...signedDays]);
  return [...days].sort();
}

/**
 * Writes the log from where the document stands. Totals come first, from one count of the
 * period, with the signatures and reviews (a few lines a day); then the days one at a time, each
 * with its readings in the order taken and its signature, the next few read while one is
 * written: a year of readings never sits in memory, a few days of them at most.
 */
export async function writeTemperatureLog(
  w: PdfWriter,
  deps: AppDeps,
  store: StoreRecord,
  period: LogPeriod,
): Promise<void> {
  const { t, formats } = w;
  const db = deps.db.kysely;
  const scope = { storeId: store.id, from: period.from, to: period.to };
  // Each signed day's latest signature with what changed after it: a few lines a day.
  const [readingDays, latest, reviews] = await Promise.all([
    listReadingDays(db, scope),
    signOffsOf(deps, scope, w.locale),
    listReviews(db, scope),
  ]);
  const count = formats.number;
  const readings = readingDays.reduce((sum, day) => sum + day.readings, 0);
  const outside = readingDays.reduce((sum, day) => sum + day.outside, 0);

  title(w, t('logTitle'), 20);
  w.type.gap(0.3, 12);
  field(w, t('store'), t('storeValue', { name: store.name, number: store.storeNumber }));
  field(
    w,
    t('period'),
    t('dateRange', { from: formats.longDate(period.from), to: formats.longDate(period.to) }),
  );
  field(w, t('temperatureUnit'), leftToRight(UNIT_SYMBOLS[store.temperatureUnit]));
  heading(w, t('logTotals'));
  field(w, t('readings'), count(readings));
  field(w, t('outsideLimits'), count(outside));
  field(
    w,
    t('daysSignedOff'),
    t('signedOfDays', { signed: latest.length, days: daysBetween(period.from, period.to) + 1 }),
  );
  if (readings === 0) {
    w.type.gap(0.5, 10);
    text(w, t('noReadings'));
  }

  const says = rowTexts(w, store);
  const signOffs = new Map(latest.map((signOff) => [signOff.businessDate, signOff]));
  const days = daysOf(readingDays, [...signOffs.keys()]);
  // The next days are read while one is set: the database answers while pages are laid out.
  const ahead: Promise<ReadingRow[]>[] = [];
  const readAhead = (index: number) => {
    const day = days[index];
    if (day === undefined) return;
    const reading = readDay(deps, store.id, day, w.locale);
    // Awaited in its turn; until then a failure must not count as unhandled.
    reading.catch(() => {});
    ahead.push(reading);
  };
  for (let index = 0; index < DAYS_AHEAD; index += 1) readAhead(index);
  for (const [index, day] of days.entries()) {
    const rows = await ahead.shift()!;
    readAhead(index + DAYS_AHEAD);
    heading(w, formats.longDate(day));
    for (const row of rows) writeReading(w, row, says);
    if (rows.length === 0) note(w, t('noReadingsThatDay'), 0);
    w.type.gap(0.3, 10);
    writeSignOff(w, store, signOffs.get(day));
  }

  heading(w, t('reviewsTitle'));
  if (reviews.length === 0) note(w, t('noReviews'), 0);
  // Oldest first, as the days above.
  for (const review of [...reviews].reverse()) {
    text(
      w,
      t('reviewLine', {
        from: formats.shortDate(review.from),
        to: formats.shortDate(review.to),
        name: review.userName,
        time: formats.dateTime(review.signedAt, store.timezone),
      }),
    );
    note(w, review.note);
  }
}

/** GET /api/exports/temperature-log.pdf: one store's log for a range, in the asker's language. */
export async function temperatureLogPdf(
  deps: AppDeps,
  user: Caller,
  query: ExportQuery,
): Promise<FileDownload> {
  const { range, store } = await oneStoreRange(deps, user, query);
  const fileName = exportFileName(range, 'temperature-log', 'pdf');
  const { from, to } = range;
  await recordExport(deps, user, {
    export: 'temperature-log.pdf',
    storeId: store.id,
    fileName,
    from,
    to,
  });
  const days = await listReadingDays(deps.db.kysely, {
    storeId: store.id,
    from: range.from,
    to: range.to,
  });
  const w = await streamStoreDocument(deps, user, store, 'logDocumentTitle', (writer) =>
    writeTemperatureLog(writer, deps, store, range),
  );
  return {
    fileName,
    contentType: 'application/pdf',
    stream: w.doc,
    headers: { [LOG_COUNT_HEADER]: String(days.reduce((sum, day) => sum + day.readings, 0)) },
  };
}
