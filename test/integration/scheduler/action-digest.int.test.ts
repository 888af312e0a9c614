// Corrective actions in the morning digest, and the scheduler's reads of them, on both databases:
// the digest lists the store's actions overdue when it is made (whatever day they were found on),
// the longest overdue first, not those done or not yet due; the scheduler's minute-by-minute read
// of every store's actions fallen due, and the digest's of one store's, are ranges of the partial
// indexes of outstanding actions (migration 027), never a scan of the table.
import { CompiledQuery, sql, type Compilable } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { FailurePriority } from '#domain/checklists/priorities';
import { signedInUser } from '#test/support/api-client';
import { createChecklist, createStore } from '#test/support/factories';
import { testDialects, TestClock } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';
import { dueActionsQuery } from '#server/notifications/action-notices';
import { overdueActionsQuery } from '#server/scheduler/repository';
import { runScheduledWork } from '#server/scheduler/scheduler';

describe.each(testDialects())('corrective actions in the digest on %s', (dialect) => {
  const clock = new TestClock(new Date('2026-11-23T09:00:00.000Z'));
  const t = useTestApp(dialect, { clock });
  const at = (iso: string) => (clock.current = new Date(iso));
  const db = () => t.deps.db.kysely;

  it('lists the store’s overdue actions, the longest overdue first, owner or none', async () => {
    at('2026-11-23T09:00:00.000Z');
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id, 'Sam Leader');
    const manager = await signedInUser(t, 'store', store.id, 'Max Manager');
    const checklist = await createChecklist(t.deps, { by: leader });
    const items = checklist.items.filter((i) => i.section === 'travel-path' && i.kind === 'check');
    const fail = async (n: number, priority: FailurePriority) => {
      const url = `/api/checklists/${checklist.id}/items/${items[n]!.id}`;
      const answer = await leader.api.patch(url, { type: 'fail', comment: 'Broken', priority });
      expect(answer.statusCode, answer.body).toBe(200);
      return url;
    };
    await fail(0, 'A'); // due 09:30
    await fail(1, 'C'); // due 12:00, nobody's
    const resolved = await fail(2, 'B'); // done: not listed
    await fail(3, 'D'); // due on the 26th: not yet overdue
    await db()
      .updateTable('actions')
      .set({ owner_user_id: null, owner_name: null })
      .where('item_id', '=', items[1]!.id)
      .execute();
    await leader.api.patch(resolved, { type: 'resolve', resolved: true });

    at('2026-11-24T06:00:00.000Z');
    await runScheduledWork(t.deps);
    const digest = await db()
      .selectFrom('notifications')
      .select('body')
      .where('recipient_id', '=', manager.id)
      .where('kind', '=', 'daily-digest')
      .executeTakeFirstOrThrow();
    expect(digest.body.split('\n').slice(6)).toEqual([
      'Overdue actions: 2',
      `A: “${items[0]!.text}”, Sam Leader, overdue by 20 hours`,
      `C: “${items[1]!.text}”, no owner, overdue by 18 hours`,
    ]);
  });

  /** The plan of a query: SQLite's steps, or PostgreSQL's with sequential scans discouraged. */
  async function planOf(query: Compilable): Promise<string> {
    const { sql: text, parameters } = query.compile();
    if (dialect === 'sqlite') {
      const rows = await db().executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
      );
      return rows.rows.map((row) => row.detail).join('\n');
    }
    // A test's tables are too small for the planner to prefer an index unless told to.
    return db()
      .transaction()
      .execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const result = await trx.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain ${text}`, [...parameters]),
        );
        return result.rows.map((row) => row['QUERY PLAN']).join('\n');
      });
  }

  it('reads the actions fallen due, and a store’s overdue ones, from the partial indexes', async () => {
    const now = new Date('2026-11-24T06:00:00.000Z');
    const due = await planOf(dueActionsQuery(db(), new Date(now.getTime() - 3_600_000), now));
    const overdue = await planOf(
      overdueActionsQuery(db(), 'a-store', now)
        .select(['a.id', 'a.due_at'])
        .orderBy('a.due_at')
        .limit(10),
    );
    if (dialect === 'sqlite') {
      expect(due).toMatch(/SEARCH a USING INDEX actions_due_idx \(due_at>\? AND due_at<\?\)/);
      expect(overdue).toMatch(
        /SEARCH a USING INDEX actions_outstanding_idx \(store_id=\? AND due_at<\?\)/,
      );
    } else {
      expect(due).toMatch(/Index Scan using actions_due_idx on actions a/);
      // On a test's few rows either partial index serves a store (both hold only outstanding
      // actions by due time); a chain's statistics make its own store's range the cheaper.
      expect(overdue).toMatch(/Index Scan using actions_(outstanding|due)_idx on actions a/);
    }
    expect(`${due}\n${overdue}`).not.toMatch(/SCAN a\b|Seq Scan on actions/);
  });
});
