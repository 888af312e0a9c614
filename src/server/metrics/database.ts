import type { LogEvent } from 'kysely';
import { dbQueryDuration } from './registry';

/** Kysely's query node kinds, as the operation label says them. */
const OPERATIONS: Record<string, string> = {
  SelectQueryNode: 'select',
  InsertQueryNode: 'insert',
  UpdateQueryNode: 'update',
  DeleteQueryNode: 'delete',
  RawNode: 'raw',
};

/** One query's duration into shiftcheck_db_query_duration_seconds. */
export function observeQuery(
  dialect: string,
  operation: string,
  failed: boolean,
  milliseconds: number,
): void {
  dbQueryDuration.observe(
    { dialect, operation, outcome: failed ? 'error' : 'ok' },
    milliseconds / 1000,
  );
}

/** Kysely's `log` hook: every query it runs, observed. */
export function queryObserver(dialect: string): (event: LogEvent) => void {
  return (event) => {
    observeQuery(
      dialect,
      OPERATIONS[event.query.query.kind] ?? 'other',
      event.level === 'error',
      event.queryDurationMillis,
    );
  };
}
