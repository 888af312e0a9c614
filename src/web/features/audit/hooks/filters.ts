// The audit log's filters live in the address (`/admin/audit-log?action=sign-in&from=…`), so a
// filtered log can be reloaded, shared and returned to. The address is outside data: each
// parameter is read through the API's own query schema, and anything it refuses is left out.
import type { z } from 'zod/mini';
import type { IsoDate } from '#domain/dates';
import type { AuditActionFilter } from '#domain/integrations/audit';
import {
  auditLogQuerySchema,
  auditRangeProblem,
  type AuditFilters,
} from '#domain/integrations/audit-api';

export interface AuditFilterState {
  /** One action or a group; null: everything. */
  action: AuditActionFilter | null;
  /** One person's (or token's) id, from "Only this person" on an entry. */
  actor: string | null;
  /** Text in who did it: their name or e-mail address. */
  who: string;
  storeId: string | null;
  from: IsoDate | null;
  to: IsoDate | null;
}

export const NO_FILTERS: AuditFilterState = {
  action: null,
  actor: null,
  who: '',
  storeId: null,
  from: null,
  to: null,
};

const shape = auditLogQuerySchema.shape;

/** One parameter as the API's query schema reads it; null when absent or refused. */
function read<S extends z.ZodMiniType>(
  schema: S,
  value: string | null,
): NonNullable<z.output<S>> | null {
  if (value === null) return null;
  const parsed = schema.safeParse(value);
  return parsed.success ? (parsed.data ?? null) : null;
}

export function filtersFrom(params: URLSearchParams): AuditFilterState {
  return {
    action: read(shape.action, params.get('action')),
    actor: read(shape.actor, params.get('actor')),
    who: read(shape.who, params.get('who')) ?? '',
    storeId: read(shape.storeId, params.get('storeId')),
    from: read(shape.from, params.get('from')),
    to: read(shape.to, params.get('to')),
  };
}

/** The address's parameters: only the filters that are on. */
export function paramsOf(filters: AuditFilterState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (typeof value === 'string' && value !== '') params.set(name, value);
  }
  return params;
}

/** How many filters narrow the log. */
export function activeFilterCount(filters: AuditFilterState): number {
  return Object.values(filters).filter((value) => value !== null && value !== '').length;
}

/** Why the dates shown cannot be asked for (a start after the end), in English; else null. */
export const datesProblem = (filters: AuditFilterState) =>
  auditRangeProblem(filters.from ?? undefined, filters.to ?? undefined);

/**
 * What the API is asked for: the filters, the dates as days of the reader's own time zone (as
 * the times are shown), and none of the dates while they cannot be asked for.
 */
export function apiFiltersOf(filters: AuditFilterState, timeZone: string): AuditFilters {
  const datesOk = datesProblem(filters) === null;
  return {
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.actor ? { actor: filters.actor } : {}),
    ...(filters.who.trim() ? { who: filters.who.trim() } : {}),
    ...(filters.storeId ? { storeId: filters.storeId } : {}),
    ...(datesOk && filters.from ? { from: filters.from } : {}),
    ...(datesOk && filters.to ? { to: filters.to } : {}),
    timeZone,
  };
}

/** GET /api/audit-log's query for these filters; the cursor is added page by page. */
export function apiQueryOf(filters: AuditFilters): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (typeof value === 'string' && value !== '') params.set(name, value);
  }
  return params.toString();
}

/** The time zone the device's clock shows: the one dates are counted in and times shown in. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
