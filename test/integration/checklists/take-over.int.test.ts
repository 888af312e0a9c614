import { describe, expect, it } from 'vitest';
import type { ChecklistDetail, ChecklistEvent } from '#domain/checklists/api';
import {
  CHECKLIST_NOT_FOUND,
  TAKE_OVER_NOT_ALLOWED,
  UPDATE_NOT_ALLOWED,
} from '#domain/checklists/messages';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { createChecklist, createStore } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

describe.each(testDialects())('taking over a checklist on %s', (dialect) => {
  const t = useTestApp(dialect);

  const tick = (user: SignedInUser, c: ChecklistDetail, index: number) =>
    user.api.patch(`/api/checklists/${c.id}/items/${c.items[index]!.id}`, {
      type: 'complete',
      completed: true,
    });
  const history = async (user: SignedInUser, id: string) =>
    (await user.api.get(`/api/checklists/${id}/history`)).json<{ events: ChecklistEvent[] }>()
      .events;

  it('hands today’s checklist to the next leader, then a manager; the one before can no longer change it', async () => {
    const store = await createStore(t.deps);
    const sam = await signedInUser(t, 'shift-leader', store.id, 'Sam Leader');
    const alex = await signedInUser(t, 'shift-leader', store.id, 'Alex Lead');
    const morgan = await signedInUser(t, 'store', store.id, 'Morgan Manager');
    const checklist = await createChecklist(t.deps, { by: sam, category: 'day' });
    expect((await tick(sam, checklist, 0)).statusCode).toBe(200);

    const before = (await alex.api.get(`/api/checklists/${checklist.id}`)).json<ChecklistDetail>();
    expect(before.abilities).toMatchObject({ edit: false, takeOver: true });
    expect((await tick(alex, checklist, 1)).statusCode).toBe(403);

    t.clock.advanceMinutes(90);
    const taken = await alex.api.post(`/api/checklists/${checklist.id}/take-over`, {});
    expect(taken.statusCode).toBe(200);
    expect(taken.json<ChecklistDetail>()).toMatchObject({
      creatorName: 'Sam Leader',
      takenOverByName: 'Alex Lead',
      takenOverAt: t.clock.now().toISOString(),
      abilities: { edit: true, takeOver: false },
    });
    expect(taken.json<ChecklistDetail>().version).toBeGreaterThan(before.version);
    expect((await tick(alex, checklist, 1)).statusCode).toBe(200);
    const refused = await tick(sam, checklist, 2);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(UPDATE_NOT_ALLOWED);
    const samSees = (await sam.api.get(`/api/checklists/${checklist.id}`)).json<ChecklistDetail>();
    expect(samSees.abilities).toMatchObject({ edit: false, takeOver: true, delete: false });

    // Taken over again by the manager; asking twice changes nothing more.
    for (let i = 0; i < 2; i++) {
      const again = await morgan.api.post(`/api/checklists/${checklist.id}/take-over`, {});
      expect(again.statusCode).toBe(200);
      expect(again.json<ChecklistDetail>().takenOverByName).toBe('Morgan Manager');
    }
    const events = await history(sam, checklist.id);
    const takeOvers = events.filter((e) => e.action === 'checklist-taken-over');
    expect(takeOvers.map((e) => [e.summary, e.userName])).toEqual([
      ['Took over the checklist from Alex Lead', 'Morgan Manager'],
      ['Took over the checklist from Sam Leader', 'Alex Lead'],
    ]);
  });

  it('refuses a past day’s checklist, and one of another store, changing nothing', async () => {
    const store = await createStore(t.deps);
    const sam = await signedInUser(t, 'shift-leader', store.id, 'Sam Leader');
    const alex = await signedInUser(t, 'shift-leader', store.id, 'Alex Lead');
    const stranger = await signedInUser(t, 'shift-leader', (await createStore(t.deps)).id);
    const past = await createChecklist(t.deps, { by: sam, category: 'day', date: '2026-11-21' });

    const refused = await alex.api.post(`/api/checklists/${past.id}/take-over`, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(TAKE_OVER_NOT_ALLOWED);
    const hidden = await stranger.api.post(`/api/checklists/${past.id}/take-over`, {});
    expect(hidden.statusCode).toBe(404);
    const unknown = await alex.api.post('/api/checklists/no-such-id/take-over', {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(CHECKLIST_NOT_FOUND);
    // An id no checklist has: longer than any route parameter may be.
    const tooLong = await alex.api.post(`/api/checklists/${'x'.repeat(101)}/take-over`, {});
    expect(tooLong.statusCode).toBe(414);
    const after = (await sam.api.get(`/api/checklists/${past.id}`)).json<ChecklistDetail>();
    expect(after).toMatchObject({ takenOverByName: null, version: past.version });
    expect((await history(sam, past.id)).map((e) => e.action)).not.toContain(
      'checklist-taken-over',
    );
  });
});
