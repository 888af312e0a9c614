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

/** Kysely's `log` hook: every query's duration into shiftcheck_db_query_duration_seconds. */
export function queryObserver(dialect: string): (event: LogEvent) => void {
  return (event) => {
    dbQueryDuration.observe(
      {
        dialect,
        operation: OPERATIONS[event.query.query.kind] ?? 'other',
        outcome: event.level === 'error' ? 'error' : 'ok',
      },
      event.queryDurationMillis / 1000,
    );
  };
}
