import type { StoreScope } from '#domain/authz';
import type { AppDeps } from '../../deps';
import { auditBy, recordAudit, type AuditCaller } from './record';

/** A download the audit log notes: which file, of which store (none: several), for which days. */
export interface ExportDownload {
  /** 'items.csv', 'inspection-pack.pdf', 'audit-log.jsonl'… */
  export: string;
  storeId: string | null;
  fileName: string;
  from?: string | null;
  to?: string | null;
}

/** The one store an export's scope names, or null for several (or every) store. */
export const storeOfScope = (scope: StoreScope): string | null =>
  scope.kind === 'stores' && scope.storeIds.length === 1 ? (scope.storeIds[0] ?? null) : null;

/**
 * Notes a download once its access and range are checked, before its first byte: an export
 * changes nothing, so its row is written on its own.
 */
export async function recordExport(
  deps: AppDeps,
  caller: AuditCaller,
  file: ExportDownload,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await recordAudit(deps.db.kysely, deps.clock.now(), {
    action: 'export.downloaded',
    ...auditBy(caller),
    target: { kind: 'export', id: file.export, name: file.fileName },
    storeId: file.storeId,
    // What was not asked for (no end date, no filter) is left out.
    detail: Object.fromEntries(
      Object.entries({ export: file.export, from: file.from, to: file.to, ...detail }).filter(
        ([, value]) => value !== null && value !== undefined && value !== '',
      ),
    ),
  });
}

/** An Insights download (the league, the most-failed items): its scope's store or area, and days. */
export const insightsDownload = (
  file: string,
  fileName: string,
  scope: { storeId: string | null; areaId: string | null; from: string; to: string },
): [ExportDownload, Record<string, unknown>] => [
  { export: file, storeId: scope.storeId, fileName, from: scope.from, to: scope.to },
  { areaId: scope.areaId },
];
