import { DEFAULT_TRANSLATIONS } from '#domain/templates/default/translations';
import type { Page } from '@playwright/test';
import {
  ISSUE_COMMENT_REQUIRED,
  ISSUE_COMMENT_REQUIRED_TO_RESOLVE,
} from '#domain/checklists/messages';
import { formatFeedbackTime } from '#domain/dates/format';
import {
  changeItem,
  doItem,
  getChecklist,
  panel,
  phonePage,
  saveIndicator,
  todaysChecklist,
} from './support/checklists';
import { expect, OFFLINE_ERRORS, test } from './support/fixtures';

const SAVED = 'All changes saved';
const WAITING = 'Waiting for connection — 1 change will be saved when you reconnect';

const status = (page: Page) => page.getByTestId('checklist-status');
const ring = (page: Page) => page.getByRole('progressbar', { name: 'Checklist progress' });

test('a leader works through a breakfast checklist on a phone; a manager leaves feedback; another store sees nothing', async ({
  browser,
  store,
  otherStore,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  consoleErrors.expect(
    /status of 404 .*\/api\/checklists\/[\w-]+\)$/,
    'a leader of another store opens the checklist',
  );
  const leader = await phonePage(browser, store.leader);

  // Today's list offers Create for a shift without a checklist.
  await leader.getByRole('button', { name: 'Create Breakfast Shift checklist' }).click();
  await expect(leader).toHaveURL(/\/checklists\/[^/]+$/);
  const checklistId = leader.url().split('/').pop() ?? '';
  const created = await getChecklist(leader.request, checklistId);

  await expect(leader.getByRole('heading', { name: 'Shift Leader Checklist' })).toBeVisible();
  await expect(leader).toHaveTitle(`${created.title} | ShiftCheck`);
  await expect(leader.getByText('Breakfast Shift', { exact: true })).toBeVisible();
  await expect(leader.getByRole('main').getByText(store.leader.displayName)).toBeVisible();
  await expect(status(leader)).toHaveText('In progress');
  await expect(ring(leader)).toHaveAttribute('data-tone', 'grey');
  await expect(leader.getByRole('tab')).toHaveText([/Pre-Shift/, /Travel Path/, /Post-Shift/]);

  // By keyboard: one tab in the Tab order, arrows move along the tabs, Enter shows one.
  const tab = (name: RegExp) => leader.getByRole('tab', { name });
  await expect(tab(/Pre-Shift/)).toHaveAttribute('tabindex', '0');
  await expect(tab(/Travel Path/)).toHaveAttribute('tabindex', '-1');
  await tab(/Pre-Shift/).focus();
  await leader.keyboard.press('ArrowLeft');
  await expect(tab(/Post-Shift/)).toBeFocused();
  await expect(tab(/Pre-Shift/)).toHaveAttribute('aria-selected', 'true');
  await leader.keyboard.press('Enter');
  await expect(tab(/Post-Shift/)).toHaveAttribute('aria-selected', 'true');
  await expect(panel(leader)).toHaveAccessibleName(/Post-Shift/);
  await expect(
    panel(leader).getByRole('heading', { name: 'Handover & Post Shift Reflection' }),
  ).toBeVisible();
  await leader.keyboard.press('Home');
  await expect(tab(/Pre-Shift/)).toBeFocused();
  await leader.keyboard.press('ArrowRight');
  await expect(tab(/Travel Path/)).toBeFocused();
  await leader.keyboard.press('ArrowLeft');
  await leader.keyboard.press('Space');
  await expect(tab(/Pre-Shift/)).toHaveAttribute('aria-selected', 'true');
  await expect(tab(/Pre-Shift/)).toHaveAttribute('tabindex', '0');

  // Pre-shift: area leaders and a target save themselves, without a Save button.
  await expect(panel(leader).getByRole('heading', { name: 'Pre-Shift Planning' })).toBeVisible();
  await leader.getByLabel('Service area leader').fill('Alex Service');
  await leader.getByLabel('Production area leader').fill('Jo Production');
  await expect(leader.getByTestId('shift-target')).toHaveCount(4);
  await leader.getByLabel('Target 1', { exact: true }).fill('Drive-thru under 90 seconds');
  await expect(saveIndicator(leader)).toHaveText(SAVED);

  // Tick, reopen, tick again.
  const firstPreShift = panel(leader).getByRole('checkbox').first();
  await firstPreShift.click();
  await expect(firstPreShift).toHaveAttribute('aria-checked', 'true');
  await expect(ring(leader)).toHaveAttribute('data-tone', 'amber');
  await firstPreShift.click();
  await expect(firstPreShift).toHaveAttribute('aria-checked', 'false');
  await firstPreShift.press('Space');
  await expect(firstPreShift).toHaveAttribute('aria-checked', 'true');

  // Travel path: tick one, fail another.
  await leader.getByRole('tab', { name: /Travel Path/ }).click();
  await expect(panel(leader).getByRole('heading', { name: 'Travel Path' })).toBeVisible();
  await panel(leader).getByRole('checkbox').first().click();
  await expect(panel(leader).getByRole('checkbox').first()).toHaveAttribute('aria-checked', 'true');
  const failedRow = panel(leader).getByTestId('checklist-item').nth(1);
  const failedText = (await failedRow.getByTestId('item-text').textContent())?.trim() ?? '';
  await failedRow.getByRole('button', { name: 'Fail' }).click();

  const dialog = leader.getByRole('dialog', { name: 'Issue Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Priority C/ })).toBeChecked();
  await expect(dialog.getByRole('radio')).toHaveCount(4);
  await expect(dialog.getByText('Food safety or health and safety')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(ISSUE_COMMENT_REQUIRED);
  await dialog.getByLabel('Issue details').fill('   ');
  await expect(dialog.getByRole('alert')).toBeHidden();
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(ISSUE_COMMENT_REQUIRED_TO_RESOLVE);
  await dialog.getByLabel('Issue details').fill('Bin lid broken');
  await expect(dialog.getByRole('alert')).toBeHidden();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await expect(failedRow.getByText('Priority C')).toBeVisible();
  await expect(failedRow.getByText('Open issue', { exact: true })).toBeVisible();
  await expect(failedRow.getByText('Bin lid broken')).toBeVisible();
  await expect(status(leader)).toHaveText('1 issue(s)');
  await expect(saveIndicator(leader)).toHaveText(SAVED);

  // Clicking the failed item opens it to resolve; Escape closes without a change.
  await failedRow.getByRole('button', { name: failedText }).click();
  await expect(dialog).toBeVisible();
  await leader.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await failedRow.getByRole('button', { name: failedText }).click();
  await expect(dialog.getByLabel('Issue details')).toHaveValue('Bin lid broken');
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(dialog).toBeHidden();
  await expect(failedRow.getByText('Resolved', { exact: true })).toBeVisible();
  await expect(status(leader)).toHaveText('In progress');

  // Post-shift, chosen from deep in the travel path: the section starts 100 px from the top.
  await leader.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await leader.getByRole('tab', { name: /Post-Shift/ }).click();
  const postHeading = panel(leader).getByRole('heading', {
    name: 'Handover & Post Shift Reflection',
  });
  await expect(postHeading).toBeVisible();
  await expect
    .poll(() => postHeading.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBe(100);
  await panel(leader).getByRole('checkbox').first().click();
  const result = leader.getByTestId('shift-result');
  await expect(result).toHaveCount(1);
  await expect(result).toContainText('Drive-thru under 90 seconds');
  await expect(result.getByRole('button', { name: 'Not Achieved' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await result.getByRole('button', { name: 'Achieved', exact: true }).click();
  await result.getByLabel('Comment for Target 1').fill('Averaged 84 seconds');
  await leader.getByLabel('Post-Shift Analysis').fill('Smooth shift; bin lid reported.');
  await expect(saveIndicator(leader)).toHaveText(SAVED);

  const saved = await getChecklist(leader.request, checklistId);
  expect(saved.serviceAreaLeader).toBe('Alex Service');
  expect(saved.productionAreaLeader).toBe('Jo Production');
  expect(saved.postShiftAnalysis).toBe('Smooth shift; bin lid reported.');
  expect(saved.shiftTargets[0]).toMatchObject({
    text: 'Drive-thru under 90 seconds',
    achieved: true,
    comment: 'Averaged 84 seconds',
  });
  // The row showed the item in the browser's US English, where that words it differently.
  const usText = (english: string) => DEFAULT_TRANSLATIONS['en-US'][english] ?? english;
  const failed = saved.items.find((item) => usText(item.text) === failedText);
  expect(failed).toMatchObject({ failed: true, resolved: true, failurePriority: 'C' });
  for (const section of ['pre-shift', 'travel-path', 'post-shift'] as const) {
    expect(saved.sectionCounts[section].done).toBeGreaterThan(0);
  }
  await expect(leader.getByText('Service area leader:')).toBeVisible();
  await expect(leader.getByTestId('store-feedback')).toBeHidden();

  // The remaining dozens of ticks go through the API; the UI flow above covered every state.
  for (const item of saved.items.filter((i) => !i.completed && !i.failed)) {
    await doItem(leader.request, saved, item);
  }
  await leader.reload();
  await expect(status(leader)).toHaveText('Completed');
  await expect(ring(leader)).toHaveAttribute('data-tone', 'green');
  await expect(ring(leader)).toHaveAttribute('aria-valuenow', '100');
  await expect(leader.getByTestId('store-feedback')).toContainText('No store feedback yet.');
  await leader.context().close();

  // The store manager reads it (no ticking) and leaves feedback.
  const manager = await phonePage(browser, store.manager);
  await manager.goto(`/checklists/${checklistId}`);
  await expect(status(manager)).toHaveText('Completed');
  await expect(manager.getByRole('checkbox')).toHaveCount(0);
  const feedbackCard = manager.getByTestId('store-feedback');
  const submit = feedbackCard.getByRole('button', { name: 'Submit Feedback' });
  await expect(submit).toBeDisabled();
  await feedbackCard.getByLabel('Store feedback').fill('   ');
  await expect(submit).toBeDisabled();
  await feedbackCard.getByLabel('Store feedback').fill('  Great handover, thank you.  ');
  await submit.click();
  await expect(feedbackCard).toContainText('Great handover, thank you.');
  await expect(saveIndicator(manager)).toHaveText(SAVED);
  const withFeedback = await getChecklist(manager.request, checklistId);
  expect(withFeedback.feedback?.text).toBe('Great handover, thank you.');
  const when = formatFeedbackTime(
    withFeedback.feedback?.timestamp ?? '',
    withFeedback.storeTimezone,
  );
  await expect(feedbackCard).toContainText(`${store.manager.displayName} · ${when}`);
  await expect(feedbackCard.getByRole('button', { name: 'Edit' })).toBeVisible();
  await manager.context().close();

  // A leader of another store gets nothing: no title, no items, no names.
  const outsider = await phonePage(browser, otherStore.leader);
  await outsider.goto(`/checklists/${checklistId}`);
  await expect(outsider.getByRole('heading', { name: 'Checklist not found' })).toBeVisible();
  await expect(outsider.getByText('Shift Leader Checklist')).toHaveCount(0);
  await expect(outsider.getByText(failedText)).toHaveCount(0);
  await expect(outsider.getByText('Alex Service')).toHaveCount(0);
  await outsider.context().close();
});

test('a tick made without a connection waits, then saves on reconnect', async ({
  browser,
  store,
  consoleErrors,
}) => {
  consoleErrors.expect(OFFLINE_ERRORS, 'the tick is made without a connection');
  const page = await phonePage(browser, store.leader);
  const checklist = await todaysChecklist(page, 'night');
  await page.goto(`/checklists/${checklist.id}`);
  await expect(saveIndicator(page)).toHaveText(SAVED);

  await page.context().setOffline(true);
  const item = panel(page).getByRole('checkbox').first();
  await item.click();
  await expect(item).toHaveAttribute('aria-checked', 'true');
  await expect(saveIndicator(page)).toHaveText(WAITING);
  await expect(page.getByRole('button', { name: 'Add target' })).toBeDisabled();
  await expect(page.getByText('Adding or deleting a target needs a connection.')).toBeVisible();

  // Logging out now would strand the waiting change: it asks first.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  const warning = page.getByRole('dialog', { name: 'Changes not saved yet' });
  await expect(warning).toContainText('1 change is still waiting for a connection');
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();
  await page.keyboard.press('Escape');

  await page.context().setOffline(false);
  await expect(saveIndicator(page)).toHaveText(SAVED, { timeout: 15_000 });
  await expect(item).toHaveAttribute('aria-checked', 'true');
  const saved = await getChecklist(page.request, checklist.id);
  const first = saved.items
    .filter((i) => i.section === 'pre-shift')
    .sort((a, b) => a.position - b.position)[0];
  expect(first?.completed).toBe(true);
  await page.context().close();
});

test('a target nobody marked Achieved counts as not met on the daily card, in the dark on a phone', async ({
  browser,
  store,
}) => {
  const leader = await phonePage(browser, store.leader);
  await leader.emulateMedia({ colorScheme: 'dark' });
  await leader.getByRole('button', { name: 'Create Day Shift checklist' }).click();
  await expect(leader).toHaveURL(/\/checklists\/[^/]+$/);
  await leader.getByLabel('Target 1', { exact: true }).fill('Upsell apple pies');
  await leader.getByLabel('Target 2', { exact: true }).fill('Drive-thru under 90 seconds');
  await leader.getByRole('tab', { name: /Post-Shift/ }).click();
  const results = leader.getByTestId('shift-result');
  await expect(results).toHaveCount(2);
  // Target 1: only a comment, its result left as it shows (Not Achieved). Target 2: Achieved.
  await expect(results.nth(0).getByRole('button', { name: 'Not Achieved' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await results.nth(0).getByLabel('Comment for Target 1').fill('Oven down at noon');
  await results.nth(1).getByRole('button', { name: 'Achieved', exact: true }).click();
  await expect(saveIndicator(leader)).toHaveText(SAVED);

  await leader.goto('/');
  const card = leader.getByRole('region', { name: /Day Shift/ });
  await expect(card.getByText('1/2 met')).toBeVisible();
  await expect(card.getByText('1 not met')).toBeVisible();
});

test('a checklist completed with a failure still open says both, on its card and its screen', async ({
  browser,
  store,
}) => {
  const leader = await phonePage(browser, store.leader);
  const checklist = await todaysChecklist(leader, 'night');
  const [failed, ...rest] = checklist.items;
  await changeItem(leader.request, checklist.id, failed!.id, {
    type: 'fail',
    comment: 'Ice machine drain blocked',
  });
  for (const item of rest) await doItem(leader.request, checklist, item);
  await leader.goto('/');
  const card = leader.getByRole('region', { name: /Night Shift/ });
  await expect(card.getByTestId('shift-status')).toHaveText('Completed');
  await expect(card.getByTestId('shift-open-issues')).toHaveText('1 open');
  await card.getByRole('link', { name: /View Details/ }).click();
  await expect(status(leader)).toHaveText('Completed');
  await expect(leader.getByTestId('checklist-open-issues')).toHaveText('1 open');
});
