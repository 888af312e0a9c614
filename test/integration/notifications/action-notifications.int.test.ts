// Corrective actions' notifications on both databases, on the test's clock: the owner hears an
// action was handed to them and that it fell due, a priority A or B action still outstanding goes
// to the store's managers at its due time and to the super admins ACTION_ESCALATION_MINUTES
// later, each once per person however often the scheduler runs; an outside contractor is e-mailed
// and never gets a notification; an action done in time raises nothing.
import { describe, expect, it } from 'vitest';
import type { FailurePriority } from '#domain/checklists/priorities';
import type { NotificationList } from '#domain/notifications/api';
import { ACTION_ESCALATION_MINUTES } from '#domain/notifications/kinds';
import { parseShownTranslations, translationFor } from '#domain/templates/translations';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { createChecklist, createStore } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { bodyOf, subjectOf } from '#test/support/smtp';
import { useMailingTestApp } from '#test/support/use-mailing-test-app';
import { notifyActionAssigned } from '#server/notifications/action-events';
import { deliverPendingEmails } from '#server/notifications/email-delivery';
import { runScheduledWork } from '#server/scheduler/scheduler';
import { runTransaction } from '#server/writes/unit-of-work';

/** Monday 23 November 2026, 09:00 in London: breakfast is running. */
const T0 = '2026-11-23T09:00:00.000Z';
const CONTRACTOR = { name: 'Cool Co', email: 'service@coolco.example' };

