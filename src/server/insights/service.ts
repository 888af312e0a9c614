import type { SessionUser } from '#domain/auth/schemas';
import { DEFAULT_DUE_MINUTES, UNPRIORITISED_DUE_PRIORITY } from '#domain/actions/actions';
import { PRIORITIES } from '#domain/checklists/priorities';
import { addDays, startOfWeek } from '#domain/dates';
import { sharedDueTimes } from '#domain/due/on-time';
import { planPeriod } from '#domain/due/period-plan';
import { onTimeFiguresOf } from '#domain/due/timeliness';
import {
  MOST_FAILED_ITEMS,
  MOST_FAILED_STORES,
  TREND_WEEKS,
  type InsightsQuery,
  type League,
  type LeagueFigures,
  type MostFailed,
  type Resolution,
  type Trend,
  type TrendWeek,
} from '#domain/insights/api';
import { parseShownTranslations, translationFor } from '#domain/templates/translations';
import { readingLocale, type Caller } from '../auth/caller';
import type { AppDeps } from '../deps';
import { sectionOutcomesByStore } from '../due/repository';
import {
  failuresByStore,
  mostFailedItems,
  QUANTILES,
  quantileOf,
  resolutionTimes,
  translationsOfActions,
  type PriorityKey,
} from './failures-repository';
import { completionOf, perChecklist } from './figures';
import {
  chainWeekMedians,
  outstandingActions,
  storeTotals,
  weekTotals,
  type DayTotals,
  type WeekMedian,
} from './repository';
import { resolveInsights } from './scope';

const NO_TOTALS: DayTotals = {
  checklists: 0,
  completed: 0,
  failures: 0,
  recurring: 0,
  readingsOutside: 0,
  signOffsMissing: 0,
};

const addTotals = (a: DayTotals, b: DayTotals): DayTotals => ({
  checklists: a.checklists + b.checklists,
  completed: a.completed + b.completed,
  failures: a.failures + b.failures,
  recurring: a.recurring + b.recurring,
  readingsOutside: a.readingsOutside + b.readingsOutside,
  signOffsMissing: a.signOffsMissing + b.signOffsMissing,
});

function figuresOf(
  totals: DayTotals,
  actions: { open: number; overdue: number },
  sections: { onTime: number; late: number; missed: number },
): LeagueFigures {
  const { onTimeRate } = onTimeFiguresOf({ 'on-time': sections.onTime, ...sections, pending: 0 });
  return {
    checklists: totals.checklists,
    completed: totals.completed,
    completion: completionOf(totals),
    onTime: onTimeRate,
    sectionsDue: sections.onTime + sections.late + sections.missed,
    failures: totals.failures,
    failuresPerChecklist: perChecklist(totals),
    openActions: actions.open,
    overdueActions: actions.overdue,
    readingsOutside: totals.readingsOutside,
    recurring: totals.recurring,
    signOffsMissing: totals.signOffsMissing,
  };
}

/**
 * The league table: each store of the scope in the period, from its summary rows, its
 * outstanding actions now, and its sections judged against their due times as the weekly and
 * monthly summaries judge them; and the scope's total, added up from the same.
 */
export async function leagueTable(
  deps: AppDeps,
  user: SessionUser,
  query: InsightsQuery,
): Promise<League> {
  const resolved = await resolveInsights(deps, user, query);
  const { scope, stores, filter, today, now } = resolved;
  const dialect = deps.db.dialect;
  const plan = planPeriod(stores, scope.from, scope.to, now, sharedDueTimes());
  const [totals, actions, sections] = await Promise.all([
    storeTotals(deps.db.kysely, dialect, { stores: filter, from: scope.from, to: scope.to, today }),
    outstandingActions(deps.db.kysely, filter, now.toISOString()),
    sectionOutcomesByStore(deps.db, plan),
  ]);
  const owed = new Map(plan.stores.map((s) => [s.storeId, s.overdueIfAbsent]));
  let sum = NO_TOTALS;
  const allActions = { open: 0, overdue: 0 };
  const allSections = { onTime: 0, late: 0, missed: 0 };
  const rows = stores.map((store) => {
    const own = totals.get(store.id) ?? NO_TOTALS;
    const acts = actions.get(store.id) ?? { open: 0, overdue: 0 };
    const present = sections.get(store.id);
    const judged = {
      onTime: present?.onTime ?? 0,
      late: present?.late ?? 0,
      missed: (present?.missed ?? 0) + (owed.get(store.id) ?? 0) - (present?.overdueOfPresent ?? 0),
    };
    sum = addTotals(sum, own);
    allActions.open += acts.open;
    allActions.overdue += acts.overdue;
    allSections.onTime += judged.onTime;
    allSections.late += judged.late;
    allSections.missed += judged.missed;
    return {
      storeId: store.id,
      name: store.name,
      storeNumber: store.storeNumber,
      ...figuresOf(own, acts, judged),
    };
  });
  return { scope, stores: rows, total: figuresOf(sum, allActions, allSections) };
}

/** The chain's medians by range, worked out once a minute at most (routes.ts keeps them). */
export interface MedianCache {
  get(key: string): WeekMedian[] | undefined;
  set(key: string, value: WeekMedian[]): unknown;
}

