import type { Row } from './tables';

/**
 * Where a later migration changes rows on purpose, it says so here ("table" or "table.column",
 * with the reason); everything else must come through an upgrade exactly as it was.
 */
export const EXPECTED_CHANGES: Readonly<Record<string, string>> = {
  // Every upgrade records the migrations it ran.
  kysely_migration: 'gains a row per migration run',
  // 016: a target with no result recorded becomes Not Achieved (SPEC §4's default).
  'shift_targets.achieved': 'no result (null) becomes Not Achieved',
};

const canonical = (row: Row, columns: readonly string[]) =>
  JSON.stringify(columns.map((column) => [column, row[column] ?? null]));

/**
 * Rows of `before` missing from `after` (as multisets, comparing the columns both have), and
 * rows that appeared: every row kept with every value, nothing added unless expected.
 */
export function compareTables(
  before: ReadonlyMap<string, Row[]>,
  after: ReadonlyMap<string, Row[]>,
): string[] {
  const problems: string[] = [];
  for (const [table, rows] of before) {
    const now = after.get(table);
    if (!now) {
      if (!EXPECTED_CHANGES[table]) problems.push(`table ${table} is gone`);
      continue;
    }
    const columns = Object.keys(rows[0] ?? {}).filter(
      (column) => !EXPECTED_CHANGES[`${table}.${column}`],
    );
    const dropped = columns.filter((column) => now[0] !== undefined && !(column in now[0]));
    if (dropped.length > 0) problems.push(`${table}: columns ${dropped.join(', ')} are gone`);
    const remaining = new Map<string, number>();
    for (const row of now) {
      const key = canonical(row, columns);
      remaining.set(key, (remaining.get(key) ?? 0) + 1);
    }
    let missing = 0;
    for (const row of rows) {
      const key = canonical(row, columns);
      const left = remaining.get(key) ?? 0;
      if (left === 0) missing += 1;
      else remaining.set(key, left - 1);
    }
    if (missing > 0) problems.push(`${table}: ${missing} of ${rows.length} rows lost or changed`);
    if (now.length !== rows.length && !EXPECTED_CHANGES[table]) {
      problems.push(`${table}: ${rows.length} rows before the upgrade, ${now.length} after`);
    }
  }
  return problems;
}
