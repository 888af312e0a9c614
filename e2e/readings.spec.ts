import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expectAccessible, inBothThemes } from './support/axe';
import { recordsSchema } from '#domain/records/api';
import {
  getChecklist,
  PHONE,
  phonePage,
  saveIndicator,
  shownText,
  todaysChecklist,
  underServiceWorker,
} from './support/checklists';
import { expect, OFFLINE_ERRORS, test } from './support/fixtures';
import { FRIDGE, fridgeRow, openAtTheFridge } from './support/readings';
import { signIn, startNightTemplate } from './support/session';

test.describe('on a phone, each screen in both themes', () => {
  test.use({ ...PHONE, bypassCSP: true });

  test('a leader reads 8.2 °C in the walk-in fridge, says what was done, and a re-check of 4.1 °C resolves it', async ({
    page,
    store,
  }, testInfo) => {
    await signIn(page, store.leader.email, store.leader.password);
    const { checklist, fridge, name, row } = await openAtTheFridge(page);
    const box = row.getByRole('textbox', { name });
    await expect(row).toContainText('Limit \u2066≤ 5 °C\u2069');
    // The phone opens its number pad for it.
    await expect(box).toHaveAttribute('inputmode', 'decimal');
    await box.fill('8.2');
    await row.getByRole('button', { name: 'Save', exact: true }).click();

    // Outside the limit: Issue Details asks what was done before anything is saved.
    const dialog = page.getByRole('dialog', { name: 'Issue Details' });
    await expect(dialog.getByText('This reading is outside its limit')).toBeVisible();
    await expect(dialog.getByTestId('breach-reading')).toHaveText('8.2 °C');
    await expect(dialog.getByTestId('breach-limit')).toHaveText('≤ 5 °C');
    await dialog.getByRole('button', { name: 'Save reading' }).click();
    await expect(
      dialog.getByText(
        'This reading is outside its limit. Say what was done about it before saving.',
      ),
    ).toBeVisible();
    await expectAccessible(page, 'the reading outside its limit');
    await inBothThemes(page, (scheme) =>
      page.screenshot({ path: testInfo.outputPath(`reading-dialog-${scheme}.png`) }),
    );
    await dialog.getByLabel('What was done').fill('Stock moved to the reach-in; engineer called');
    await dialog.getByRole('button', { name: 'Save reading' }).click();
    await expect(dialog).toBeHidden();

    await expect(row.getByTestId('last-reading')).toContainText('8.2 °C');
    await expect(row.getByTestId('last-reading')).toContainText('outside the limit');
    await expect(row).toContainText('Stock moved to the reach-in; engineer called');
    await expect
      .poll(async () => {
        const saved = await getChecklist(page.request, checklist.id);
        return saved.items.find((item) => item.id === fridge.id);
      })
      .toMatchObject({ failed: true, resolved: false, answerValue: '8.2', answerUnit: 'C' });

    // The re-check, inside the limit, resolves the issue and keeps what was done.
    await box.fill('4,1');
    await row.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(row.getByTestId('last-reading')).toContainText('4.1 °C');
    await expect(row.getByTestId('last-reading')).not.toContainText('outside');
    await expect(row.getByText('Resolved', { exact: true })).toBeVisible();
    await expect
      .poll(async () => {
        const saved = await getChecklist(page.request, checklist.id);
        return saved.items.find((item) => item.id === fridge.id);
      })
      .toMatchObject({
        failed: true,
        resolved: true,
        answerValue: '4.1',
        failureComment: 'Stock moved to the reach-in; engineer called',
      });
    await expectAccessible(page, 'the checklist with a reading');
    await inBothThemes(page, (scheme) =>
      row.screenshot({ path: testInfo.outputPath(`reading-row-${scheme}.png`) }),
    );

    // A typing slip is caught on the phone, with the rule's words.
    await box.fill('abc');
    await row.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(row.getByText('Enter the reading as a number, such as 4.5')).toBeVisible();

    // The manager reads the day's log, signs it, and takes it away as a PDF.
    const manager = await page
      .context()
      .browser()!
      .newPage({ ...PHONE, bypassCSP: true });
    await signIn(manager, store.manager.email, store.manager.password);
    // From the daily view, where the day says it is not signed off yet.
    const note = manager.getByTestId('day-records-note');
    await expect(note).toContainText("Day's records not signed off yet");
    await note.getByRole('link', { name: 'Temperature log' }).click();
    await expect(
      manager.getByRole('heading', { name: 'Temperature log & sign-off', level: 1 }),
    ).toBeVisible();
    const logged = manager.getByTestId('log-reading');
    await expect(logged).toHaveCount(2);
    await expect(logged.first()).toContainText('8.2 °C');
    await expect(logged.first()).toContainText('Outside limit');
    await expect(logged.first()).toContainText(
      'Done: Stock moved to the reach-in; engineer called',
    );
    await expect(logged.nth(1)).toContainText('4.1 °C');
    await expect(logged.nth(1)).toContainText('Within limit');
    await expect(manager.getByTestId('records-summary')).toHaveText(
      '2 readings, 1 outside its limit',
    );
    const today = manager.getByTestId('day-sign-off').first();
    await expect(today).toContainText('Not signed off');
    await today.getByRole('button', { name: 'Sign off the day' }).click();
    await today.getByLabel('Note (optional)').fill('Chiller engineer booked for Monday');
    await expectAccessible(manager, 'the temperature log, signing');
    await today.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(today).toContainText('Signed off by Morgan Manager');
    await expect(today).toContainText('Chiller engineer booked for Monday');
    await inBothThemes(manager, (scheme) =>
      manager.screenshot({ path: testInfo.outputPath(`records-${scheme}.png`), fullPage: true }),
    );

    const pdf = await manager.request.get(
      (await manager.getByRole('link', { name: 'Download PDF' }).getAttribute('href'))!,
    );
    expect(pdf.ok(), await pdf.text()).toBe(true);
    const file = testInfo.outputPath('temperature-log.pdf');
    writeFileSync(file, await pdf.body());
    const text = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text.error, 'pdftotext (poppler-utils) reads the log').toBeUndefined();
    expect(text.stdout).toContain('8.2 °C');
    expect(text.stdout).toContain('4.1 °C');
    expect(text.stdout).toContain('Stock moved to the reach-in; engineer called');
    expect(text.stdout).toContain('Morgan Manager');
    expect(text.stdout).toContain('Chiller engineer booked for Monday');
    await manager.close();
  });

  test('a manager makes a template item a reading with its limit; the checklist takes a number for it', async ({
    page,
    store,
  }, testInfo) => {
    await startNightTemplate(page, store.manager);

    await page.getByRole('button', { name: 'Add New Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Item' });
    await dialog.getByLabel('Primary Text').fill('Reach-in fridge by the grill');
    await dialog
      .getByLabel('Section', { exact: true })
      .selectOption({ label: 'Pre-Shift Planning' });
    await dialog.getByLabel('Answer').selectOption({ label: 'Reading: a number with limits' });
    // The browser reads US English: limits are typed in °F unless the editor says otherwise.
    await expect(dialog.getByLabel('Measures')).toHaveValue('F');
    await dialog.getByLabel('Measures').selectOption({ label: 'Temperature in °C' });
    await dialog.getByLabel('Minimum').fill('8');
    await dialog.getByLabel('Maximum').fill('5');
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await expect(dialog.getByText('The minimum must not be above the maximum')).toBeVisible();
    await expectAccessible(page, 'the item dialog for a reading');
    await inBothThemes(page, (scheme) =>
      dialog
        .getByRole('group')
        .filter({ has: page.getByLabel('Answer') })
        .screenshot({ path: testInfo.outputPath(`reading-item-dialog-${scheme}.png`) }),
    );
    await dialog.getByLabel('Minimum').fill('');
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await expect(dialog).toBeHidden();

    const item = page.getByTestId('template-item').filter({ hasText: 'Reach-in fridge' });
    // Shown in the editor's unit, °F: 5 °C is 41 °F.
    await expect(item.getByTestId('kind-badge')).toHaveText('Reading \u2066≤ 41 °F\u2069');
    await page.getByRole('button', { name: 'Create Template' }).click();
    await expect(page.getByText('Template created successfully')).toBeVisible();

    const checklist = await todaysChecklist(page, 'night');
    expect(checklist.items).toEqual([
      expect.objectContaining({
        text: 'Reach-in fridge by the grill',
        kind: 'reading',
        measure: { quantity: 'temperature', unit: null, min: null, max: 5 },
      }),
    ]);
  });

  test('in Arabic, the reading box, its limit and Issue Details read right to left', async ({
    page,
    store,
  }, testInfo) => {
    await signIn(page, store.leader.email, store.leader.password);
    const chose = await page.request.put('/api/auth/language', { data: { locale: 'ar' } });
    expect(chose.ok()).toBe(true);
    const checklist = await todaysChecklist(page, 'breakfast');
    await page.goto(`/checklists/${checklist.id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const name = 'درجة حرارة غرفة التبريد';
    const row = fridgeRow(page, name);
    await expect(row).toContainText('الحد');
    await row.getByRole('textbox', { name }).fill('٨٫٢');
    await row.getByRole('button', { name: 'حفظ', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('breach-limit')).toContainText('°C');
    await expectAccessible(page, 'Issue Details for a reading, in Arabic');
    await inBothThemes(page, (scheme) =>
      page.screenshot({ path: testInfo.outputPath(`reading-dialog-ar-${scheme}.png`) }),
    );
  });
});

test('a reading taken without signal waits, is sent once, and the manager watching the checklist sees it live', async ({
  browser,
  store,
  consoleErrors,
}) => {
  consoleErrors.expect(OFFLINE_ERRORS, 'the reading is taken without signal');
  const leader = await phonePage(browser, store.leader);
  const checklist = await todaysChecklist(leader, 'breakfast');
  const fridge = checklist.items.find((item) => item.text === FRIDGE)!;
  await leader.goto(`/checklists/${checklist.id}`);
  await underServiceWorker(leader);
  await expect(saveIndicator(leader)).toHaveText('All changes saved');

  const manager = await phonePage(browser, store.manager);
  await manager.goto(`/checklists/${checklist.id}`);
  // The manager does not run the checklist: the row shows its limit and last reading only.
  const watched = manager
    .getByTestId('checklist-item')
    .filter({ has: manager.getByText(shownText(FRIDGE), { exact: true }) });
  await expect(watched).toBeVisible();
  await expect(watched.getByTestId('last-reading')).toHaveCount(0);

  // In the walk-in: no signal.
  await leader.context().setOffline(true);
  const row = fridgeRow(leader, shownText(FRIDGE));
  await row.getByRole('textbox').fill('3.5');
  await row.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(row.getByTestId('last-reading')).toContainText('3.5 °C');
  await expect(saveIndicator(leader)).toHaveText(
    'Waiting for connection — 1 change will be saved when you reconnect',
  );
  await leader.reload();
  await expect(fridgeRow(leader, shownText(FRIDGE)).getByTestId('last-reading')).toContainText(
    '3.5 °C',
  );

  await leader.context().setOffline(false);
  await expect(saveIndicator(leader)).toHaveText('All changes saved');
  // The manager's screen shows it without a reload.
  await expect(watched.getByTestId('last-reading')).toContainText('3.5 °C');
  const saved = await getChecklist(manager.request, checklist.id);
  expect(saved.items.find((item) => item.id === fridge.id)).toMatchObject({
    completed: true,
    answerValue: '3.5',
  });
  const log = await manager.request.get(`/api/stores/${store.id}/records`);
  const readings = recordsSchema.parse(await log.json()).readings;
  expect(readings.filter((reading) => reading.itemId === fridge.id)).toHaveLength(1);
  await leader.context().close();
  await manager.context().close();
});
