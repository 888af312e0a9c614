import { describe, expect, it } from 'vitest';
import type { ChecklistDetail } from '#domain/checklists/api';
import type { Section } from '#domain/sections';
import { signedInUser } from '#test/support/api-client';
import { createStore } from '#test/support/factories';
import { testDialects, TestClock } from '#test/support/harness';
import { doneChange } from '#test/support/items';
import { useTestApp } from '#test/support/use-test-app';
import { runScheduledWork } from '#server/scheduler/scheduler';

/** The defaults for a London store with the default shifts on Monday 23 November 2026. */
const DUE: Record<string, Record<Section, string>> = {
  breakfast: {
    'pre-shift': '2026-11-23T05:30:00.000Z',
    'travel-path': '2026-11-23T08:00:00.000Z',
    'post-shift': '2026-11-23T11:30:00.000Z',
  },
  day: {
    'pre-shift': '2026-11-23T11:30:00.000Z',
    'travel-path': '2026-11-23T14:00:00.000Z',
    'post-shift': '2026-11-23T17:30:00.000Z',
  },
  night: {
    'pre-shift': '2026-11-23T17:30:00.000Z',
    'travel-path': '2026-11-23T20:30:00.000Z',
    'post-shift': '2026-11-24T00:30:00.000Z',
  },
};

describe.each(testDialects())('the daily digest on %s', (dialect) => {
  const clock = new TestClock(new Date('2026-11-23T05:10:00.000Z'));
  const t = useTestApp(dialect, { clock });
  const at = (iso: string) => (clock.current = new Date(iso));

  it('gives yesterday’s figures as the raw rows have them, at 06:00 store time, once', async () => {
    at('2026-11-23T05:10:00.000Z');
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const manager = await signedInUser(t, 'store', store.id);
    const open = async (category: string) =>
      (
        await leader.api.post('/api/checklists', { storeId: store.id, category })
      ).json<ChecklistDetail>();
    const change = (c: ChecklistDetail, itemId: string, body: object) =>
      leader.api.patch(`/api/checklists/${c.id}/items/${itemId}`, body);
    /** Ticks the item, or records a reading inside its limits, as its kind asks. */
    const complete = async (c: ChecklistDetail, item: ChecklistDetail['items'][number]) =>
      expect((await change(c, item.id, doneChange(item, c.temperatureUnit))).statusCode).toBe(200);
    const breakfast = await open('breakfast');
    const inSection = (c: ChecklistDetail, s: Section) => c.items.filter((i) => i.section === s);
    at('2026-11-23T05:20:00.000Z');
    for (const item of inSection(breakfast, 'pre-shift')) await complete(breakfast, item);
    at('2026-11-23T08:30:00.000Z');
    const [first, second, ...rest] = inSection(breakfast, 'travel-path');
    await change(breakfast, first!.id, { type: 'fail', comment: 'Bin overflowing', priority: 'A' });
    await change(breakfast, second!.id, { type: 'fail', comment: 'Sign faded', priority: 'C' });
    for (const item of rest) await complete(breakfast, item);
    at('2026-11-23T11:10:00.000Z');
    const day = await open('day');
    for (const item of inSection(day, 'pre-shift')) await complete(day, item);

    at('2026-11-24T05:59:00.000Z');
    await runScheduledWork(t.deps);
    const digests = () =>
      t.deps.db.kysely
        .selectFrom('notifications')
        .selectAll()
        .where('recipient_id', '=', manager.id)
        .where('kind', '=', 'daily-digest')
        .execute();
    expect(await digests()).toHaveLength(0);
    at('2026-11-24T06:00:00.000Z');
    await runScheduledWork(t.deps);
    await runScheduledWork(t.deps);
    const [digest, ...more] = await digests();
    expect(more).toHaveLength(0);
    expect(digest!.business_date).toBe('2026-11-23');

    // The expected figures, from the raw rows.
    const db = t.deps.db.kysely;
    const checklists = await db
      .selectFrom('checklists')
      .selectAll()
      .where('store_id', '=', store.id)
      .where('business_date', '=', '2026-11-23')
      .execute();
    const items = await db
      .selectFrom('checklist_items')
      .selectAll()
      .where(
        'checklist_id',
        'in',
        checklists.map((c) => c.id),
      )
      .execute();
    let onTime = 0;
    let late = 0;
    let missed = 0;
    for (const [category, due] of Object.entries(DUE)) {
      const checklist = checklists.find((c) => c.category === category);
      for (const [section, dueAt] of Object.entries(due)) {
        const own = items.filter((i) => i.checklist_id === checklist?.id && i.section === section);
        const allDone =
          own.length > 0 && own.every((i) => Boolean(i.completed) || Boolean(i.failed));
        if (!allDone) missed += 1;
        else {
          const doneAt = own
            .map((i) => i.updated_at)
            .sort()
            .at(-1)!;
          if (new Date(doneAt) <= new Date(dueAt)) onTime += 1;
          else late += 1;
        }
      }
    }
    const { owner_name: owner } = await db
      .selectFrom('actions')
      .select('owner_name')
      .where('item_id', '=', first!.id)
      .executeTakeFirstOrThrow();
    const openBy = (p: string | null) =>
      items.filter((i) => Boolean(i.failed) && !i.resolved && i.failure_priority === p).length;
    const average = Math.round(checklists.reduce((s, c) => s + c.progress, 0) / checklists.length);
    const completed = checklists.filter((c) => c.completed_at !== null).length;
    expect([onTime, late, missed]).toEqual([2, 1, 6]);
    const rate = Math.round((onTime / (onTime + late + missed)) * 100);
    expect(digest!.body.split('\n')).toEqual([
      `${store.storeNumber} ${store.name}, Monday, November 23, 2026`,
      `Checklists: ${checklists.length}, completed: ${completed}, average progress: ${average}%`,
      `Sections on time: ${onTime}, late: ${late}, missed: ${missed}, on-time rate: ${rate}%`,
      'Late: Breakfast – Travel Path',
      'Missed: Breakfast – Handover & Post Shift Reflection; Day – Travel Path; Day – Handover & Post Shift Reflection; Night – Pre-Shift Planning; Night – Travel Path; Night – Handover & Post Shift Reflection',
      `Open issues: A ${openBy('A')}, B ${openBy('B')}, C ${openBy('C')}, D ${openBy('D')}, no priority ${openBy(null)}`,
      // Both failures' actions, still outstanding, the longest overdue first (A due 09:00, C 11:30).
      'Overdue actions: 2',
      `A: “${first!.text}”, ${owner}, overdue by 21 hours`,
      `C: “${second!.text}”, ${owner}, overdue by 18 hours`,
    ]);
    expect(openBy('A')).toBe(1);
    expect(digest!.link).toBe('/?date=2026-11-23');

    // The week's summary counts the same sections.
    const week = await manager.api.get(`/api/reports/week?storeId=${store.id}&date=2026-11-23`);
    const timeliness = week.json<{ summary: { timeliness: unknown } }>().summary.timeliness;
    // It also owes Tuesday's breakfast Pre-Shift Planning, due at 05:30 and not started by 06:00.
    const weekMissed = missed + 1;
    expect(timeliness).toEqual({
      onTime,
      late,
      missed: weekMissed,
      onTimeRate: Math.round((onTime / (onTime + late + weekMissed)) * 100),
    });
  });
});
