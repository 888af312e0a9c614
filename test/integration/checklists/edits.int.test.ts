import { describe, expect, it } from 'vitest';
import type { ChecklistDetail } from '#domain/checklists/api';
import {
  AREA_LEADER_TOO_LONG,
  CHECKLIST_NOT_FOUND,
  DELETE_NOT_ALLOWED,
  FEEDBACK_EMPTY,
  FEEDBACK_NOT_ALLOWED,
  FEEDBACK_NOT_COMPLETE,
  SHIFT_TARGET_NOT_FOUND,
  TOO_MANY_SHIFT_TARGETS,
} from '#domain/checklists/messages';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { createChecklist, createStore, createTemplate } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

describe.each(testDialects())('checklist edits on %s', (dialect) => {
  const t = useTestApp(dialect);

  /** A store whose day template has two items, so a checklist is quick to complete. */
  async function smallStore() {
    const store = await createStore(t.deps);
    await createTemplate(t.deps, {
      storeId: store.id,
      category: 'day',
      items: [
        { text: 'Fryer oil tested', section: 'pre-shift' },
        { text: 'Car park litter pick', section: 'travel-path' },
      ],
    });
    const leader = await signedInUser(t, 'shift-leader', store.id, 'Sam Leader');
    return { store, leader };
  }

  async function completeChecklist(leader: SignedInUser, date?: string) {
    const checklist = await createChecklist(t.deps, {
      by: leader,
      category: 'day',
      ...(date ? { date } : {}),
    });
    for (const item of checklist.items) {
      await leader.api.patch(`/api/checklists/${checklist.id}/items/${item.id}`, {
        type: 'complete',
        completed: true,
      });
    }
    return checklist;
  }

  const history = async (user: SignedInUser, id: string) =>
    (await user.api.get(`/api/checklists/${id}/history`)).json().events as {
      action: string;
      summary: string;
      userName: string;
      before: object | null;
      after: object | null;
    }[];

  describe('area leaders and post-shift analysis', () => {
    it('saves them trimmed, records each change, and ignores unchanged fields', async () => {
      const { leader } = await smallStore();
      const checklist = await createChecklist(t.deps, { by: leader, category: 'day' });
      const url = `/api/checklists/${checklist.id}`;
      const response = await leader.api.patch(url, {
        serviceAreaLeader: '  Priya ',
        productionAreaLeader: 'Tom',
        postShiftAnalysis: ' Drive-thru times slipped at 12:30. ',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        serviceAreaLeader: 'Priya',
        productionAreaLeader: 'Tom',
        postShiftAnalysis: 'Drive-thru times slipped at 12:30.',
      });
      const again = await leader.api.patch(url, { serviceAreaLeader: 'Priya' });
      expect(again.json().version).toBe(response.json().version);
      const cleared = await leader.api.patch(url, { productionAreaLeader: '' });
      expect(cleared.json().productionAreaLeader).toBe('');
      expect((await history(leader, checklist.id)).slice(0, 4)).toMatchObject([
        { summary: 'Cleared the production area leader', before: { productionAreaLeader: 'Tom' } },
        { summary: 'Updated the post-shift analysis' },
        { summary: 'Set the production area leader to “Tom”' },
        {
          summary: 'Set the service area leader to “Priya”',
          after: { serviceAreaLeader: 'Priya' },
        },
      ]);
    });

    it('refuses an over-long leader name with its message', async () => {
      const { leader } = await smallStore();
      const checklist = await createChecklist(t.deps, { by: leader, category: 'day' });
      const response = await leader.api.patch(`/api/checklists/${checklist.id}`, {
        serviceAreaLeader: 'x'.repeat(101),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(AREA_LEADER_TOO_LONG);
    });
  });

  describe('shift targets and results', () => {
    it('adds, edits, records results for and deletes targets', async () => {
      const { store, leader } = await smallStore();
      const checklist = await createChecklist(t.deps, { by: leader, category: 'day' });
      const base = `/api/checklists/${checklist.id}/targets`;
      const added = await leader.api.post(base, { text: 'Drive-thru under 90 s' });
      expect(added.statusCode).toBe(201);
      expect(added.json()).toMatchObject({
        position: 4,
        text: 'Drive-thru under 90 s',
        achieved: false,
      });
      const [first, second] = checklist.shiftTargets;
      await leader.api.patch(`${base}/${first!.id}`, { text: 'Order accuracy 98 %' });
      const met = await leader.api.patch(`${base}/${first!.id}`, {
        achieved: true,
        comment: 'Hit it',
      });
      expect(met.json()).toEqual({
        ...first,
        text: 'Order accuracy 98 %',
        achieved: true,
        comment: 'Hit it',
      });
      // Only a comment: its result stays Not Achieved, and counts as not met.
      await leader.api.patch(`${base}/${added.json().id}`, { comment: 'Missed at lunch' });
      expect((await leader.api.delete(`${base}/${second!.id}`)).statusCode).toBe(204);

      const day = (await leader.api.get(`/api/stores/${store.id}/day?date=2026-11-22`)).json();
      expect(day.checklists[0].targets).toEqual({ withText: 2, met: 1, unmet: 1 });
      const detail: ChecklistDetail = (
        await leader.api.get(`/api/checklists/${checklist.id}`)
      ).json();
      expect(detail.shiftTargets.map((target) => target.position)).toEqual([0, 2, 3, 4]);
      expect((await history(leader, checklist.id)).map((e) => e.summary).slice(0, 6)).toEqual([
        'Deleted Target 2',
        'Updated the result comment of Target 5',
        'Updated the result comment of Target 1',
        'Recorded Achieved for Target 1',
        'Changed Target 1 to “Order accuracy 98 %”',
        'Added Target 5',
      ]);
    });

    it('allows at most 20 targets and 404s an unknown one', async () => {
      const { leader } = await smallStore();
      const checklist = await createChecklist(t.deps, { by: leader, category: 'day' });
      const base = `/api/checklists/${checklist.id}/targets`;
      for (let i = 4; i < 20; i += 1)
        expect((await leader.api.post(base, {})).statusCode).toBe(201);
      const over = await leader.api.post(base, { text: 'One more' });
      expect(over.statusCode).toBe(400);
      expect(over.json().error.message).toBe(TOO_MANY_SHIFT_TARGETS);
      for (const response of [
        await leader.api.patch(`${base}/nope`, { text: 'x' }),
        await leader.api.delete(`${base}/nope`),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).toBe(SHIFT_TARGET_NOT_FOUND);
      }
    });
  });

  describe('store feedback', () => {
    it('is refused with 409 until the checklist is complete', async () => {
      const { store, leader } = await smallStore();
      const checklist = await createChecklist(t.deps, { by: leader, category: 'day' });
      const manager = await signedInUser(t, 'store', store.id);
      const response = await manager.api.put(`/api/checklists/${checklist.id}/feedback`, {
        text: 'Great shift',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        error: { code: 'conflict', message: FEEDBACK_NOT_COMPLETE },
      });
    });

    it('is edited by its author and replaced by another manager or a super admin', async () => {
      const { store, leader } = await smallStore();
      const checklist = await completeChecklist(leader);
      const url = `/api/checklists/${checklist.id}/feedback`;
      const first = await signedInUser(t, 'store', store.id, 'Morgan Manager');
      const second = await signedInUser(t, 'store', store.id, 'Riley Manager');
      const admin = await signedInUser(t, 'super-admin', null, 'Ada Admin');

      const added = await first.api.put(url, { text: '  Great shift  ' });
      expect(added.statusCode).toBe(200);
      expect(added.json().feedback).toEqual({
        text: 'Great shift',
        timestamp: '2026-11-22T12:00:00.000Z',
        userId: first.id,
        userName: 'Morgan Manager',
      });
      expect(added.json().abilities).toMatchObject({ addFeedback: true, editFeedback: true });

      t.clock.advanceMinutes(10);
      const edited = await first.api.put(url, { text: 'Great shift, tidy close' });
      expect(edited.json().feedback).toMatchObject({
        text: 'Great shift, tidy close',
        timestamp: '2026-11-22T12:10:00.000Z',
        userId: first.id,
      });
      const secondView = (await second.api.get(`/api/checklists/${checklist.id}`)).json();
      expect(secondView.abilities).toMatchObject({ addFeedback: true, editFeedback: false });

      t.clock.advanceMinutes(10);
      const replaced = await second.api.put(url, { text: 'Watch the lobby' });
      expect(replaced.json().feedback).toMatchObject({
        text: 'Watch the lobby',
        timestamp: '2026-11-22T12:20:00.000Z',
        userId: second.id,
        userName: 'Riley Manager',
      });
      t.clock.advanceMinutes(10);
      const byAdmin = await admin.api.put(url, { text: 'Watch the lobby at 2 pm' });
      expect(byAdmin.json().feedback).toEqual({
        text: 'Watch the lobby at 2 pm',
        timestamp: '2026-11-22T12:30:00.000Z',
        userId: admin.id,
        userName: 'Ada Admin',
      });
      t.clock.advanceMinutes(-30);

      const empty = await first.api.put(url, { text: '   ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.message).toBe(FEEDBACK_EMPTY);
      const byLeader = await leader.api.put(url, { text: 'Me too' });
      expect(byLeader.statusCode).toBe(403);
      expect(byLeader.json().error.message).toBe(FEEDBACK_NOT_ALLOWED);

      const events = await history(leader, checklist.id);
      expect(events.slice(0, 4).map((e) => [e.summary, e.userName])).toEqual([
        ['Replaced the store feedback', 'Ada Admin'],
        ['Replaced the store feedback', 'Riley Manager'],
        ['Edited the store feedback', 'Morgan Manager'],
        ['Added store feedback', 'Morgan Manager'],
      ]);
    });
  });

  describe('delete', () => {
    it("lets a leader or manager delete only today's checklist; a super admin any", async () => {
      const { store, leader } = await smallStore();
      const manager = await signedInUser(t, 'store', store.id);
      const admin = await signedInUser(t, 'super-admin', null);
      const past = await createChecklist(t.deps, {
        by: leader,
        category: 'day',
        date: '2026-11-21',
      });
      for (const user of [leader, manager]) {
        const refused = await user.api.delete(`/api/checklists/${past.id}`);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error.message).toBe(DELETE_NOT_ALLOWED);
      }
      expect((await admin.api.delete(`/api/checklists/${past.id}`)).statusCode).toBe(204);

      const today = await createChecklist(t.deps, { by: leader, category: 'day' });
      expect((await manager.api.delete(`/api/checklists/${today.id}`)).statusCode).toBe(204);
      for (const response of [
        await leader.api.get(`/api/checklists/${today.id}`),
        await leader.api.delete(`/api/checklists/${today.id}`),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).toBe(CHECKLIST_NOT_FOUND);
      }
      const items = await t.deps.db.kysely
        .selectFrom('checklist_items')
        .select('id')
        .where('checklist_id', '=', today.id)
        .execute();
      expect(items).toEqual([]);
    });
  });

  describe('history', () => {
    it('lists every change newest first with who, what and before → after', async () => {
      const { leader } = await smallStore();
      const checklist = await createChecklist(t.deps, { by: leader, category: 'day' });
      const item = checklist.items[1]!;
      const url = `/api/checklists/${checklist.id}`;
      await leader.api.patch(`${url}/items/${item.id}`, {
        type: 'fail',
        comment: 'Litter by bins',
      });
      t.clock.advanceMinutes(3);
      await leader.api.patch(`${url}/items/${item.id}`, { type: 'resolve', resolved: true });
      t.clock.advanceMinutes(-3);
      const events = (await leader.api.get(`${url}/history`)).json().events;
      expect(events).toEqual([
        {
          id: expect.any(Number),
          at: '2026-11-22T12:03:00.000Z',
          userId: leader.id,
          userName: 'Sam Leader',
          action: 'item-changed',
          subject: item.id,
          summary: 'Resolved the issue on “Car park litter pick”',
          before: { resolved: false, resolvedAt: null },
          after: { resolved: true, resolvedAt: '2026-11-22T12:03:00.000Z' },
          // A password session: made on no store tablet.
          tabletName: null,
        },
        expect.objectContaining({
          at: '2026-11-22T12:00:00.000Z',
          summary: 'Logged an issue on “Car park litter pick”',
          after: expect.objectContaining({ failed: true, failurePriority: 'C' }),
        }),
        expect.objectContaining({
          action: 'checklist-created',
          summary: `Created “${checklist.title}”`,
          subject: null,
        }),
      ]);
      expect(events[0].id).toBeGreaterThan(events[1].id);
    });
  });
});
