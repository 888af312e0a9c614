import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays } from '#domain/dates';
import { createStore, createUser, sessionUserOf } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';
import { exportCsv } from '#server/exports/csv-service';

// A figure, not an assertion on time: 200 stores × 365 days with SHIFTCHECK_FULL=1, 20 stores
// otherwise, one checklist of three items a day each. The export is consumed as a stream.
const STORES = process.env.SHIFTCHECK_FULL ? 200 : 20;
const DAYS = 365;
const FIRST = '2025-11-01';
const COUNTS = JSON.stringify({});
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

describe.each(testDialects())('CSV export timing on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function seed() {
    const db = t.deps.db.kysely;
    const now = t.deps.clock.now().toISOString();
    for (let s = 0; s < STORES; s += 1) {
      const store = await createStore(t.deps);
      const checklists = [];
      const items = [];
      for (let d = 0; d < DAYS; d += 1) {
        const id = randomUUID();
        const date = addDays(FIRST, d);
        checklists.push({
          id,
          store_id: store.id,
          business_date: date,
          category: 'day' as const,
          title: `${date} - Day Shift`,
          created_by: null,
          creator_name: 'Bench Leader',
          section_counts: COUNTS,
          progress: 67,
          post_shift_analysis: 'Steady shift',
          created_at: now,
          updated_at: now,
        });
        for (const [position, section] of (
          ['pre-shift', 'travel-path', 'post-shift'] as const
        ).entries()) {
          items.push({
            id: randomUUID(),
            checklist_id: id,
            position,
            section,
            subsection: null,
            text: `Check ${position + 1}`,
            details: null,
            completed: position < 2,
            completed_at: position < 2 ? now : null,
            completed_by: null,
            failed: false,
            failure_comment: null,
            failure_priority: null,
            resolved: false,
            resolved_at: null,
            updated_at: now,
          });
        }
      }
      for (let i = 0; i < checklists.length; i += 400) {
        await db
          .insertInto('checklists')
          .values(checklists.slice(i, i + 400))
          .execute();
      }
      for (let i = 0; i < items.length; i += 400) {
        await db
          .insertInto('checklist_items')
          .values(items.slice(i, i + 400))
          .execute();
      }
    }
  }

  it(
    `streams ${STORES} stores × ${DAYS} days of checklists and items`,
    { timeout: 600_000 },
    async () => {
      await seed();
      const admin = sessionUserOf(await createUser(t.deps, { role: 'super-admin', storeId: null }));
      const to = addDays(FIRST, DAYS - 1);
      for (const kind of ['checklists', 'items'] as const) {
        const baseline = process.memoryUsage().rss;
        let peak = baseline;
        const started = performance.now();
        const file = await exportCsv(t.deps, admin, kind, { from: FIRST, to });
        let bytes = 0;
        let lines = 0;
        for await (const chunk of file.stream) {
          const text = String(chunk);
          bytes += Buffer.byteLength(text);
          lines += text.split('\r\n').length - 1;
          peak = Math.max(peak, process.memoryUsage().rss);
        }
        const seconds = (performance.now() - started) / 1000;
        console.log(
          `[benchmark] ${dialect} ${kind}.csv, ${STORES} stores × ${DAYS} days: ${lines - 1} rows, ` +
            `${mb(bytes)} in ${seconds.toFixed(1)} s; RSS ${mb(baseline)} before, peak ${mb(peak)} ` +
            `(+${mb(peak - baseline)})`,
        );
        const rows = STORES * DAYS * (kind === 'items' ? 3 : 1);
        expect(lines - 1).toBeGreaterThanOrEqual(rows);
      }
    },
  );
});
