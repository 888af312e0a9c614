import { describe, expect, it } from 'vitest';
import type { ChecklistDetail, ChecklistEvent } from '#domain/checklists/api';
import {
  DELETED_CHECKLIST_KEPT_DAYS,
  DELETED_CHECKLIST_MESSAGES,
  type DeletedChecklist,
} from '#domain/checklists/deleted';
import { CHECKLIST_NOT_FOUND, PRIORITY_A_DELETE_NOT_ALLOWED } from '#domain/checklists/messages';
import { runScheduledWork } from '#server/scheduler/scheduler';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { createChecklist, createStore } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

describe.each(testDialects())('deleted checklists on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function storeWithPeople() {
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id, 'Sam Leader');
    const manager = await signedInUser(t, 'store', store.id, 'Morgan Manager');
    const admin = await signedInUser(t, 'super-admin', null, 'Ada Admin');
    return { store, leader, manager, admin };
  }

  /** Today's breakfast checklist with one travel-path item failed at `priority`. */
  async function withFailure(leader: SignedInUser, priority: 'A' | 'B', resolve = false) {
    const checklist = await createChecklist(t.deps, { by: leader, category: 'breakfast' });
    const item = checklist.items.find((i) => i.section === 'travel-path')!;
    const url = `/api/checklists/${checklist.id}/items/${item.id}`;
    const failed = await leader.api.patch(url, {
      type: 'fail',
      comment: 'Walk-in at 9 °C',
      priority,
    });
    expect(failed.statusCode).toBe(200);
    if (resolve) {
      const resolved = await leader.api.patch(url, { type: 'resolve', resolved: true });
      expect(resolved.statusCode).toBe(200);
    }
    return checklist;
  }

  const deletedList = async (admin: SignedInUser) => {
    const answer = await admin.api.get('/api/deleted-checklists');
    expect(answer.statusCode).toBe(200);
    return answer.json<{ deleted: DeletedChecklist[] }>().deleted;
  };

  it('keeps a deleted checklist for a super admin to restore whole, its History telling both', async () => {
    const { leader, admin } = await storeWithPeople();
    const checklist = await withFailure(leader, 'B');
    const target = await leader.api.post(`/api/checklists/${checklist.id}/targets`, {
      text: 'Drive-thru under 90 s',
    });
    expect(target.statusCode).toBe(201);
    const before = (
      await leader.api.get(`/api/checklists/${checklist.id}`)
    ).json<ChecklistDetail>();

    t.clock.advanceMinutes(5);
    expect((await leader.api.delete(`/api/checklists/${checklist.id}`)).statusCode).toBe(204);
    const gone = await leader.api.get(`/api/checklists/${checklist.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(CHECKLIST_NOT_FOUND);

    const [entry] = (await deletedList(admin)).filter((d) => d.id === checklist.id);
    const deletedAt = t.clock.now().toISOString();
    const until = new Date(t.clock.now().getTime() + DELETED_CHECKLIST_KEPT_DAYS * 86_400_000);
    expect(entry).toMatchObject({
      title: checklist.title,
      category: 'breakfast',
      creatorName: 'Sam Leader',
      deletedByName: 'Sam Leader',
      deletedAt,
      priorityAFailures: 0,
      restorableUntil: until.toISOString(),
    });

    t.clock.advanceMinutes(60);
    const restored = await admin.api.post(`/api/deleted-checklists/${checklist.id}/restore`, {});
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ id: checklist.id });
    const after = (await leader.api.get(`/api/checklists/${checklist.id}`)).json<ChecklistDetail>();
    expect(after.items).toEqual(before.items);
    expect(after.shiftTargets).toEqual(before.shiftTargets);
    expect(after.progress).toBe(before.progress);
    expect(after.version).toBeGreaterThan(before.version);
    // The creator edits it again as before.
    expect(after.abilities.edit).toBe(true);

    const events = (await leader.api.get(`/api/checklists/${checklist.id}/history`)).json<{
      events: ChecklistEvent[];
    }>().events;
    expect(events.slice(0, 2).map((e) => [e.summary, e.userName, e.at])).toEqual([
      ['Restored the checklist', 'Ada Admin', t.clock.now().toISOString()],
      ['Deleted the checklist', 'Sam Leader', deletedAt],
    ]);
    expect(events.at(-1)?.action).toBe('checklist-created');
    expect((await deletedList(admin)).map((d) => d.id)).not.toContain(checklist.id);
  });

  it('lets only a manager or above delete a checklist holding a priority A failure, open or resolved', async () => {
    const { leader, manager, admin } = await storeWithPeople();
    for (const resolve of [false, true]) {
      const checklist = await withFailure(leader, 'A', resolve);
      const refused = await leader.api.delete(`/api/checklists/${checklist.id}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(PRIORITY_A_DELETE_NOT_ALLOWED);
      const still = (
        await leader.api.get(`/api/checklists/${checklist.id}`)
      ).json<ChecklistDetail>();
      expect(still.abilities.delete).toBe(false);
      const day = (await leader.api.get(`/api/stores/${checklist.storeId}/day`)).json();
      expect(day.withPriorityAFailures).toEqual([checklist.id]);

      expect((await manager.api.delete(`/api/checklists/${checklist.id}`)).statusCode).toBe(204);
      const [entry] = (await deletedList(admin)).filter((d) => d.id === checklist.id);
      expect(entry).toMatchObject({ priorityAFailures: 1, deletedByName: 'Morgan Manager' });
      // Restored for the next round: the same shift again.
      if (!resolve) {
        const back = await admin.api.post(`/api/deleted-checklists/${checklist.id}/restore`, {});
        expect(back.statusCode).toBe(200);
        expect((await manager.api.delete(`/api/checklists/${checklist.id}`)).statusCode).toBe(204);
        await admin.api.post(`/api/deleted-checklists/${checklist.id}/restore`, {});
        expect((await admin.api.delete(`/api/checklists/${checklist.id}`)).statusCode).toBe(204);
      }
    }
  });

  it('refuses a restore while another checklist holds the shift, changing nothing', async () => {
    const { leader, admin } = await storeWithPeople();
    const first = await createChecklist(t.deps, { by: leader, category: 'day' });
    expect((await leader.api.delete(`/api/checklists/${first.id}`)).statusCode).toBe(204);
    const second = await createChecklist(t.deps, { by: leader, category: 'day' });

    const refused = await admin.api.post(`/api/deleted-checklists/${first.id}/restore`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(DELETED_CHECKLIST_MESSAGES.shiftTaken);
    expect((await leader.api.get(`/api/checklists/${first.id}`)).statusCode).toBe(404);
    expect((await leader.api.get(`/api/checklists/${second.id}`)).statusCode).toBe(200);
    expect((await deletedList(admin)).map((d) => d.id)).toContain(first.id);

    // An id no checklist has: longer than any route parameter may be.
    const tooLong = await admin.api.post(`/api/deleted-checklists/${'x'.repeat(101)}/restore`, {});
    expect(tooLong.statusCode).toBe(414);
    const missing = await admin.api.post('/api/deleted-checklists/no-such-id/restore', {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(DELETED_CHECKLIST_MESSAGES.notFound);
  });

  it('after 30 days keeps only the record of the deletion', async () => {
    const { leader } = await storeWithPeople();
    const checklist = await createChecklist(t.deps, { by: leader, category: 'night' });
    expect((await leader.api.delete(`/api/checklists/${checklist.id}`)).statusCode).toBe(204);

    // Signed in afresh each time: a month outlasts any session.
    const entryOf = async () =>
      (await deletedList(await signedInUser(t, 'super-admin', null))).find(
        (d) => d.id === checklist.id,
      );
    t.clock.advanceMinutes(DELETED_CHECKLIST_KEPT_DAYS * 24 * 60 - 1);
    await runScheduledWork(t.deps);
    expect((await entryOf())?.restorableUntil).not.toBeNull();
    t.clock.advanceMinutes(2);
    expect((await runScheduledWork(t.deps)).purged).toBeGreaterThanOrEqual(1);
    expect((await runScheduledWork(t.deps)).purged).toBe(0);
    expect(await entryOf()).toMatchObject({ deletedByName: 'Sam Leader', restorableUntil: null });
    const admin = await signedInUser(t, 'super-admin', null);
    const refused = await admin.api.post(`/api/deleted-checklists/${checklist.id}/restore`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(DELETED_CHECKLIST_MESSAGES.purged);
  });
});
