import enUsItems from '#domain/templates/default/translations/en-US.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import { storeDaySchema } from '#domain/checklists/api';
import { SECTIONS } from '#domain/sections';
import { inBothThemes } from './support/axe';
import { openTicks, PHONE, todaysChecklist } from './support/checklists';
import { expect, test } from './support/fixtures';
import { liveEvents, liveStreamOpen, recordLiveStreams } from './support/live';
import { signIn } from './support/session';

const bell = (page: Page) => page.getByTestId('notification-bell').filter({ visible: true });

test('a leader logs a priority A failure; the manager’s bell shows it as it happens and opens the checklist', async ({
  browser,
  store,
}) => {
  const managerContext = await browser.newContext();
  await recordLiveStreams(managerContext);
  const manager = await managerContext.newPage();
  await signIn(manager, store.manager.email, store.manager.password);
  await expect(manager.getByTestId('shift-cards')).toBeVisible();
  await expect(bell(manager)).toBeVisible();
  await liveStreamOpen(manager);
  const unreadBefore = unread((await bell(manager).getAttribute('aria-label')) ?? '');
  const eventsBefore = await liveEvents(manager, 'notification');
  const loads: string[] = [];
  manager.on('load', () => loads.push(manager.url()));

  const leaderContext = await browser.newContext();
  const leader = await leaderContext.newPage();
  await signIn(leader, store.leader.email, store.leader.password);
  const checklist = await todaysChecklist(leader, 'day');
  // One the browser's US English words as the British source does, so that the checklist and
  // the notification name it alike.
  const item = openTicks(checklist, 'travel-path').find((i) => !(i.text in enUsItems))!;
  await leader.goto(`/checklists/${checklist.id}`);
  await leader.getByRole('tab', { name: /Travel Path/ }).click();
  const row = leader
    .getByRole('tabpanel')
    .getByTestId('checklist-item')
    .filter({ hasText: item.text });
  await row.getByRole('button', { name: 'Fail' }).click();
  const dialog = leader.getByRole('dialog', { name: 'Issue Details' });
  await dialog.getByRole('radio', { name: /Priority A/ }).check();
  await dialog.getByLabel('Issue details').fill('Walk-in freezer at -8°C');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // The notification comes over the manager's live stream, and the bell shows it: well inside
  // the time the bell would take to poll, and without a reload.
  await expect
    .poll(() => liveEvents(manager, 'notification'), { timeout: 5_000 })
    .toBeGreaterThan(eventsBefore);
  await expect
    .poll(async () => unread((await bell(manager).getAttribute('aria-label')) ?? ''), {
      timeout: 2_000,
    })
    .toBeGreaterThan(unreadBefore);
  expect(loads).toEqual([]);

  await bell(manager).click();
  await expect(manager.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await manager
    .getByRole('link', { name: new RegExp(`Priority A failure: ${escape(item.text)}`) })
    .click();
  await expect(manager).toHaveURL(new RegExp(`/checklists/${checklist.id}$`));
  await expect(manager.getByRole('heading', { name: 'Shift Leader Checklist' })).toBeVisible();
  await expect(manager.getByText(checklist.title, { exact: true })).toBeVisible();

  await managerContext.close();
  await leaderContext.close();
});

/** The unread count a bell's label gives ("Notifications, 2 unread"; none: "Notifications"). */
const unread = (label: string) => Number(/, (\d+) unread$/.exec(label)?.[1] ?? 0);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the daily card shows Overdue for a past-due section, on a phone, in both themes', async ({
  browser,
  store,
}) => {
  const context = await browser.newContext({ ...PHONE });
  const page = await context.newPage();
  await signIn(page, store.manager.email, store.manager.password);
  const leaderContext = await browser.newContext();
  const leader = await leaderContext.newPage();
  await signIn(leader, store.leader.email, store.leader.password);
  // The store's own breakfast checklist, just started: no section is done.
  const checklist = await todaysChecklist(leader, 'breakfast');
  await leaderContext.close();
  const section = SECTIONS.find((s) => checklist.timing.sections[s].doneAt === null)!;
  const dueAt = new Date(checklist.timing.sections[section].dueAt);
  // The screen's clock 20 minutes past the due time; the server's is untouched.
  await page.clock.setFixedTime(new Date(dueAt.getTime() + 20 * 60_000 + 5_000));
  await page.goto('/');
  const card = page.getByTestId('shift-card-breakfast');
  await expect(card.getByTestId(`due-${section}`)).toHaveText('Overdue by 20 min');

  // A shift with no checklist, half an hour after it began: Not started.
  const answer = await page.request.get(`/api/stores/${checklist.storeId}/day`);
  expect(answer.ok()).toBe(true);
  const day = storeDaySchema.parse(await answer.json());
  const empty = day.timing.find((t) => !day.checklists.some((c) => c.category === t.category));
  if (empty) {
    await page.clock.setFixedTime(new Date(new Date(empty.notStartedAt).getTime() + 60_000));
    await page.reload();
    await expect(page.getByTestId(`shift-card-${empty.category}`)).toContainText('Not started');
    await page.clock.setFixedTime(new Date(dueAt.getTime() + 20 * 60_000 + 5_000));
    await page.reload();
  }
  await expect(card.getByTestId(`due-${section}`)).toHaveText('Overdue by 20 min');
  await card.scrollIntoViewIfNeeded();
  await inBothThemes(page, (scheme) =>
    page.screenshot({ path: `.tmp/due-daily-375-${scheme}.png` }),
  );
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await inBothThemes(page, (scheme) =>
    page.screenshot({ path: `.tmp/due-notifications-375-${scheme}.png`, fullPage: true }),
  );
  await context.close();
});

test('the settings ask each person only about the kinds that can reach them', async ({
  browser,
  store,
}) => {
  const settings = (page: Page) =>
    page.getByRole('region', { name: 'What reaches me' }).getByRole('combobox');
  for (const [person, kinds] of [
    [
      store.leader,
      [
        'Store feedback on my checklist',
        'A corrective action given to me',
        'My corrective action falling due',
      ],
    ],
    [
      store.manager,
      [
        'Checklist not started 30 minutes into its shift',
        'Priority A or B failure logged',
        'Priority A failure unresolved at the end of the shift',
        'Store feedback on my checklist',
        'Daily digest at 06:00',
        'A corrective action given to me',
        'My corrective action falling due',
        'Priority A or B corrective action overdue',
        'Someone locked on the store tablet after wrong PINs',
        'A webhook I made paused after 24 hours of failed deliveries',
      ],
    ],
  ] as const) {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await signIn(page, person.email, person.password);
    await page.goto('/notifications');
    await expect(page.getByRole('button', { name: 'Save preferences' })).toBeVisible();
    await expect(settings(page)).toHaveCount(kinds.length);
    for (const kind of kinds) await expect(page.getByLabel(kind)).toBeVisible();
    await context.close();
  }
});
