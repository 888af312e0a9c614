import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import Papa from 'papaparse';
import { monthReportSchema } from '#domain/reports/api';
import { SECTION_TITLES } from '#domain/sections';
import { changeItem, openTicks, todaysChecklist } from './support/checklists';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';

test.use({ viewport: { width: 1280, height: 900 } });

test('the monthly view downloads its month as a CSV with one row per checklist', async ({
  page,
  store,
}) => {
  await signIn(page, store.manager.email, store.manager.password);
  // Two checklists of today, one with an item ticked, so the file has rows to count.
  const breakfast = await todaysChecklist(page, 'breakfast');
  const item = breakfast.items[0];
  if (!item) throw new Error('the breakfast checklist has no items');
  await changeItem(page.request, breakfast.id, item.id, { type: 'complete', completed: true });
  await todaysChecklist(page, 'day');
  await page.goto('/monthly');
  await expect(page.getByRole('heading', { name: 'Monthly View', level: 1 })).toBeVisible();
  const answer = await page.request.get('/api/reports/month');
  expect(answer.ok()).toBe(true);
  const report = monthReportSchema.parse(await answer.json());
  expect(report.summary.total).toBeGreaterThan(0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^shiftcheck-store-.+-checklists\.csv$/);
  const body = readFileSync((await download.path())!, 'utf8');
  expect(body.charCodeAt(0)).toBe(0xfeff);
  const parsed = Papa.parse<string[]>(body.slice(1), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  expect(parsed.data[0]?.[0]).toBe('Store number');
  const rows = parsed.data.slice(1);
  if (report.summary.total === 0) {
    expect(rows).toEqual([['No checklists in this range.']]);
  } else {
    expect(rows).toHaveLength(report.summary.total);
  }
});

test('a checklist downloads as a PDF and prints without the sidebar, all sections shown', async ({
  page,
  store,
}, testInfo) => {
  await signIn(page, store.leader.email, store.leader.password);
  const { id } = await todaysChecklist(page, 'day');
  await page.goto(`/checklists/${id}`);
  await expect(page.getByRole('tabpanel')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  await expect(page.getByRole('complementary')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('complementary')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Download PDF' })).toBeHidden();
  await expect(page.getByRole('tablist')).toBeHidden();
  for (const title of Object.values(SECTION_TITLES)) {
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  }

  const file = testInfo.outputPath('checklist-print.pdf');
  writeFileSync(file, await page.pdf({ format: 'A4' }));
  const text = spawnSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  expect(text.error, 'pdftotext (poppler-utils) reads the printed page').toBeUndefined();
  expect(text.stdout).toContain('Shift Leader Checklist');
  for (const title of Object.values(SECTION_TITLES)) expect(text.stdout).toContain(title);
  expect(text.stdout).not.toContain('Profile Settings');
});

test('the Export screen offers both CSV kinds and the inspection pack for the last 28 days', async ({
  page,
  store,
  consoleErrors,
}, testInfo) => {
  consoleErrors.expect(
    /inspection-pack\.pdf.*(ERR_FAILED|ERR_ABORTED)|(ERR_FAILED|ERR_ABORTED).*inspection-pack/,
    'the test cancels the first inspection pack download',
  );
  await signIn(page, store.leader.email, store.leader.password);
  await page.getByRole('link', { name: 'Exports' }).click();
  await expect(page.getByRole('heading', { name: 'Exports', level: 1 })).toBeVisible();
  const checklists = page.getByRole('link', { name: 'Download checklists CSV' });
  await expect(checklists).toHaveAttribute('href', /from=\d{4}-\d\d-\d\d&to=/);
  const response = await page.request.get((await checklists.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  // While the server has not answered, the page says the pack is being built and can cancel
  // it. The answer is held until the test has cancelled, however slow the machine; routed on
  // the context, so it is held too once the service worker passes the request on.
  let answer = () => {};
  const cancelled = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.context().route('**/api/exports/inspection-pack.pdf*', async (route) => {
    await cancelled;
    await route.continue().catch(() => undefined);
  });
  await page.getByRole('button', { name: 'Download inspection pack' }).click();
  await expect(page.getByText('Building the inspection pack with the checklists…')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Inspection pack download' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('progressbar', { name: 'Inspection pack download' })).toBeHidden();
  answer();
  await page.context().unrouteAll({ behavior: 'ignoreErrors' });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download inspection pack' }).click();
  const pack = await downloading;
  expect(pack.suggestedFilename()).toMatch(/-inspection-pack\.pdf$/);
  const packFile = testInfo.outputPath('inspection-pack.pdf');
  await pack.saveAs(packFile);
  expect(readFileSync(packFile).subarray(0, 5).toString()).toBe('%PDF-');
  // A pack of a few days is tens of kilobytes: said in KB, as large as the file saved.
  const done = page.getByText(/^Inspection pack downloaded \(\d+ KB\)\.$/);
  await expect(done).toBeVisible();
  const said = Number(/\((\d+) KB\)/.exec((await done.textContent()) ?? '')?.[1]);
  expect(Math.abs(said - readFileSync(packFile).length / 1024)).toBeLessThanOrEqual(1);
  await page.getByLabel('From').fill('2020-01-01');
  await expect(
    page.getByText('An export covers at most 366 days.', { exact: false }),
  ).toBeVisible();
  await expect(checklists).toBeHidden();
});

test('the Export screen downloads the corrective actions CSV, a row per failure with its action', async ({
  page,
  store,
}) => {
  await signIn(page, store.manager.email, store.manager.password);
  const day = await todaysChecklist(page, 'day');
  const item = openTicks(day, 'travel-path')[0];
  if (!item) throw new Error('the day checklist has no travel-path item to fail');
  await changeItem(page.request, day.id, item.id, {
    type: 'fail',
    comment: 'Walk-in chiller at 9 °C',
    priority: 'B',
  });
  await page.goto('/exports');
  await expect(page.getByRole('heading', { name: 'Exports', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'One row per corrective action' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download corrective actions CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^shiftcheck-store-.+-actions\.csv$/);
  const body = readFileSync((await download.path())!, 'utf8');
  expect(body.charCodeAt(0)).toBe(0xfeff);
  const parsed = Papa.parse<string[]>(body.slice(1), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  const [header, ...rows] = parsed.data;
  const column = (name: string) => header!.indexOf(name);
  expect(header!.slice(0, 2)).toEqual(['Store number', 'Store name']);
  // The failure just logged: open, owned by whoever logged it, due in 30 minutes.
  expect(rows).toHaveLength(1);
  const [row] = rows;
  expect(row![column('Item')]).toBe(item.text);
  expect(row![column('Failure comment')]).toBe('Walk-in chiller at 9 °C');
  expect(row![column('Priority')]).toBe('B');
  expect(row![column('Status')]).toBe('Open');
  expect(row![column('Owner')]).toBe('Morgan Manager');
  expect(row![column('Overdue')]).toBe('No');
  expect(row![column('Verified by')]).toBe('');
});
