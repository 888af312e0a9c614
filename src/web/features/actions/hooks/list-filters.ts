// The Actions list's filters live in the address (`/actions?scope=store&status=open`), so a
// filtered list can be reloaded, shared and returned to. The address is outside data: each
// parameter is read through the API's own query schema and anything it refuses is the default.
import type { z } from 'zod/mini';
import {
  actionListQuerySchema,
  type ACTION_SCOPES,
  type ActionListQuery,
} from '#domain/actions/api';
import { authorize, type Actor } from '#domain/authz';

export type ActionScope = (typeof ACTION_SCOPES)[number];
export type StatusFilter = NonNullable<ActionListQuery['status']>;
export type PriorityFilter = NonNullable<ActionListQuery['priority']>;

export interface ListFilters {
  scope: ActionScope;
  status: StatusFilter;
  /** null: any priority. */
  priority: PriorityFilter | null;
  /** A person's id, 'none' or 'contractor'; null: anyone. */
  owner: string | null;
  overdue: boolean;
  recurring: boolean;
  /** Failures found on these business dates (Insights links to a period's); null: any date. */
  dates: { from: string; to: string } | null;
}

export const DEFAULT_STATUS: StatusFilter = 'outstanding';

const shape = actionListQuerySchema.shape;

/** One parameter as the API's query schema reads it; null when absent or refused. */
function read<S extends z.ZodMiniType>(
  schema: S,
  value: string | null,
): NonNullable<z.output<S>> | null {
  if (value === null) return null;
  const parsed = schema.safeParse(value);
  return parsed.success ? (parsed.data ?? null) : null;
}

/**
 * The scopes a person may choose, their default first: a super admin's whole chain (an area
 * manager's area), a manager's store, anyone's own.
 */
export function scopesFor(actor: Actor): ActionScope[] {
  if (authorize(actor, 'actions:list-all')) return ['all', 'mine'];
  if (authorize(actor, 'actions:list-store')) return ['store', 'mine'];
  return ['mine'];
}

/**
 * The filters an address asks for. `scopes` are the ones the person may choose, the first of
 * them their default; a scope they may not choose is the default.
 */
export function filtersFrom(params: URLSearchParams, scopes: readonly ActionScope[]): ListFilters {
  const asked = read(shape.scope, params.get('scope'));
  const fallback = scopes[0] ?? 'mine';
  return {
    scope: asked && scopes.includes(asked) ? asked : fallback,
    status: read(shape.status, params.get('status')) ?? DEFAULT_STATUS,
    priority: read(shape.priority, params.get('priority')),
    owner: read(shape.owner, params.get('owner')),
    overdue: params.get('overdue') === 'true',
    recurring: params.get('recurring') === 'true',
    dates: datesFrom(params),
  };
}

/** Both ends of a date range, the first not after the last; else none. */
function datesFrom(params: URLSearchParams): ListFilters['dates'] {
  const from = read(shape.from, params.get('from'));
  const to = read(shape.to, params.get('to'));
  return from && to && from <= to ? { from, to } : null;
}

/** The address's parameters for `filters`: only what differs from the defaults. */
export function paramsOf(filters: ListFilters, scopes: readonly ActionScope[]): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.scope !== scopes[0]) params.set('scope', filters.scope);
  if (filters.status !== DEFAULT_STATUS) params.set('status', filters.status);
  if (filters.priority) params.set('priority', filters.priority);
  if (filters.owner) params.set('owner', filters.owner);
  if (filters.overdue) params.set('overdue', 'true');
  if (filters.recurring) params.set('recurring', 'true');
  if (filters.dates) {
    params.set('from', filters.dates.from);
    params.set('to', filters.dates.to);
  }
  return params;
}

/** How many filters narrow the list beyond the defaults (the scope and store are not filters). */
export function activeFilterCount(filters: ListFilters): number {
  return [
    filters.status !== DEFAULT_STATUS,
    filters.priority !== null,
    filters.owner !== null,
    filters.overdue,
    filters.recurring,
    filters.dates !== null,
  ].filter(Boolean).length;
}

/**
 * GET /api/actions's query for the filters: `storeId` narrows a super admin's all-stores list
 * to one store. The cursor is added page by page.
 */
export function apiQueryOf(filters: ListFilters, storeId: string | null): string {
  const params = new URLSearchParams({ scope: filters.scope });
  if (filters.scope === 'all' && storeId) params.set('storeId', storeId);
  params.set('status', filters.status);
  if (filters.priority) params.set('priority', filters.priority);
  if (filters.owner) params.set('owner', filters.owner);
  if (filters.overdue) params.set('overdue', 'true');
  if (filters.recurring) params.set('recurring', 'true');
  if (filters.dates) {
    params.set('from', filters.dates.from);
    params.set('to', filters.dates.to);
  }
  return params.toString();
}
