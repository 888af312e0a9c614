import { expect, test } from '@playwright/test';
import type { ChecklistDetail } from '#domain/checklists/api';
import { ACCOUNTS } from './support/accounts';
import { signIn, signOut } from './support/session';

test('a manager watching the daily view sees a leader’s ticks without reloading', async ({
  browser,
}) => {
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await signIn(manager, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
  const card = manager
    .getByTestId('shift-card-overnight')
    .or(manager.getByTestId('shift-card-night'));
  await expect(card.first()).toBeVisible();

  const leaderContext = await browser.newContext();
  const leader = await leaderContext.newPage();
  await signIn(leader, ACCOUNTS.leader.email, ACCOUNTS.leader.password);
  const session = await (await leader.request.get('/api/auth/session')).json();
  const created = await leader.request.post('/api/checklists', {
    data: { storeId: session.user.storeId, category: 'night' },
  });
  const checklist = (await created.json()) as ChecklistDetail;
  const nightCard = manager.getByTestId('shift-card-night');
  // The card appears and then follows the ticks, well inside the 30 s the page would poll.
  await expect(nightCard.getByTestId('shift-status')).toBeVisible({ timeout: 3_000 });

  const open = checklist.items.filter((item) => !item.completed && !item.failed).slice(0, 3);
  for (const item of open) {
    await leader.request.patch(`/api/checklists/${checklist.id}/items/${item.id}`, {
      data: { type: 'complete', completed: true },
    });
  }
  const doneBefore = checklist.items.filter((item) => item.completed || item.failed).length;
  const expected = Math.round(((doneBefore + open.length) / checklist.items.length) * 100);
  await expect(nightCard).toContainText(`${Math.max(1, expected)}%`, { timeout: 3_000 });

  await managerContext.close();
  await leaderContext.close();
});

test('signing out in one tab closes the live stream of another tab of that session', async ({
  browser,
}) => {
  const context = await browser.newContext();
  // Keeps every EventSource the app opens, so the test can read its state.
  await context.addInitScript(() => {
    const Native = window.EventSource;
    const opened: EventSource[] = [];
    Object.assign(window, { openedEventSources: opened });
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        opened.push(this);
      }
    };
  });
  const first = await context.newPage();
  await signIn(first, ACCOUNTS.leader.email, ACCOUNTS.leader.password);
  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByTestId('sidebar-user').first()).toBeAttached();
  const streamState = () =>
    second.evaluate(() => {
      const sources = (window as unknown as { openedEventSources: EventSource[] })
        .openedEventSources;
      return sources.at(-1)?.readyState ?? -1;
    });
  await expect.poll(streamState).toBe(1); // OPEN

  await signOut(first);
  // The server ends the stream; the browser's retry is refused, so it stays closed.
  await expect.poll(streamState, { timeout: 10_000 }).toBe(2); // CLOSED
  await context.close();
});
