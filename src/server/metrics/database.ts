import type { QueryObserver } from '../db/database';
import { dbQueryDuration } from './registry';

/** Each query the database ran, into shiftcheck_db_query_duration_seconds (DbOptions.observeQuery). */
export const observeQueryDuration: QueryObserver = ({ dialect, operation, failed, milliseconds }) =>
  dbQueryDuration.observe(
    { dialect, operation, outcome: failed ? 'error' : 'ok' },
    milliseconds / 1000,
  );
