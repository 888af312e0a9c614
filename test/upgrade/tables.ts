import { sql } from 'kysely';
import type { Db } from '#server/db/database';

export type Row = Record<string, unknown>;

/** Every table of the database (SQLite's own and the current PostgreSQL schema's). */
export async function listTables(db: Db): Promise<string[]> {
  const result =
    db.dialect === 'sqlite'
      ? await sql<{ name: string }>`
          select name from sqlite_master
          where type = 'table' and name not like 'sqlite_%' order by name`.execute(db.kysely)
      : await sql<{ name: string }>`
          select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'
          order by table_name`.execute(db.kysely);
  return result.rows.map((row) => row.name);
}

export async function readTable(db: Db, table: string): Promise<Row[]> {
  const result = await sql<Row>`select * from ${sql.table(table)}`.execute(db.kysely);
  return result.rows;
}

/** Every row of every table, by table. */
export async function readAllTables(db: Db): Promise<Map<string, Row[]>> {
  const tables = new Map<string, Row[]>();
  for (const table of await listTables(db)) tables.set(table, await readTable(db, table));
  return tables;
}

export async function countRows(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [table, rows] of await readAllTables(db)) counts[table] = rows.length;
  return counts;
}
