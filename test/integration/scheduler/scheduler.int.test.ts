import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChecklistDetail } from '#domain/checklists/api';
import { DEFAULT_SHIFT_SETTINGS, SHIFT_CATEGORIES, type ShiftSettings } from '#domain/shifts';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { createStore } from '#test/support/factories';
import { testConfig, testDialects, TestClock } from '#test/support/harness';
import { startTestSmtp, subjectOf } from '#test/support/smtp';
import { useTestApp } from '#test/support/use-test-app';
import { runScheduledWork } from '#server/scheduler/scheduler';

const NEW_YORK = 'America/New_York';

describe.each(testDialects())('the scheduler on %s', (dialect) => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  const config = testConfig();
  beforeAll(async () => {
    smtp = await startTestSmtp();
    config.smtpUrl = smtp.url;
  });
  afterAll(() => smtp.close());
  const clock = new TestClock(new Date('2026-11-23T10:00:00.000Z'));
  const t = useTestApp(dialect, { config, clock });
  const at = (iso: string) => (clock.current = new Date(iso));
  const tick = () => runScheduledWork(t.deps);

  async function storeWithPeople(timezone: string) {
    const store = await createStore(t.deps, { timezone });
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const managers = [
      await signedInUser(t, 'store', store.id),
      await signedInUser(t, 'store', store.id),
    ];
    // Another store whose shifts are all off: nothing of its own to notify.
    const quiet = Object.fromEntries(
      SHIFT_CATEGORIES.map((c) => [c, { ...DEFAULT_SHIFT_SETTINGS[c], enabled: false }]),
    ) as ShiftSettings;
    const outsider = await signedInUser(
      t,
      'store',
      (await createStore(t.deps, { shiftSettings: quiet })).id,
    );
    return { store, leader, managers, outsider };
  }

  const rowsOf = (userId: string, kind: string) =>
    t.deps.db.kysely
      .selectFrom('notifications')
      .selectAll()
      .where('recipient_id', '=', userId)
      .where('kind', '=', kind as 'feedback')
      .execute();
  const mailsTo = (user: SignedInUser, subject: string) =>
    smtp.received.filter((m) => m.to.includes(user.email) && subjectOf(m.raw) === subject);
  const NOT_STARTED = 'ShiftCheck: Breakfast checklist not started';

  it('not started 30 minutes into the shift, in the store’s time zone; caught up after a gap; never twice after the clock goes back', async () => {
    at('2026-11-23T10:29:00.000Z'); // 05:29 in New York: breakfast began at 05:00
    const { managers, leader, outsider } = await storeWithPeople(NEW_YORK);
    await tick();
    expect(await rowsOf(managers[0]!.id, 'not-started')).toHaveLength(0);
    at('2026-11-23T13:00:00.000Z'); // minutes missed: caught up while the shift runs
    await tick();
    await tick();
    for (const manager of managers) {
      const rows = await rowsOf(manager.id, 'not-started');
      expect(rows).toHaveLength(1);
      expect(rows[0]!.business_date).toBe('2026-11-23');
      expect(rows[0]!.link).toBe('/?date=2026-11-23');
      expect(mailsTo(manager, NOT_STARTED)).toHaveLength(1);
    }
    at('2026-11-23T10:35:00.000Z'); // the clock jumps back
    await tick();
    for (const manager of managers) {
      expect(await rowsOf(manager.id, 'not-started')).toHaveLength(1);
      expect(mailsTo(manager, NOT_STARTED)).toHaveLength(1);
    }
    expect(await rowsOf(leader.id, 'not-started')).toHaveLength(0);
    expect(await rowsOf(outsider.id, 'not-started')).toHaveLength(0);
  });

  it('priority A failures unresolved when the shift ends go to managers and super admins once', async () => {
    at('2026-11-23T13:00:00.000Z');
    const { store, leader, managers, outsider } = await storeWithPeople(NEW_YORK);
    const admin = await signedInUser(t, 'super-admin', null);
    const created = await leader.api.post('/api/checklists', {
      storeId: store.id,
      category: 'breakfast',
    });
    const checklist = created.json<ChecklistDetail>();
    const item = checklist.items.find((i) => i.section === 'travel-path')!;
    await leader.api.patch(`/api/checklists/${checklist.id}/items/${item.id}`, {
      type: 'fail',
      comment: 'Raw chicken on the top shelf',
      priority: 'A',
    });
    at('2026-11-23T15:59:00.000Z'); // 10:59: breakfast ends at 11:00
    await tick();
    expect(await rowsOf(managers[0]!.id, 'unresolved-at-shift-end')).toHaveLength(0);
    at('2026-11-23T16:01:00.000Z');
    await tick();
    await tick();
    for (const person of [...managers, admin]) {
      const rows = await rowsOf(person.id, 'unresolved-at-shift-end');
      expect(rows).toHaveLength(1);
      expect(rows[0]!.link).toBe(`/checklists/${checklist.id}`);
    }
    expect(await rowsOf(outsider.id, 'unresolved-at-shift-end')).toHaveLength(0);
    expect(await rowsOf(leader.id, 'unresolved-at-shift-end')).toHaveLength(0);
  });
});
