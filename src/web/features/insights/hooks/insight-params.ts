// The Insights screen's choices live in the address (`/insights?scope=area:…&period=week&
// date=2026-11-20`), so a view can be reloaded, shared and returned to. The address is outside
// data: each part is read through the API's own query schema, and anything refused is the default.
import { insightsQuerySchema, type InsightPeriod, type InsightsQuery } from '#domain/insights/api';

export type InsightTarget = { kind: 'all' } | { kind: 'store' | 'area'; id: string };

export interface InsightParams {
  target: InsightTarget;
  period: InsightPeriod;
  /** null: today's period. */
  date: string | null;
}

const shape = insightsQuerySchema.shape;

function targetOf(value: string | null): InsightTarget {
  const match = /^(store|area):(.+)$/.exec(value ?? '');
  if (!match) return { kind: 'all' };
  const id = shape.storeId.safeParse(match[2]);
  return id.success && id.data
    ? { kind: match[1] === 'area' ? 'area' : 'store', id: id.data }
    : { kind: 'all' };
}

export function paramsFrom(search: URLSearchParams): InsightParams {
  const period = shape.period.safeParse(search.get('period') ?? undefined);
  const date = shape.date.safeParse(search.get('date') ?? undefined);
  return {
    target: targetOf(search.get('scope')),
    period: (period.success && period.data) || 'month',
    date: (date.success && date.data) || null,
  };
}

/** The address for `params`: only what differs from the defaults. */
export function searchOf(params: InsightParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.target.kind !== 'all')
    search.set('scope', `${params.target.kind}:${params.target.id}`);
  if (params.period !== 'month') search.set('period', params.period);
  if (params.date) search.set('date', params.date);
  return search;
}

/** The API's query for `params`. */
export function queryOf(params: InsightParams): InsightsQuery {
  return {
    ...(params.target.kind === 'store' ? { storeId: params.target.id } : {}),
    ...(params.target.kind === 'area' ? { areaId: params.target.id } : {}),
    period: params.period,
    ...(params.date ? { date: params.date } : {}),
  };
}

/** The query as an address's search part, for the API and its CSV files. */
export function querySearch(query: InsightsQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  return search.toString();
}
