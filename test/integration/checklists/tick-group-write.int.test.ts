import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { applyItemChange } from '#domain/checklists/item-state';
import { recountAfterItemChange } from '#domain/checklists/recount';
import type { Database } from '#server/db/types';
import { isUniqueViolation } from '#server/db/unique-violation';
import type { SignedInUser } from '#test/support/api-client';
import { testDialects } from '#test/support/harness';
import { changeItem, leaderWithChecklists } from '#test/support/tick-scene';
import { useTestApp } from '#test/support/use-test-app';
import type { TickRead } from '#server/checklists/tick/decide';
import type { ChecklistTicks } from '#server/checklists/tick/store';

describe.each(testDialects())('the shared write of ticks sent together on %s', (dialect) => {
  const t = useTestApp(dialect);
  const complete = { type: 'complete', completed: true } as const;

  const scene = (checklists: number) => leaderWithChecklists(t, checklists);
  const change = (
    user: SignedInUser,
    checklistId: string,
    itemId: string,
    body: typeof complete,
    key: string,
  ) => changeItem(t, user, checklistId, itemId, body, key);

  const now = '2026-11-22T12:00:00.000Z';

  /** SQLite's writes are statements of their own: the group runs them in a savepoint. */
  const inTransaction = <T>(work: (db: Kysely<Database>) => Promise<T>) =>
    t.deps.db.kysely.transaction().execute(work);

  /** What ticking `item` complete writes, as the group would write it. */
  function ticks(
    read: TickRead,
    key: string | null,
    userId: string,
    readings: readonly { value: string; within: boolean }[] = [],
  ): ChecklistTicks {
    const before = read.item!;
    const applied = applyItemChange(before, complete, now, read.storeUnit);
    if (!applied.ok) throw new Error('a tick of an open item applies');
    const item = { ...applied.item, completedBy: userId, updatedAt: now };
    const checklistId = read.checklist!.id;
    return {
      checklistId,
      version: read.checklist!.version,
      counts: recountAfterItemChange(read.checklist!, before, item, now),
      now,
      items: [item],
      events: [
        {
          checklistId,
          at: now,
          userId,
          userName: 'Test',
          action: 'item-changed',
          subject: item.id,
          summary: 'shared write',
          before: null,
          after: null,
        },
      ],
      readings: readings.map(({ value, within }) => ({
        checklistId,
        itemId: item.id,
        storeId: read.checklist!.storeId,
        businessDate: read.checklist!.businessDate,
        at: now,
        userId,
        userName: 'Test',
        value,
        unit: 'C',
        measure: { quantity: 'temperature', unit: null, min: null, max: 5 },
        within,
        action: within ? null : 'Moved to the reach-in',
      })),
      answers: key
        ? [
            {
              claim: {
                userId,
                key,
                method: 'PATCH',
                path: '/p',
                requestHash: 'h',
                answered: false,
              },
              statusCode: 200,
              body: '{}',
              now,
            },
          ]
        : [],
    };
  }

  async function twoReads() {
    const { leader, checklists } = await scene(2);
    const [a, b] = checklists;
    if (!a || !b) throw new Error('the scene has two checklists');
    const [readA, readB] = await t.deps.ticks.store.read(t.deps.db.kysely, [
      { checklistId: a.id, itemId: a.items[1]!.id, userId: leader.id, key: null },
      { checklistId: b.id, itemId: b.items[1]!.id, userId: leader.id, key: null },
    ]);
    if (!readA || !readB) throw new Error('one read per tick asked');
    return { leader, a, b, reads: [readA, readB] as const };
  }

  const eventsWritten = (checklistId: string) =>
    t.deps.db.kysely
      .selectFrom('checklist_events')
      .select('id')
      .where('checklist_id', '=', checklistId)
      .where('summary', '=', 'shared write')
      .execute();

  it('writes the checklists still as read and nothing of one changed in between', async () => {
    const { leader, a, b, reads } = await twoReads();
    // Another instance ticks a different item of the first checklist in between.
    await change(leader, a.id, a.items[0]!.id, complete, 'in-between');
    const written = await inTransaction((db) =>
      t.deps.ticks.store.write(db, [
        ticks(reads[0], 'stale-key', leader.id),
        ticks(reads[1], 'fresh-key', leader.id),
      ]),
    );
    expect([...written]).toEqual([b.id]);
    const [staleAfter, freshAfter] = await t.deps.ticks.store.read(t.deps.db.kysely, [
      { checklistId: a.id, itemId: a.items[1]!.id, userId: leader.id, key: 'stale-key' },
      { checklistId: b.id, itemId: b.items[1]!.id, userId: leader.id, key: 'fresh-key' },
    ]);
    expect(staleAfter!.item).toEqual(reads[0].item);
    expect(staleAfter!.stored).toBeNull();
    expect(staleAfter!.checklist!.version).toBe(reads[0].checklist!.version + 1);
    expect(await eventsWritten(a.id)).toHaveLength(0);
    expect(freshAfter!.item).toMatchObject({ completed: true, completedBy: leader.id });
    expect(freshAfter!.stored).toMatchObject({ statusCode: 200, body: '{}' });
    expect(freshAfter!.checklist!.version).toBe(reads[1].checklist!.version + 1);
    expect(await eventsWritten(b.id)).toHaveLength(1);
  });

  it('writes nothing at all when a key was saved meanwhile', async () => {
    const { leader, a, b, reads } = await twoReads();
    await change(leader, a.id, a.items[0]!.id, complete, 'taken');
    const refreshed = await t.deps.ticks.store.read(t.deps.db.kysely, [
      { checklistId: a.id, itemId: a.items[1]!.id, userId: leader.id, key: null },
    ]);
    const failure = await inTransaction((db) =>
      t.deps.ticks.store.write(db, [
        ticks(refreshed[0]!, null, leader.id),
        ticks(reads[1], 'taken', leader.id),
      ]),
    ).catch((error: unknown) => error);
    expect(isUniqueViolation(failure)).toBe(true);
    expect(await eventsWritten(a.id)).toHaveLength(0);
    expect(await eventsWritten(b.id)).toHaveLength(0);
    const after = await t.deps.ticks.store.read(t.deps.db.kysely, [
      { checklistId: a.id, itemId: a.items[1]!.id, userId: leader.id, key: null },
    ]);
    expect(after[0]!.item?.completed).toBe(false);
    expect(after[0]!.checklist!.version).toBe(refreshed[0]!.checklist!.version);
  });

  it('keeps the readings of the checklists written, in order, and none of one changed in between', async () => {
    const { leader, a, b, reads } = await twoReads();
    await change(leader, a.id, a.items[0]!.id, complete, 'in-between');
    const written = await inTransaction((db) =>
      t.deps.ticks.store.write(db, [
        ticks(reads[0], null, leader.id, [{ value: '3', within: true }]),
        ticks(reads[1], null, leader.id, [
          { value: '8.5', within: false },
          { value: '-1', within: true },
        ]),
      ]),
    );
    expect([...written]).toEqual([b.id]);
    const rows = await t.deps.db.kysely
      .selectFrom('readings')
      .select(['checklist_id', 'store_id', 'business_date', 'at', 'user_id', 'value', 'unit'])
      .select(['measure', 'within', 'action'])
      .where('checklist_id', 'in', [a.id, b.id])
      .orderBy('id')
      .execute();
    expect(
      rows.map((row) => ({
        ...row,
        business_date: String(row.business_date).slice(0, 10),
        at: new Date(row.at).toISOString(),
        within: Boolean(row.within),
      })),
    ).toEqual(
      [
        ['8.5', false, 'Moved to the reach-in'],
        ['-1', true, null],
      ].map(([value, within, action]) => ({
        checklist_id: b.id,
        store_id: reads[1].checklist!.storeId,
        business_date: reads[1].checklist!.businessDate,
        at: now,
        user_id: leader.id,
        value,
        unit: 'C',
        measure: '{"quantity":"temperature","unit":null,"min":null,"max":5}',
        within,
        action,
      })),
    );
    // SQLite keeps the verdict as the boolean plugin writes booleans: 1 and 0.
    if (dialect === 'sqlite') expect(rows.map((row) => row.within)).toEqual([0, 1]);
  });

  it('keeps more readings than one statement takes, every one in order', async () => {
    const { leader, b, reads } = await twoReads();
    const sent = Array.from({ length: 70 }, (_, i) => ({ value: String(i), within: true }));
    await inTransaction((db) =>
      t.deps.ticks.store.write(db, [ticks(reads[1], null, leader.id, sent)]),
    );
    const rows = await t.deps.db.kysely
      .selectFrom('readings')
      .select('value')
      .where('checklist_id', '=', b.id)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.value)).toEqual(sent.map((reading) => reading.value));
  });
});