describe.each(testDialects())('corrective actions’ notifications on %s', (dialect) => {
  const { t, smtp } = useMailingTestApp(dialect);
  const db = () => t.deps.db.kysely;
  const at = (minutes: number) => (t.clock.current = new Date(Date.parse(T0) + minutes * 60_000));
  const tick = () => runScheduledWork(t.deps);

  async function scene() {
    at(0);
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id, 'Sam Leader');
    const helper = await signedInUser(t, 'shift-leader', store.id, 'Hana Helper');
    const managers = [
      await signedInUser(t, 'store', store.id, 'Max Manager'),
      await signedInUser(t, 'store', store.id, 'Mia Manager'),
    ] as const;
    const outsider = await signedInUser(t, 'store', (await createStore(t.deps)).id);
    await signedInUser(t, 'super-admin', null, 'Ada Admin');
    const checklist = await createChecklist(t.deps, { by: leader });
    const items = checklist.items.filter((i) => i.section === 'travel-path' && i.kind === 'check');
    let next = 0;
    /** Fails the next item with this priority, as `by`; its action. */
    const fail = async (priority: FailurePriority, by: SignedInUser = leader) => {
      const item = items[next++]!;
      const url = `/api/checklists/${checklist.id}/items/${item.id}`;
      const answer = await by.api.patch(url, { type: 'fail', comment: 'Fridge at 9 °C', priority });
      expect(answer.statusCode, answer.body).toBe(200);
      const action = await db()
        .selectFrom('actions')
        .selectAll()
        .where('item_id', '=', item.id)
        .executeTakeFirstOrThrow();
      return { item, action, url };
    };
    return { store, leader, helper, managers, outsider, checklist, fail };
  }

  /** Who has which notification about the action: `kind recipient`, sorted. */
  const noticesOf = async (actionId: string) =>
    (
      await db()
        .selectFrom('notifications')
        .select(['kind', 'recipient_id'])
        .where('link', '=', `/actions/${actionId}`)
        .execute()
    )
      .map((n) => `${n.kind} ${n.recipient_id}`)
      .sort();
  const superAdmins = async () =>
    (await db().selectFrom('users').select('id').where('role', '=', 'super-admin').execute()).map(
      (u) => u.id,
    );
  const expected = (kind: string, ids: readonly string[]) => ids.map((id) => `${kind} ${id}`);

  /** The lead's assignment, as its step writes it: a person, or a contractor. */
  async function assign(
    actionId: string,
    owner: { userId: string; name: string } | typeof CONTRACTOR,
    by: SignedInUser,
  ) {
    await db()
      .updateTable('actions')
      .set(
        'userId' in owner
          ? { owner_user_id: owner.userId, owner_name: owner.name, owner_email: null }
          : { owner_user_id: null, owner_name: owner.name, owner_email: owner.email },
      )
      .where('id', '=', actionId)
      .execute();
    return runTransaction(t.deps, async (trx, announce) => ({
      commit: true,
      value: await notifyActionAssigned(trx, announce, t.clock.now().toISOString(), actionId, {
        id: by.id,
        name: by.displayName ?? by.email,
      }),
    }));
  }

  it('tells a person an action was handed to them once, in the app and by e-mail, in their language', async () => {
    const { helper, managers, leader, fail } = await scene();
    const { action, item } = await fail('B');
    const seen = smtp().received.length;
    expect(await assign(action.id, { userId: helper.id, name: 'Hana Helper' }, managers[0])).toBe(
      1,
    );
    // The same assignment told again (a retried step): nothing more.
    expect(await assign(action.id, { userId: helper.id, name: 'Hana Helper' }, managers[0])).toBe(
      0,
    );
    expect(await noticesOf(action.id)).toEqual(expected('action-assigned', [helper.id]));
    await deliverPendingEmails(t.deps);
    const mail = await smtp().nextMailTo(helper.email, seen);
    expect(subjectOf(mail.raw)).toBe(`ShiftCheck: Corrective action for you: ${item.text}`);
    expect(bodyOf(mail.raw)).toContain(`https://shifts.example.com/actions/${action.id}`);

    await db().updateTable('users').set({ locale: 'pl' }).where('id', '=', helper.id).execute();
    const list = (await helper.api.get('/api/notifications')).json<NotificationList>();
    const row = await db()
      .selectFrom('checklist_items')
      .select('translations')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    const polish = translationFor(parseShownTranslations(row.translations), 'pl')?.text;
    expect(polish).toBeTruthy();
    expect(list.notifications[0]).toMatchObject({
      kind: 'action-assigned',
      link: `/actions/${action.id}`,
      title: `Działanie korygujące dla Ciebie: ${polish}`,
    });

    // Given to oneself: nobody is told.
    const own = await fail('C');
    expect(await assign(own.action.id, { userId: leader.id, name: 'Sam Leader' }, leader)).toBe(0);
    expect(await noticesOf(own.action.id)).toEqual([]);
  });

  it('e-mails a contractor in the store’s language, with no link and no notification', async () => {
    const { store, managers, fail } = await scene();
    await db().updateTable('stores').set({ locale: 'es' }).where('id', '=', store.id).execute();
    const { action, item } = await fail('A');
    const seen = smtp().received.length;
    expect(await assign(action.id, CONTRACTOR, managers[1])).toBe(1);
    expect(await assign(action.id, CONTRACTOR, managers[1])).toBe(0);
    await deliverPendingEmails(t.deps);
    const mail = await smtp().nextMailTo(CONTRACTOR.email, seen);
    const row = await db()
      .selectFrom('checklist_items')
      .select('translations')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    const words = translationFor(parseShownTranslations(row.translations), 'es')?.text;
    expect(subjectOf(mail.raw)).toBe(
      `${store.storeNumber} ${store.name}: una acción correctiva para usted – ${words}`,
    );
    const body = bodyOf(mail.raw);
    expect(body).toContain('Hola, Cool Co:');
    expect(body).toContain('Mia Manager, de ');
    expect(body).toContain('Lo que se encontró: Fridge at 9 °C');
    expect(body).not.toMatch(/https?:|\/actions\//);
    expect(await noticesOf(action.id)).toEqual([]);
    expect(
      smtp()
        .received.slice(seen)
        .filter((m) => m.to.includes(CONTRACTOR.email)),
    ).toHaveLength(1);
  });

  it('at its due time tells the owner and the managers, an hour later the super admins, each once', async () => {
    const { leader, helper, managers, outsider, fail } = await scene();
    const { action } = await fail('A');
    // Owned by a manager: they hear it is due, not that it is overdue as well.
    const second = await fail('B');
    await db()
      .updateTable('actions')
      .set({ owner_user_id: managers[0].id, owner_name: 'Max Manager' })
      .where('id', '=', second.action.id)
      .execute();
    const managerIds = managers.map((m) => m.id);

    at(29);
    await tick();
    expect(await noticesOf(action.id)).toEqual([]);
    at(30);
    await tick();
    await tick();
    const atDue = [
      ...expected('action-due', [leader.id]),
      ...expected('action-overdue', managerIds),
    ].sort();
    expect(await noticesOf(action.id)).toEqual(atDue);
    expect(await noticesOf(second.action.id)).toEqual(
      [
        ...expected('action-due', [managers[0].id]),
        ...expected('action-overdue', [managers[1].id]),
      ].sort(),
    );

    at(30 + ACTION_ESCALATION_MINUTES - 1);
    await tick();
    expect(await noticesOf(action.id)).toEqual(atDue);
    at(30 + ACTION_ESCALATION_MINUTES);
    await tick();
    at(30 + ACTION_ESCALATION_MINUTES + 45);
    await tick();
    await tick();
    const admins = await superAdmins();
    expect(admins.length).toBeGreaterThanOrEqual(2);
    expect(await noticesOf(action.id)).toEqual(
      [...atDue, ...expected('action-escalated', admins)].sort(),
    );
    for (const nobody of [helper, outsider]) {
      expect((await noticesOf(action.id)).some((n) => n.endsWith(nobody.id))).toBe(false);
    }
    const escalated = await db()
      .selectFrom('notifications')
      .select(['title', 'body'])
      .where('link', '=', `/actions/${action.id}`)
      .where('kind', '=', 'action-escalated')
      .executeTakeFirstOrThrow();
    expect(escalated.title).toBe(`Priority A action still overdue: ${action.item_text}`);
    expect(escalated.body).toContain(
      `owned by Sam Leader, is still not done ${ACTION_ESCALATION_MINUTES} minutes after it was due.`,
    );
  });

  it('a priority C action tells only its owner; reopened, it is due again and told again', async () => {
    const { leader, fail } = await scene();
    const { action, url } = await fail('C');
    at(180);
    await tick();
    at(180 + ACTION_ESCALATION_MINUTES);
    await tick();
    expect(await noticesOf(action.id)).toEqual(expected('action-due', [leader.id]));
    at(200);
    await leader.api.patch(url, { type: 'resolve', resolved: true });
    at(210);
    await leader.api.patch(url, { type: 'resolve', resolved: false });
    at(210 + 180);
    await tick();
    await tick();
    expect(await noticesOf(action.id)).toEqual(expected('action-due', [leader.id, leader.id]));
  });

  it('an action done before its due time raises nothing', async () => {
    const { leader, fail } = await scene();
    const { action, url } = await fail('A');
    at(10);
    const done = await leader.api.patch(url, { type: 'resolve', resolved: true });
    expect(done.statusCode, done.body).toBe(200);
    for (const minutes of [30, 31, 30 + ACTION_ESCALATION_MINUTES, 300]) {
      at(minutes);
      await tick();
    }
    expect(await noticesOf(action.id)).toEqual([]);
  });

  it('a contractor’s action falling due: e-mailed once, the managers told in the app', async () => {
    const { managers, fail } = await scene();
    const { action } = await fail('B');
    await db()
      .updateTable('actions')
      .set({ owner_user_id: null, owner_name: CONTRACTOR.name, owner_email: CONTRACTOR.email })
      .where('id', '=', action.id)
      .execute();
    const seen = smtp().received.length;
    at(30);
    await tick();
    await tick();
    const mail = await smtp().nextMailTo(CONTRACTOR.email, seen);
    expect(subjectOf(mail.raw)).toMatch(/: corrective action due – /);
    expect(bodyOf(mail.raw)).toContain('is not recorded as done yet');
    const kept = await db()
      .selectFrom('contractor_emails')
      .select(['kind', 'email_state'])
      .where('action_id', '=', action.id)
      .execute();
    expect(kept).toEqual([{ kind: 'action-due', email_state: 'sent' }]);
    expect(
      smtp()
        .received.slice(seen)
        .filter((m) => m.to.includes(CONTRACTOR.email)),
    ).toHaveLength(1);
    expect(await noticesOf(action.id)).toEqual(
      expected(
        'action-overdue',
        managers.map((m) => m.id),
      ).sort(),
    );
  });
});
