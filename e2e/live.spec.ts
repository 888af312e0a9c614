import { checklistDetailSchema, itemChangeResponseSchema } from '#domain/checklists/api';
import { expect, test } from './support/fixtures';
import { liveEvents, liveStreamOpen, liveStreamState, recordLiveStreams } from './support/live';
import { signIn, signOut } from './support/session';

test('a manager watching the daily view sees a leader’s new checklist and ticks without reloading', async ({
  browser,
  playwright,
  baseURL,
  store,
}) => {
  const managerContext = await browser.newContext();
  await recordLiveStreams(managerContext);
  const manager = await managerContext.newPage();
  await signIn(manager, store.manager.email, store.manager.password);
  const nightCard = manager.getByTestId('shift-card-night');
  // Nothing yet: the card offers to create the night checklist.
  await expect(
    nightCard.getByRole('button', { name: 'Create Night Shift checklist' }),
  ).toBeVisible();
  await expect(nightCard.getByTestId('shift-status')).toHaveCount(0);
  await liveStreamOpen(manager);
  const loads: string[] = [];
  manager.on('load', () => loads.push(manager.url()));

  // The leader, in a session of their own, starts the night checklist and ticks three items.
  const leader = await playwright.request.newContext({ baseURL });
  const signedIn = await leader.post('/api/auth/sign-in', {
    data: { email: store.leader.email, password: store.leader.password },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const created = await leader.post('/api/checklists', {
    data: { storeId: store.id, category: 'night' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const checklist = checklistDetailSchema.parse(await created.json());
  // The card follows, well inside the 30 s the page would poll.
  await expect(nightCard.getByTestId('shift-status')).toHaveText('In progress', {
    timeout: 5_000,
  });
  await expect(nightCard).toContainText('0%');

  const open = checklist.items.filter((item) => !item.completed && !item.failed).slice(0, 3);
  expect(open).toHaveLength(3);
  for (const item of open) {
    const ticked = await leader.patch(`/api/checklists/${checklist.id}/items/${item.id}`, {
      data: { type: 'complete', completed: true },
    });
    expect(ticked.ok(), await ticked.text()).toBe(true);
    const answer = itemChangeResponseSchema.parse(await ticked.json());
    expect(answer.item).toMatchObject({ id: item.id, completed: true });
  }
  const expected = Math.max(1, Math.round((open.length / checklist.items.length) * 100));
  await expect(nightCard).toContainText(`${expected}%`, { timeout: 5_000 });
  // Carried by the live stream, not by a reload.
  expect(await liveEvents(manager, 'checklist')).toBeGreaterThanOrEqual(1);
  expect(loads).toEqual([]);

  await leader.dispose();
  await managerContext.close();
});

test('signing out in one tab closes the live stream of another tab of that session', async ({
  browser,
  store,
  consoleErrors,
}) => {
  consoleErrors.expect(/status of 401/, 'the other tab’s requests after the sign-out are refused');
  const context = await browser.newContext();
  await recordLiveStreams(context);
  const first = await context.newPage();
  await signIn(first, store.leader.email, store.leader.password);
  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByTestId('sidebar-user').first()).toBeAttached();
  await expect.poll(() => liveStreamState(second)).toBe(1); // OPEN

  await signOut(first);
  // The server ends the stream; the browser's retry is refused, so it stays closed.
  await expect.poll(() => liveStreamState(second), { timeout: 10_000 }).toBe(2); // CLOSED
  await context.close();
});
