// An area's (a store's, the chain's) week as one PDF (docs/decisions/049): the league table, the
// twelve weeks against the chain's median, the most-failed items and the time to resolve, as the
// Insights screen shows them, for a manager to take to a meeting or an owner.
import { durationText } from '#domain/insights/duration';
import type { InsightsQuery, League, MostFailed, Resolution, Trend } from '#domain/insights/api';
import { readingLocale, type Caller } from '../auth/caller';
import type { AppDeps } from '../deps';
import { documentLanguage } from '../exports/document-texts';
import type { PdfWriter } from '../exports/pdf-layout';
import { heading, newPdf, stampPages, text, title } from '../exports/pdf-layout';
import type { FileDownload } from '../http/send-file';
import type { MedianCache } from './service';
import { leagueTable, mostFailed, resolution, trend } from './service';

const rate = (w: PdfWriter, value: number | null) =>
  value === null ? '–' : w.formats.percent(value);
const number = (w: PdfWriter, value: number | null) =>
  value === null ? '–' : w.formats.number(value);

const DURATION_KEYS = {
  minutes: 'insightsMinutes',
  hoursOnly: 'insightsHours',
  hoursMinutes: 'insightsHoursMinutes',
  daysOnly: 'insightsDays',
  daysHours: 'insightsDaysHours',
} as const;

function duration(w: PdfWriter, minutes: number | null): string {
  if (minutes === null) return '–';
  const { key, values } = durationText(minutes);
  return w.t(DURATION_KEYS[key], values);
}

function writeLeague(w: PdfWriter, league: League): void {
  heading(w, w.t('insightsLeague'));
  const line = (figures: League['total']) =>
    w.t('insightsStoreLine', {
      completion: rate(w, figures.completion),
      completed: figures.completed,
      checklists: figures.checklists,
      onTime: rate(w, figures.onTime),
      failures: number(w, figures.failuresPerChecklist),
      open: figures.openActions,
      overdue: figures.overdueActions,
      outside: figures.readingsOutside,
      recurring: figures.recurring,
      unsigned: figures.signOffsMissing,
    });
  for (const store of league.stores) {
    w.type.paragraph(
      [{ text: w.t('storeValue', { name: store.name, number: store.storeNumber }), bold: true }],
      {
        size: 10,
      },
    );
    w.type.paragraph(line(store), { size: 9, color: '#333', indent: 12 });
    w.type.gap(0.3, 9);
  }
  w.type.paragraph([{ text: w.t('insightsTotal', { count: league.stores.length }), bold: true }], {
    size: 10,
  });
  w.type.paragraph(line(league.total), { size: 9, color: '#333', indent: 12 });
}

function writeTrend(w: PdfWriter, data: Trend): void {
  heading(w, w.t('insightsTrend'));
  for (const week of data.weeks) {
    text(
      w,
      w.t('insightsWeekLine', {
        week: w.t('dateRange', {
          from: w.formats.shortDate(week.from),
          to: w.formats.shortDate(week.to),
        }),
        completion: rate(w, week.scope.completion),
        chainCompletion: rate(w, week.chainMedian.completion),
        failures: number(w, week.scope.failuresPerChecklist),
        chainFailures: number(w, week.chainMedian.failuresPerChecklist),
        checklists: week.checklists,
      }),
    );
  }
}

function writeMostFailed(w: PdfWriter, list: MostFailed): void {
  heading(w, w.t('insightsMostFailed'));
  if (list.items.length === 0) text(w, w.t('insightsNoFailures'));
  list.items.forEach((item, index) => {
    text(
      w,
      w.t('insightsItemLine', {
        number: index + 1,
        item: item.textShown,
        failures: item.failures,
        stores: item.storeCount,
        recurring: item.recurring,
      }),
    );
    const where = item.stores
      .map((s) =>
        w.t('csvStoreFailures', { number: s.storeNumber, name: s.name, count: s.failures }),
      )
      .join('; ');
    w.type.paragraph(where, { size: 9, color: '#444', indent: 16 });
  });
}

function writeResolution(w: PdfWriter, data: Resolution): void {
  heading(w, w.t('insightsResolution'));
  for (const row of data.priorities) {
    text(
      w,
      w.t('insightsPriorityLine', {
        priority:
          row.priority === 'none' ? w.t('insightsNoPriority') : w.labels.priority(row.priority),
        resolved: row.resolved,
        median: duration(w, row.medianMinutes),
        p90: duration(w, row.p90Minutes),
        target: duration(w, row.targetMinutes),
        inTime:
          row.resolved === 0 ? '–' : w.formats.percent((row.withinTarget / row.resolved) * 100),
        open: row.open,
      }),
    );
  }
}

/**
 * GET /api/insights/week.pdf: the week of `date` (this week by default) for the scope asked, its
 * four parts read as the screen reads them, so the same policy decides who may have it.
 */
export async function insightsWeekPdf(
  deps: AppDeps,
  user: Caller,
  query: InsightsQuery,
  medians: MedianCache,
): Promise<FileDownload> {
  const week = { ...query, period: 'week' as const };
  const [league, weeks, failed, times] = await Promise.all([
    leagueTable(deps, user, week),
    trend(deps, user, week, medians),
    mostFailed(deps, user, week),
    resolution(deps, user, week),
  ]);
  const locale = readingLocale(user);
  const scope = league.scope;
  const { t } = documentLanguage(locale);
  const name = scope.name ?? t('insightsAllStores');
  const w = await newPdf(deps.fonts, t('insightsDocumentTitle', { name }), locale);
  title(w, w.t('insightsTitle', { name }));
  text(
    w,
    w.t('dateRange', { from: w.formats.longDate(scope.from), to: w.formats.longDate(scope.to) }),
  );
  writeLeague(w, league);
  writeTrend(w, weeks);
  writeMostFailed(w, failed);
  writeResolution(w, times);
  stampPages(w, deps.clock.now(), deps.config.defaultTimeZone);
  w.doc.end();
  const slug = (scope.name ?? 'all-stores').replace(/[^A-Za-z0-9-]+/g, '_');
  return {
    fileName: `shiftcheck-insights-${slug}-week-${scope.from}.pdf`,
    contentType: 'application/pdf',
    stream: w.doc,
  };
}
