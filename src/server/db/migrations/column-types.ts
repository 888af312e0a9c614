import type { ColumnDataType } from 'kysely';
import type { Dialect } from '../database';

/** The few column types that differ between the dialects; migrations ask for them by meaning. */
export function columnTypes(dialect: Dialect) {
  const pg = dialect === 'postgres';
  return {
    timestamp: (pg ? 'timestamptz' : 'text') as ColumnDataType,
    date: (pg ? 'date' : 'text') as ColumnDataType,
    boolean: (pg ? 'boolean' : 'integer') as ColumnDataType,
    autoId: (pg ? 'bigserial' : 'integer') as ColumnDataType,
  };
}
