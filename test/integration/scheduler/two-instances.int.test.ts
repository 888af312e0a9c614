import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signedInUser } from '#test/support/api-client';
import {
  createChecklist,
  createStore,
  createUser,
  sessionCookieFor,
} from '#test/support/factories';
import {
  createTestDatabase,
  startTestApp,
  TestClock,
  type TestApp,
  type TestDatabase,
} from '#test/support/harness';
import { startTestSmtp, subjectOf } from '#test/support/smtp';
import { startScheduler } from '#server/scheduler/scheduler';

/** PostgreSQL only: without TEST_DATABASE_URL the suite is reported as skipped, by name. */
const dialect = 'postgres' as const;

/**
 * Two app instances on one PostgreSQL database, each running the scheduler every 20 ms, and
 * a real SMTP server counting what arrives: every e-mail arrives once.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two instances on one PostgreSQL database (needs TEST_DATABASE_URL)',
  () => {
    let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
    let database: TestDatabase;
    let instances: TestApp[] = [];
    const errors: unknown[] = [];
    beforeAll(async () => {
      smtp = await startTestSmtp();
      database = await createTestDatabase(dialect);
      const start = () =>
        startTestApp(database, {
          config: { smtpUrl: smtp.url },
          clock: new TestClock(new Date('2026-11-23T09:00:00.000Z')),
        });
      instances = [await start(), await start()];
    });
    afterAll(async () => {
      for (const instance of instances) await instance.stop();
      await database.destroy();
      await smtp.close();
    });

    it('sends each notification e-mail once', async () => {
      const [a, b] = instances as [TestApp, TestApp];
      const store = await createStore(a.deps);
      const leader = await createUser(a.deps, { role: 'shift-leader', storeId: store.id });
      const managers = await Promise.all(
        [1, 2, 3].map(() => createUser(a.deps, { role: 'store', storeId: store.id })),
      );
      const admin = await signedInUser(a, 'super-admin', null);
      // Last night's checklist, with a priority A failure still open now that the shift is over.
      const night = await createChecklist(a.deps, {
        by: leader,
        category: 'night',
        date: '2026-11-22',
      });
      const item = night.items.find((i) => i.section === 'travel-path')!;
      const leaderApi = apiClient(b.app, await sessionCookieFor(b.deps, leader.id));
      const failed = await leaderApi.patch(`/api/checklists/${night.id}/items/${item.id}`, {
        type: 'fail',
        comment: 'Freezer door left open',
        priority: 'A',
      });
      expect(failed.statusCode).toBe(200);

      const runs = [0, 0];
      const schedulers = instances.map((instance, n) =>
        startScheduler(instance.deps, {
          intervalMs: 20,
          onError: (error) => errors.push(error),
          onRun: () => (runs[n]! += 1),
        }),
      );
      const expected = managers.length * 4 + 2; // managers: 4 kinds; super admins: the escalation
      const deadline = Date.now() + 15_000;
      while (smtp.received.length < expected && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Let both keep running a while longer, each at least five more runs and six in all
      // (however slow a busy machine makes them): nothing more may arrive.
      const after = [...runs];
      const more = Date.now() + 15_000;
      while (runs.some((n, i) => n < Math.max(after[i]! + 5, 6)) && Date.now() < more) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await Promise.all(schedulers.map((s) => s.stop()));

      expect(errors).toEqual([]);
      expect(runs[0]).toBeGreaterThan(5);
      expect(runs[1]).toBeGreaterThan(5);
      const keys = smtp.received.map((m) => `${m.to.join(',')} ${subjectOf(m.raw)}`);
      expect(new Set(keys).size).toBe(keys.length);
      for (const manager of managers) {
        const subjects = smtp.received
          .filter((m) => m.to.includes(manager.email))
          .map((m) => subjectOf(m.raw));
        expect(subjects.sort()).toEqual(
          [
            'ShiftCheck: 1 priority A failure(s) unresolved at the end of the shift',
            'ShiftCheck: Breakfast checklist not started',
            'ShiftCheck: Daily digest for Sunday, November 22, 2026',
            `ShiftCheck: Priority A failure: ${item.text}`,
          ].sort(),
        );
      }
      expect(smtp.received.filter((m) => m.to.includes(admin.email))).toHaveLength(1);
    });
  },
);
