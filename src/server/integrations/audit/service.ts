import type { Actor } from '#domain/authz';
import { addDays, DATE_RANGE, zonedTimeToInstant } from '#domain/dates';
import { auditActionsOf } from '#domain/integrations/audit';
import {
  AUDIT_PAGE_SIZE,
  auditRangeProblem,
  type AuditFilters,
  type AuditLogQuery,
  type AuditPage,
} from '#domain/integrations/audit-api';
import { requireAccess } from '../../authz/require-access';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../http/errors';
import { pageAuditLog, type AuditSelection } from './repository';

/**
 * The filters as the repository reads them: a group of actions as its actions, and dates as the
 * instants their days begin and end in the reader's time zone (the server's if none is given).
 */
export function selectionOf(deps: AppDeps, query: AuditFilters): AuditSelection {
  const problem = auditRangeProblem(query.from, query.to);
  if (problem) throw badRequest(problem);
  const timeZone = query.timeZone ?? deps.config.defaultTimeZone;
  const dayStart = (date: string) => zonedTimeToInstant(date, '00:00', timeZone).toISOString();
  return {
    actions: query.action ? auditActionsOf(query.action) : null,
    actorId: query.actor ?? null,
    who: query.who || null,
    storeId: query.storeId ?? null,
    since: query.from ? dayStart(query.from) : null,
    // The last day is included: up to the start of the next one (there is none after the last).
    until: query.to && query.to < DATE_RANGE.latest ? dayStart(addDays(query.to, 1)) : null,
  };
}

/** Admin → Audit log: a page of entries, newest first, and where the next page starts. */
export async function readAuditLog(
  deps: AppDeps,
  actor: Actor,
  query: AuditLogQuery,
): Promise<AuditPage> {
  requireAccess(actor, 'audit:view');
  const selection = selectionOf(deps, query);
  const limit = query.limit ?? AUDIT_PAGE_SIZE;
  // One more than the page shows says whether there is a next page.
  const rows = await pageAuditLog(deps.db.kysely, selection, query.before ?? null, limit + 1);
  const entries = rows.slice(0, limit);
  const last = entries.at(-1);
  return { entries, next: rows.length > limit && last ? last.id : null };
}