const rounded = (median: WeekMedian | undefined): TrendWeek['chainMedian'] => ({
  completion: median?.completion == null ? null : Math.round(median.completion),
  failuresPerChecklist:
    median?.failuresPerChecklist == null
      ? null
      : Math.round(median.failuresPerChecklist * 100) / 100,
});

/**
 * Twelve weeks up to the chosen date's, Monday to Sunday: the scope's figures each week, and
 * the chain's median store that week. The scope's weeks are always read; the chain's medians
 * are kept for a minute (`medians`): a chain's middle store moves slowly, and ranking 1,500
 * stores' weeks is most of what a trend costs.
 */
export async function trend(
  deps: AppDeps,
  user: SessionUser,
  query: InsightsQuery,
  medians: MedianCache,
): Promise<Trend> {
  const { scope, filter, date } = await resolveInsights(deps, user, query);
  const last = startOfWeek(date);
  const first = addDays(last, -7 * (TREND_WEEKS - 1));
  const range = { from: first, to: addDays(last, 6) };
  const dialect = deps.db.dialect;
  const key = `${range.from}|${range.to}`;
  const known = medians.get(key);
  const [own, chain] = await Promise.all([
    weekTotals(deps.db.kysely, dialect, { stores: filter, ...range }),
    known ?? chainWeekMedians(deps.db.kysely, dialect, range),
  ]);
  if (!known) medians.set(key, chain);
  const weeks: TrendWeek[] = [];
  for (let index = 0; index < TREND_WEEKS; index += 1) {
    const from = addDays(first, 7 * index);
    const totals = own.find((row) => row.week === index) ?? NO_WEEK;
    weeks.push({
      from,
      to: addDays(from, 6),
      checklists: totals.checklists,
      completed: totals.completed,
      failures: totals.failures,
      readingsOutside: totals.readingsOutside,
      recurring: totals.recurring,
      scope: { completion: completionOf(totals), failuresPerChecklist: perChecklist(totals) },
      chainMedian: rounded(chain.find((row) => row.week === index)),
    });
  }
  return { scope, weeks };
}

const NO_WEEK = { checklists: 0, completed: 0, failures: 0, readingsOutside: 0, recurring: 0 };

/** The items failed most in the period, and under each the stores that failed it most. */
export async function mostFailed(
  deps: AppDeps,
  user: Caller,
  query: InsightsQuery,
): Promise<MostFailed> {
  const { scope, filter, chain } = await resolveInsights(deps, user, query);
  const range = { stores: filter, from: scope.from, to: scope.to };
  const dialect = deps.db.dialect;
  const items = await mostFailedItems(deps.db.kysely, dialect, range, MOST_FAILED_ITEMS);
  const where = await failuresByStore(
    deps.db.kysely,
    dialect,
    range,
    items.map((item) => item.text),
  );
  const named = new Map(chain.map((store) => [store.id, store]));
  // Each item's words in the reader's language, as kept with one of its failed items.
  const oneOf = new Map(where.map((row) => [row.text, row.lastActionId]));
  const translations = await translationsOfActions(deps.db.kysely, [...oneOf.values()]);
  const locale = readingLocale(user);
  const shown = (text: string) => {
    const kept = translations.get(oneOf.get(text) ?? '');
    const found =
      kept === undefined ? undefined : translationFor(parseShownTranslations(kept), locale);
    return found?.text ?? text;
  };
  return {
    scope,
    items: items.map((item) => ({
      ...item,
      textShown: shown(item.text),
      stores: where
        .filter((row) => row.text === item.text && named.has(row.storeId))
        .toSorted((a, b) => b.failures - a.failures || a.storeId.localeCompare(b.storeId))
        .slice(0, MOST_FAILED_STORES)
        .map(({ storeId, failures, lastActionId, lastRecurring }) => ({
          storeId,
          name: named.get(storeId)!.name,
          storeNumber: named.get(storeId)!.storeNumber,
          failures,
          lastActionId,
          lastRecurring,
        })),
    })),
  };
}

/**
 * How long the period's failures took to put right, by priority, against their due times (a
 * store's own when the scope is one store, the chain's defaults otherwise).
 */
export async function resolution(
  deps: AppDeps,
  user: SessionUser,
  query: InsightsQuery,
): Promise<Resolution> {
  const { scope, filter, stores } = await resolveInsights(deps, user, query);
  const minutes =
    (scope.kind === 'store' ? stores[0]?.actionDueMinutes : null) ?? DEFAULT_DUE_MINUTES;
  const targets: Record<PriorityKey, number> = {
    ...minutes,
    none: minutes[UNPRIORITISED_DUE_PRIORITY],
  };
  const range = { stores: filter, from: scope.from, to: scope.to };
  const times = await resolutionTimes(deps.db.kysely, deps.db.dialect, range, targets);
  const found = new Map(times.map((row) => [row.priority, row]));
  const priorities = ([...PRIORITIES, 'none'] as const).map((priority) => {
    const row = found.get(priority);
    const [median, p90] = QUANTILES.map(({ tenths }) =>
      row ? quantileOf(row.minutesAt, row.resolved, tenths) : null,
    );
    return {
      priority,
      resolved: row?.resolved ?? 0,
      withinTarget: row?.withinTarget ?? 0,
      medianMinutes: median ?? null,
      p90Minutes: p90 ?? null,
      targetMinutes: targets[priority],
      open: row?.open ?? 0,
    };
  });
  return { scope, priorities };
}
