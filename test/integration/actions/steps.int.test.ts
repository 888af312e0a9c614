// Corrective actions over the API on both databases (docs/decisions/047): lists in due order and
// a page at a time, one action with the item's earlier failures, and every step — assigned to a
// person or a contractor, started, done (resolving the failure), verified, reopened (unresolving
// it) — with its History, its refusals, and recurring after the third failure in 30 days.
import { describe, expect, it } from 'vitest';
import { actionDetailSchema, actionListSchema, actionStepAnswerSchema } from '#domain/actions/api';
import { ACTION_MESSAGES } from '#domain/actions/messages';
import { checklistDetailSchema, type ChecklistItem } from '#domain/checklists/api';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { createChecklist, createStore } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

const NOW = '2026-11-22T12:00:00.000Z';
const DAY = 86_400_000;

describe.each(testDialects())('corrective actions over the API on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function scene() {
    t.clock.current = new Date(NOW);
    const store = await createStore(t.deps);
    const other = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id, 'Sam Leader');
    const second = await signedInUser(t, 'shift-leader', store.id, 'Kim Leader');
    const manager = await signedInUser(t, 'store', store.id, 'Morgan Manager');
    const stranger = await signedInUser(t, 'store', other.id, 'Olu Elsewhere');
    const admin = await signedInUser(t, 'super-admin', null, 'Ada Admin');
    const checklist = await createChecklist(t.deps, { by: leader });
    const ticks = checklist.items.filter(
      (item) => item.section === 'travel-path' && item.kind === 'check',
    );
    return { store, other, leader, second, manager, stranger, admin, checklist, ticks };
  }

  /** Fails the item as `by` and answers its action's id. */
  async function fail(by: SignedInUser, checklistId: string, item: ChecklistItem, priority = 'B') {
    const answer = await by.api.patch(`/api/checklists/${checklistId}/items/${item.id}`, {
      type: 'fail',
      comment: 'Thermostat reads 40 °C low',
      priority,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const row = await t.deps.db.kysely
      .selectFrom('actions')
      .select('id')
      .where('item_id', '=', item.id)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const step = (by: SignedInUser, id: string, body: object) =>
    by.api.post(`/api/actions/${id}/steps`, body);

  async function stepOk(by: SignedInUser, id: string, body: object) {
    const answer = await step(by, id, body);
    expect(answer.statusCode, answer.body).toBe(200);
    return actionStepAnswerSchema.parse(answer.json()).action;
  }

  async function list(by: SignedInUser, query = '') {
    const answer = await by.api.get(`/api/actions${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return actionListSchema.parse(answer.json());
  }

  it('a failure is an action: assigned to the manager, started, done with a note, verified; the History says each', async () => {
    const { leader, manager, admin, checklist, ticks } = await scene();
    const id = await fail(leader, checklist.id, ticks[0]!);

    const assigned = await stepOk(leader, id, { step: 'assign', userId: manager.id });
    expect(assigned.owner).toEqual({ kind: 'person', userId: manager.id, name: 'Morgan Manager' });
    expect(assigned.dueAt).toBe(new Date(Date.parse(NOW) + 30 * 60_000).toISOString());
    // Handed on, the leader no longer owns it: the manager's "mine", not the leader's.
    expect((await list(manager)).actions.map((a) => a.id)).toEqual([id]);
    expect((await list(leader)).actions).toEqual([]);

    expect((await stepOk(manager, id, { step: 'start' })).status).toBe('in-progress');
    const done = await stepOk(manager, id, {
      step: 'done',
      note: 'Replaced the thermostat; fries re-cooked',
      productOutcome: 'discarded',
    });
    expect(done).toMatchObject({
      status: 'done',
      doneByName: 'Morgan Manager',
      doneNote: 'Replaced the thermostat; fries re-cooked',
      productOutcome: 'discarded',
      can: { verify: true, progress: false },
    });
    // Done resolves the failure as the leader's own resolve would.
    const detail = checklistDetailSchema.parse(
      (await leader.api.get(`/api/checklists/${checklist.id}`)).json(),
    );
    const item = detail.items.find((i) => i.id === ticks[0]!.id)!;
    expect(item).toMatchObject({ failed: true, resolved: true });
    expect(detail.actions[item.id]).toMatchObject({ id, status: 'done' });

    const verified = await stepOk(admin, id, { step: 'verify' });
    expect(verified).toMatchObject({ status: 'verified', verifiedByName: 'Ada Admin' });

    const history = await leader.api.get(`/api/checklists/${checklist.id}/history`);
    const summaries = (history.json() as { events: { summary: string }[] }).events.map(
      (event) => event.summary,
    );
    const text = ticks[0]!.text;
    expect(summaries).toEqual(
      expect.arrayContaining([
        `Assigned the action on “${text}” to Morgan Manager`,
        `Started the action on “${text}”`,
        `Marked the action on “${text}” done: Replaced the thermostat; fries re-cooked`,
        `Verified the action on “${text}”`,
      ]),
    );
  });

  it('a contractor is a name and an e-mail, never an account; reopening unresolves the failure', async () => {
    const { leader, manager, checklist, ticks } = await scene();
    const id = await fail(leader, checklist.id, ticks[1]!, 'C');
    const assigned = await stepOk(manager, id, {
      step: 'assign-contractor',
      name: 'CoolFix Ltd',
      email: 'Jobs@CoolFix.example',
    });
    expect(assigned.owner).toEqual({
      kind: 'contractor',
      name: 'CoolFix Ltd',
      email: 'jobs@coolfix.example',
    });
    const accounts = await t.deps.db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'jobs@coolfix.example')
      .execute();
    expect(accounts).toEqual([]);

    await stepOk(manager, id, { step: 'done', note: 'Seal replaced' });
    const reopened = await stepOk(manager, id, { step: 'reopen', reason: 'Still 9 °C at 3 pm' });
    expect(reopened).toMatchObject({
      status: 'open',
      reopenReason: 'Still 9 °C at 3 pm',
      doneNote: null,
    });
    const item = await t.deps.db.kysely
      .selectFrom('checklist_items')
      .select(['failed', 'resolved'])
      .where('id', '=', ticks[1]!.id)
      .executeTakeFirstOrThrow();
    expect({ failed: Boolean(item.failed), resolved: Boolean(item.resolved) }).toEqual({
      failed: true,
      resolved: false,
    });
  });

  it('refuses what the rules do not allow, with their words, and changes nothing', async () => {
    const { leader, second, manager, stranger, checklist, ticks, other } = await scene();
    const id = await fail(leader, checklist.id, ticks[0]!);
    const otherLeader = await signedInUser(t, 'shift-leader', other.id, 'Pat Other');
    const before = await t.deps.db.kysely
      .selectFrom('actions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

    const refusals: [SignedInUser, object, number, string][] = [
      [second, { step: 'start' }, 403, ACTION_MESSAGES.notAllowed],
      [leader, { step: 'verify' }, 403, ACTION_MESSAGES.verifyNotAllowed],
      [stranger, { step: 'start' }, 404, ACTION_MESSAGES.notFound],
      [manager, { step: 'verify' }, 409, ACTION_MESSAGES.notDone],
      [manager, { step: 'assign', userId: otherLeader.id }, 400, ACTION_MESSAGES.ownerNotInStore],
      [
        manager,
        { step: 'assign-contractor', name: ' ', email: 'a@b.example' },
        400,
        ACTION_MESSAGES.contractorNameRequired,
      ],
      [manager, { step: 'done', note: '   ' }, 400, ACTION_MESSAGES.noteRequired],
      [manager, { step: 'done', note: 'x'.repeat(2001) }, 400, ACTION_MESSAGES.noteTooLong],
      [manager, { step: 'done', note: 'ok', productOutcome: 'eaten' }, 400, ''],
      [manager, { step: 'reopen', reason: '' }, 400, ACTION_MESSAGES.reasonRequired],
      [manager, { step: 'fly' }, 400, ''],
    ];
    for (const [by, body, status, message] of refusals) {
      const answer = await step(by, id, body);
      expect(answer.statusCode, `${JSON.stringify(body)}: ${answer.body}`).toBe(status);
      if (message) expect(answer.json()).toMatchObject({ error: { message } });
    }
    const unknown = await step(manager, 'no-such-action', { step: 'start' });
    expect(unknown.statusCode).toBe(404);

    const after = await t.deps.db.kysely
      .selectFrom('actions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);

    await stepOk(manager, id, { step: 'done', note: 'Fixed' });
    const twice = await step(manager, id, { step: 'done', note: 'Fixed again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: { message: ACTION_MESSAGES.alreadyDone } });
  });

  it('lists mine, a store’s and every store’s, soonest due first, a page at a time, with filters', async () => {
    const { leader, manager, stranger, admin, checklist, ticks } = await scene();
    const d = await fail(leader, checklist.id, ticks[0]!, 'D');
    const a = await fail(leader, checklist.id, ticks[1]!, 'A');
    const c = await fail(leader, checklist.id, ticks[2]!, 'C');
    await stepOk(manager, c, { step: 'assign', userId: manager.id });

    expect((await list(leader)).actions.map((x) => x.id)).toEqual([a, d]);
    expect((await list(manager, '?scope=store')).actions.map((x) => x.id)).toEqual([a, c, d]);
    expect((await list(manager, '?scope=store&priority=A')).actions.map((x) => x.id)).toEqual([a]);
    expect(
      (await list(manager, `?scope=store&owner=${manager.id}`)).actions.map((x) => x.id),
    ).toEqual([c]);
    // Every store's (other tests' stores too): ours among them; then ours alone, by pages.
    expect((await list(admin, '?scope=all&limit=200')).actions.map((x) => x.id)).toEqual(
      expect.arrayContaining([a, c, d]),
    );
    const only = `?scope=all&storeId=${checklist.storeId}&limit=2`;
    const first = await list(admin, only);
    expect(first.actions.map((x) => x.id)).toEqual([a, c]);
    const rest = await list(admin, `${only}&cursor=${first.next}`);
    expect(rest).toMatchObject({ next: null });
    expect(rest.actions.map((x) => x.id)).toEqual([d]);

    t.clock.current = new Date(Date.parse(NOW) + 31 * 60_000);
    const overdue = await list(manager, '?scope=store&overdue=true');
    expect(overdue.actions.map((x) => [x.id, x.overdue])).toEqual([[a, true]]);

    expect((await leader.api.get('/api/actions?scope=store')).statusCode).toBe(403);
    expect((await leader.api.get('/api/actions?scope=all')).statusCode).toBe(403);
    expect(
      (await stranger.api.get(`/api/actions?scope=store&storeId=${checklist.storeId}`)).statusCode,
    ).toBe(404);
    expect((await stranger.api.get(`/api/actions/${a}`)).statusCode).toBe(404);
    expect((await admin.api.get('/api/actions?scope=all&cursor=nonsense')).statusCode).toBe(400);
    expect((await admin.api.get('/api/actions?scope=all&limit=0')).statusCode).toBe(400);
  });

  it('a store’s own due windows set each priority’s due time', async () => {
    const { leader, store, checklist, ticks } = await scene();
    await t.deps.db.kysely
      .updateTable('stores')
      .set({ action_due_minutes: JSON.stringify({ A: 15, B: 45, C: 120, D: 1440 }) })
      .where('id', '=', store.id)
      .execute();
    const id = await fail(leader, checklist.id, ticks[0]!, 'B');
    const detail = actionDetailSchema.parse((await leader.api.get(`/api/actions/${id}`)).json());
    expect(detail.action.dueAt).toBe(new Date(Date.parse(NOW) + 45 * 60_000).toISOString());
  });

  it.each([
    [29, true],
    [31, false],
  ] as const)(
    'the same item failing a third time with the first %i days before is recurring: %s',
    async (firstDaysAgo, recurring) => {
      const { leader } = await scene();
      const ids: string[] = [];
      for (const daysAgo of [firstDaysAgo, 10, 0]) {
        t.clock.current = new Date(Date.parse(NOW) - daysAgo * DAY);
        const day = await createChecklist(t.deps, { by: leader });
        const item = day.items.find((i) => i.section === 'travel-path' && i.kind === 'check')!;
        ids.push(await fail(leader, day.id, item));
      }
      const detail = actionDetailSchema.parse(
        (await leader.api.get(`/api/actions/${ids[2]}`)).json(),
      );
      expect(detail.action.recurring).toBe(recurring);
      expect(detail.earlier.map((e) => e.actionId)).toEqual(
        recurring ? [ids[1], ids[0]] : [ids[1]],
      );
      const only = await list(leader, '?recurring=true');
      expect(only.actions.map((a) => a.id)).toEqual(recurring ? [ids[2]] : []);
    },
  );
});
