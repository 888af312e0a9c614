import { describe, expect, it } from 'vitest';
import type { ChecklistDetail } from '#domain/checklists/api';
import { RETENTION_MESSAGES } from '#domain/retention/messages';
import { runDailyRetention, sweepRetention, sweepSummary } from '#server/retention/sweep';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { createChecklist, createStore } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { addTestPhoto, failAnOpenItem } from '#test/support/photo-upload';
import { useTestApp } from '#test/support/use-test-app';
import { countWhere, insertNotifications, insertStoreAudit } from './scene';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const OLD = new Date('2024-06-03T12:00:00.000Z'); // 902 days before NOW
const MID = new Date('2026-06-01T12:00:00.000Z'); // 174 days
const RECENT = new Date('2026-11-10T12:00:00.000Z'); // 12 days

describe.each(testDialects())('retention on %s', (dialect) => {
  const t = useTestApp(dialect);

  const at = (when: Date) => {
    t.clock.current = new Date(when);
  };

  async function checklistWithPhoto(leader: SignedInUser, category: 'breakfast' | 'day') {
    const checklist: ChecklistDetail = await createChecklist(t.deps, { by: leader, category });
    const item = await failAnOpenItem(t.deps, leader, checklist);
    const photo = await addTestPhoto(t.deps, leader, checklist.id, {
      kind: 'failure',
      itemId: item.id,
    });
    return { checklist, photo };
  }

  const fileExists = async (of: { checklist: { id: string }; photo: { id: string } }) =>
    (await t.deps.photos.readBuffer(`${of.checklist.id}/${of.photo.id}.jpg`)) !== null;

  it('removes what is past its period, leaves the rest and the held store whole, and counts it', async () => {
    at(NOW);
    const admin = await signedInUser(t, 'super-admin', null, 'Ada Admin');
    const [a, b, c] = [
      await createStore(t.deps),
      await createStore(t.deps),
      await createStore(t.deps),
    ];
    const leaderA = await signedInUser(t, 'shift-leader', a.id, 'Sam A');
    const leaderB = await signedInUser(t, 'shift-leader', b.id, 'Sam B');
    const leaderC = await signedInUser(t, 'shift-leader', c.id, 'Sam C');

    at(OLD);
    const oldA = await checklistWithPhoto(leaderA, 'breakfast');
    const oldB = await checklistWithPhoto(leaderB, 'breakfast');
    const oldC = await createChecklist(t.deps, { by: leaderC, category: 'breakfast' });
    const oldNoticeA = await insertNotifications(t.deps, {
      storeId: a.id,
      recipientId: leaderA.id,
    });
    const oldNoticeB = await insertNotifications(t.deps, {
      storeId: b.id,
      recipientId: leaderB.id,
    });
    await insertStoreAudit(t.deps, a.id, 'old of A');
    await insertStoreAudit(t.deps, b.id, 'old of B');

    at(MID);
    const midA = await checklistWithPhoto(leaderA, 'day');
    const midNoticeA = await insertNotifications(t.deps, {
      storeId: a.id,
      recipientId: leaderA.id,
    });

    at(RECENT);
    const recentA = await createChecklist(t.deps, { by: leaderA, category: 'breakfast' });
    const recentNoticeA = await insertNotifications(t.deps, {
      storeId: a.id,
      recipientId: leaderA.id,
    });

    at(NOW);
    const saved = await admin.api.put('/api/retention', {
      checklists: 365,
      photos: 90,
      auditLog: 365,
      notifications: 30,
    });
    expect(saved.statusCode).toBe(200);
    const override = await admin.api.put(`/api/stores/${c.id}/retention`, {
      checklists: 1000,
      photos: null,
      notifications: null,
    });
    expect(override.statusCode).toBe(200);
    const held = await admin.api.put(`/api/stores/${b.id}/legal-hold`, {
      reason: 'Claim 2026-114: keep everything',
    });
    expect(held.statusCode).toBe(200);
    expect(held.json().hold).toMatchObject({ reason: 'Claim 2026-114: keep everything' });

    const sweep = await sweepRetention(t.deps);
    console.info(sweepSummary(sweep));
    expect(sweep).toEqual({
      counts: { checklists: 1, photos: 2, auditLog: 1, notifications: 2 },
      held: 1,
    });
    expect(sweepSummary(sweep)).toBe(
      'retention sweep: 1 checklists, 2 photos, 1 audit rows, 2 notifications removed; 1 store on hold',
    );

    // Store A: the old checklist with everything of it, the mid one's photo, old notices.
    const ids = (list: { id: string }[]) => list.map((one) => one.id);
    expect(await countWhere(t.deps, 'checklists', 'id', [oldA.checklist.id])).toBe(0);
    expect(await countWhere(t.deps, 'checklists', 'id', ids([midA.checklist, recentA]))).toBe(2);
    expect(await countWhere(t.deps, 'checklist_photos', 'id', ids([oldA.photo, midA.photo]))).toBe(
      0,
    );
    expect(await fileExists(oldA)).toBe(false);
    expect(await fileExists(midA)).toBe(false);
    expect(await countWhere(t.deps, 'notifications', 'id', [...oldNoticeA, ...midNoticeA])).toBe(0);
    expect(await countWhere(t.deps, 'notifications', 'id', recentNoticeA)).toBe(1);
    const history = await leaderA.api.get(`/api/checklists/${midA.checklist.id}`);
    expect(history.statusCode).toBe(200);

    // Store B, held: all of it.
    expect(await countWhere(t.deps, 'checklists', 'id', [oldB.checklist.id])).toBe(1);
    expect(await countWhere(t.deps, 'checklist_photos', 'id', [oldB.photo.id])).toBe(1);
    expect(await fileExists(oldB)).toBe(true);
    expect(await countWhere(t.deps, 'notifications', 'id', oldNoticeB)).toBe(1);
    expect(await countWhere(t.deps, 'audit_log', 'target_name', ['old of B'])).toBe(1);
    expect(await countWhere(t.deps, 'audit_log', 'target_name', ['old of A'])).toBe(0);

    // Store C keeps its checklists 1000 days.
    expect(await countWhere(t.deps, 'checklists', 'id', [oldC.id])).toBe(1);

    // The sweep's own row, with its counts; and each change's row.
    const log = await admin.api.get('/api/audit-log?action=retention');
    const actions = log.json<{ entries: { action: string; detail: object }[] }>().entries;
    expect(actions.map((entry) => entry.action)).toEqual([
      'retention.swept',
      'retention.changed',
      'retention.changed',
    ]);
    expect(actions[0]?.detail).toMatchObject({ checklists: 1, photos: 2, storesOnHold: 1 });
    const holds = await admin.api.get('/api/audit-log?action=store.legal-hold-set');
    expect(holds.json<{ entries: unknown[] }>().entries).toHaveLength(1);

    // Lifted, the held store's old records go at the next sweep.
    expect((await admin.api.delete(`/api/stores/${b.id}/legal-hold`)).statusCode).toBe(204);
    const next = await sweepRetention(t.deps);
    expect(next.counts).toMatchObject({ checklists: 1, notifications: 1, auditLog: 1 });
    expect(await countWhere(t.deps, 'checklists', 'id', [oldB.checklist.id])).toBe(0);
    expect(await fileExists(oldB)).toBe(false);
  });

  it('lets a tick through while it removes thousands of rows, batch by batch', async () => {
    at(NOW);
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id, 'Tick Leader');
    const checklist = await createChecklist(t.deps, { by: leader, category: 'night' });
    t.clock.current = new Date(NOW.getTime() - 100 * 86_400_000);
    await insertNotifications(t.deps, { storeId: store.id, recipientId: leader.id, count: 2_000 });
    at(NOW);
    const item = checklist.items.find((one) => !one.failed)!;

    let sweepDone = false;
    let batches = 0;
    let tickStatus: number | null = null;
    const sweeping = sweepRetention(t.deps, {
      afterBatch: async (kind) => {
        if (kind !== 'notifications') return;
        batches += 1;
        if (batches !== 1) return;
        // The sweep waits here for the tick: had it kept a transaction open, the tick would wait
        // for the sweep and neither would end.
        const tick = await leader.api.patch(`/api/checklists/${checklist.id}/items/${item.id}`, {
          type: 'fail',
          comment: 'Freezer at -12 °C',
          priority: 'B',
        });
        tickStatus = tick.statusCode;
        expect(sweepDone).toBe(false);
      },
    }).then((sweep) => {
      sweepDone = true;
      return sweep;
    });
    const sweep = await sweeping;
    expect(tickStatus).toBe(200);
    expect(batches).toBeGreaterThanOrEqual(4);
    expect(sweep.counts.notifications).toBeGreaterThanOrEqual(2_000);
  });

  it('runs once a day for the whole chain', async () => {
    at(new Date('2026-11-23T03:00:00.000Z'));
    const first = await runDailyRetention(t.deps);
    expect(first).not.toBeNull();
    expect(await runDailyRetention(t.deps)).toBeNull();
    at(new Date('2026-11-24T03:00:00.000Z'));
    expect(await runDailyRetention(t.deps)).not.toBeNull();
  });

  it('refuses periods out of bounds, an audit log under a year, and unknown kinds', async () => {
    at(NOW);
    const admin = await signedInUser(t, 'super-admin', null, 'Bea Admin');
    const store = await createStore(t.deps);
    const chain = { checklists: 365, photos: 90, auditLog: 365, notifications: 30 };
    const range = RETENTION_MESSAGES.daysRange(30, 36_500);
    const cases: [object, string][] = [
      [{ ...chain, checklists: 0 }, range],
      [{ ...chain, photos: 1_000_000_000 }, range],
      [{ ...chain, notifications: 30.5 }, range],
      [{ ...chain, auditLog: 100 }, RETENTION_MESSAGES.auditLogMin(365)],
      [{ ...chain, invoices: 30 }, RETENTION_MESSAGES.unknownKind],
    ];
    for (const [body, message] of cases) {
      const answer = await admin.api.put('/api/retention', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.message).toBe(message);
    }
    const storeAudit = await admin.api.put(`/api/stores/${store.id}/retention`, {
      checklists: null,
      photos: null,
      notifications: null,
      auditLog: 400,
    });
    expect(storeAudit.statusCode).toBe(400);
    expect(storeAudit.json().error.message).toBe(RETENTION_MESSAGES.unknownKind);
    const noReason = await admin.api.put(`/api/stores/${store.id}/legal-hold`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toBe(RETENTION_MESSAGES.holdReason(500));
    const unknown = await admin.api.put('/api/stores/no-such-store/legal-hold', { reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    const forever = await admin.api.put('/api/retention', {
      checklists: null,
      photos: null,
      auditLog: null,
      notifications: null,
    });
    expect(forever.statusCode).toBe(200);
    expect(forever.json().periods).toEqual({
      checklists: null,
      photos: null,
      auditLog: null,
      notifications: null,
    });
  });
});
