import { CompiledQuery, type Kysely } from 'kysely';
import type { Dialect } from './database';
import type { Database } from './types';

/**
 * A hot path's SQL, written once with `?` placeholders and numbered ($1, $2…) for PostgreSQL.
 * Run with runStatement it skips the query builder entirely: nothing is compiled per request,
 * and SQLite's statement cache finds the same text every time. Only repositories use it.
 */
export interface RawStatement {
  sqlite: string;
  postgres: string;
}

export function rawStatement(text: string): RawStatement {
  let n = 0;
  const sql = text.replace(/\s+/g, ' ').trim();
  return { sqlite: sql, postgres: sql.replace(/\?/g, () => `$${(n += 1)}`) };
}

/** SQLite binds no booleans (see sqlite-boolean-plugin.ts): they go as 1/0 there. */
function bindable(dialect: Dialect, value: unknown): unknown {
  return dialect === 'sqlite' && typeof value === 'boolean' ? Number(value) : value;
}

export async function runStatement<Row>(
  db: Kysely<Database>,
  dialect: Dialect,
  statement: RawStatement,
  parameters: readonly unknown[],
): Promise<{ rows: Row[]; changed: number }> {
  const result = await db.executeQuery<Row>(
    CompiledQuery.raw(
      statement[dialect],
      parameters.map((value) => bindable(dialect, value)),
    ),
  );
  return { rows: result.rows, changed: Number(result.numAffectedRows ?? 0n) };
}
