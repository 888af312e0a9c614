import { describe, expect, it } from 'vitest';
import type { ChecklistDetail, ChecklistItem } from '#domain/checklists/api';
import {
  CHECKLIST_ITEM_NOT_FOUND,
  FAILED_ITEM_CANNOT_BE_COMPLETED,
  ISSUE_COMMENT_REQUIRED,
  ISSUE_COMMENT_REQUIRED_TO_RESOLVE,
  ONLY_FAILED_ITEM_CAN_BE_RESOLVED,
} from '#domain/checklists/messages';
import { SECTIONS } from '#domain/sections';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { createChecklist, createStore, createTemplate } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { defaultSectionTotals } from '#test/support/items';
import { useTestApp } from '#test/support/use-test-app';

describe.each(testDialects())('checklist items on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function breakfastChecklist(): Promise<{
    leader: SignedInUser;
    checklist: ChecklistDetail;
  }> {
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id, 'Sam Leader');
    return { leader, checklist: await createChecklist(t.deps, { by: leader }) };
  }

  const firstIn = (checklist: ChecklistDetail, section: ChecklistItem['section']) =>
    checklist.items.find((item) => item.section === section)!;
  /** The section's first item that takes a tick (a reading refuses one). */
  const firstCheckIn = (checklist: ChecklistDetail, section: ChecklistItem['section']) =>
    checklist.items.find((item) => item.section === section && item.kind === 'check')!;
  /** The breakfast default template's item count in each section. */
  const totals = defaultSectionTotals('breakfast');

  const change = (user: SignedInUser, checklistId: string, itemId: string, body: object) =>
    user.api.patch(`/api/checklists/${checklistId}/items/${itemId}`, body);

  it('ticks an item, stamping who and when, and recounts the checklist', async () => {
    const { leader, checklist } = await breakfastChecklist();
    const item = firstCheckIn(checklist, 'pre-shift');
    const response = await change(leader, checklist.id, item.id, {
      type: 'complete',
      completed: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().item).toMatchObject({
      id: item.id,
      completed: true,
      completedAt: '2026-11-22T12:00:00.000Z',
      completedBy: leader.id,
    });
    expect(response.json().checklist).toMatchObject({
      id: checklist.id,
      progress: 1,
      version: checklist.version + 1,
      sectionCounts: { 'pre-shift': { done: 1, total: totals['pre-shift'], issues: 0 } },
    });
    const history = (await leader.api.get(`/api/checklists/${checklist.id}/history`)).json();
    expect(history.events[0]).toMatchObject({
      action: 'item-changed',
      subject: item.id,
      userId: leader.id,
      userName: 'Sam Leader',
      summary: `Ticked “${item.text}”`,
      before: { completed: false, completedAt: null },
      after: { completed: true, completedAt: '2026-11-22T12:00:00.000Z' },
    });
  });

  it('changes nothing when a change is replayed: no write, no event', async () => {
    const { leader, checklist } = await breakfastChecklist();
    const item = firstIn(checklist, 'travel-path');
    const body = { type: 'fail', comment: 'Bin overflowing', priority: 'B' };
    const first = await change(leader, checklist.id, item.id, body);
    t.clock.advanceMinutes(5);
    const replay = await change(leader, checklist.id, item.id, body);
    t.clock.advanceMinutes(-5);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const events = (await leader.api.get(`/api/checklists/${checklist.id}/history`)).json().events;
    expect(events.map((e: { action: string }) => e.action)).toEqual([
      'item-changed',
      'checklist-created',
    ]);
  });

  it('fails, resolves and clears an issue with the spec messages and priorities', async () => {
    const { leader, checklist } = await breakfastChecklist();
    const travel = firstIn(checklist, 'travel-path');
    const planning = firstIn(checklist, 'pre-shift');
    const expectRefused = async (itemId: string, body: object, message: string) => {
      const response = await change(leader, checklist.id, itemId, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'bad_request', message } });
    };

    await expectRefused(travel.id, { type: 'fail', comment: '   ' }, ISSUE_COMMENT_REQUIRED);
    await expectRefused(
      travel.id,
      { type: 'resolve', resolved: true },
      ONLY_FAILED_ITEM_CAN_BE_RESOLVED,
    );

    const failed = await change(leader, checklist.id, travel.id, {
      type: 'fail',
      comment: '  Bin overflowing ',
    });
    expect(failed.json().item).toMatchObject({
      failed: true,
      failureComment: 'Bin overflowing',
      failurePriority: 'C',
    });
    expect(failed.json().checklist).toMatchObject({
      openIssues: 1,
      status: { kind: 'issues', label: '1 issue(s)' },
      sectionCounts: { 'travel-path': { done: 1, total: totals['travel-path'], issues: 1 } },
    });
    const noPriority = await change(leader, checklist.id, planning.id, {
      type: 'fail',
      comment: 'Rota gap',
      priority: 'A',
    });
    expect(noPriority.json().item.failurePriority).toBeNull();

    await expectRefused(
      travel.id,
      { type: 'complete', completed: true },
      FAILED_ITEM_CANNOT_BE_COMPLETED,
    );
    await expectRefused(
      travel.id,
      { type: 'resolve', resolved: true, comment: ' ' },
      ISSUE_COMMENT_REQUIRED_TO_RESOLVE,
    );

    const resolved = await change(leader, checklist.id, travel.id, {
      type: 'resolve',
      resolved: true,
    });
    expect(resolved.json().item).toMatchObject({
      resolved: true,
      resolvedAt: '2026-11-22T12:00:00.000Z',
    });
    expect(resolved.json().checklist.openIssues).toBe(1);
    const cleared = await change(leader, checklist.id, travel.id, { type: 'unfail' });
    expect(cleared.json().item).toMatchObject({
      failed: false,
      failureComment: null,
      failurePriority: null,
      resolved: false,
      resolvedAt: null,
    });
    const summaries = (await leader.api.get(`/api/checklists/${checklist.id}/history`))
      .json()
      .events.map((e: { summary: string }) => e.summary);
    expect(summaries.slice(0, 4)).toEqual([
      `Cleared the issue on “${travel.text}”`,
      `Resolved the issue on “${travel.text}”`,
      `Logged an issue on “${planning.text}”`,
      `Logged an issue on “${travel.text}”`,
    ]);
  });

  it('completes at 100 % with failed items counted done, and reopens below it', async () => {
    const store = await createStore(t.deps);
    const items = SECTIONS.map((section) => ({ text: `Check ${section}`, section }));
    await createTemplate(t.deps, { storeId: store.id, category: 'day', items });
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const checklist = await createChecklist(t.deps, { by: leader, category: 'day' });
    const [a, b, c] = checklist.items as [ChecklistItem, ChecklistItem, ChecklistItem];
    await change(leader, checklist.id, a.id, { type: 'complete', completed: true });
    await change(leader, checklist.id, b.id, { type: 'fail', comment: 'Broken' });
    t.clock.advanceMinutes(1);
    const done = await change(leader, checklist.id, c.id, { type: 'complete', completed: true });
    t.clock.advanceMinutes(-1);
    expect(done.json().checklist).toMatchObject({
      progress: 100,
      completedAt: '2026-11-22T12:01:00.000Z',
      openIssues: 1,
      status: { kind: 'completed', label: 'Completed' },
    });
    const reopened = await change(leader, checklist.id, a.id, {
      type: 'complete',
      completed: false,
    });
    expect(reopened.json().checklist).toMatchObject({
      progress: 67,
      completedAt: null,
      status: { label: '1 issue(s)' },
    });
  });

  it("answers 404 for an unknown item or another checklist's item", async () => {
    const first = await breakfastChecklist();
    const second = await breakfastChecklist();
    const foreign = second.checklist.items[0]!.id;
    for (const itemId of ['no-such-item', foreign]) {
      const response = await change(first.leader, first.checklist.id, itemId, {
        type: 'complete',
        completed: true,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(CHECKLIST_ITEM_NOT_FOUND);
    }
  });

  it('keeps all of 200 concurrent changes from two sessions on one checklist', async () => {
    const store = await createStore(t.deps);
    const items = Array.from({ length: 200 }, (_, i) => ({
      text: `Check ${i}`,
      section: SECTIONS[i % 3]!,
    }));
    await createTemplate(t.deps, { storeId: store.id, category: 'night', items });
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const admin = await signedInUser(t, 'super-admin', null);
    const checklist = await createChecklist(t.deps, { by: leader, category: 'night' });
    expect(checklist.items).toHaveLength(200);

    // The leader ticks the even items; the admin fails half the odd ones and ticks the rest.
    const responses = await Promise.all(
      checklist.items.map((item, i) => {
        if (i % 2 === 0)
          return change(leader, checklist.id, item.id, { type: 'complete', completed: true });
        const body =
          i % 4 === 1
            ? { type: 'fail', comment: `Issue ${i}` }
            : { type: 'complete', completed: true };
        return change(admin, checklist.id, item.id, body);
      }),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(200).fill(200));

    const after: ChecklistDetail = (await leader.api.get(`/api/checklists/${checklist.id}`)).json();
    expect(after.items.filter((i) => i.completed)).toHaveLength(150);
    expect(after.items.filter((i) => i.failed)).toHaveLength(50);
    expect(after).toMatchObject({
      progress: 100,
      openIssues: 50,
      completedAt: '2026-11-22T12:00:00.000Z',
      version: checklist.version + 200,
      status: { label: 'Completed' },
    });
    const counted = Object.values(after.sectionCounts);
    expect(counted.reduce((sum, s) => sum + s.done, 0)).toBe(200);
    expect(counted.reduce((sum, s) => sum + s.issues, 0)).toBe(50);
    const history = (await leader.api.get(`/api/checklists/${checklist.id}/history`)).json();
    expect(history.events).toHaveLength(201);
  });
});
