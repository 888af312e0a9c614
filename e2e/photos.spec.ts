import type { Page } from '@playwright/test';
import type { ChecklistDetail, ChecklistHistory } from '#domain/checklists/api';
import { PHOTO_MESSAGES } from '#domain/photos/messages';
import { getChecklist, getHistory, panel, saveIndicator } from './support/checklists';
import { expect, OFFLINE_ERRORS, test } from './support/fixtures';
import { twelveMegapixelPhoto } from './support/photo-fixture';
import { managerOfCompleteChecklist, storeLeaderWithChecklist } from './support/photo-store';

let fixture = '';

test.beforeAll(async () => {
  // One file per worker process: two workers writing one file would read each other's half.
  fixture = await twelveMegapixelPhoto(`.tmp/e2e-fixtures-${process.pid}`);
});

const isUpload = (url: string, method: string) => method === 'POST' && /\/photos(\?|$)/.test(url);

/** Fails the first Pre-Shift item with a comment and the fixture photo, as a leader would. */
async function failWithPhoto(page: Page, comment: string) {
  const row = panel(page).getByTestId('checklist-item').first();
  await row.getByRole('button', { name: 'Fail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue Details' });
  await dialog.getByLabel('Issue details').fill(comment);
  await dialog.getByTestId('photo-camera-input').setInputFiles(fixture);
  await expect(dialog.getByTestId('waiting-photo')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  return row;
}

test('a failed item gets a photo from the camera: resized in the browser, a thumbnail, and a full-screen viewer', async ({
  browser,
  store,
}) => {
  const { page, checklist } = await storeLeaderWithChecklist(browser, store);
  const uploads: number[] = [];
  page.on('requestfinished', (sent) => {
    if (!isUpload(sent.url(), sent.method())) return;
    // The multipart body is a Blob Playwright cannot read back; its length is in the header.
    void sent.allHeaders().then((headers) => uploads.push(Number(headers['content-length'])));
  });
  await page.goto(`/checklists/${checklist.id}`);
  await expect(saveIndicator(page)).toHaveText('All changes saved');

  const row = await failWithPhoto(page, 'Chiller door seal torn');
  const thumbnail = row.getByRole('button', { name: 'Open issue photo 1' });
  await expect(thumbnail).toBeVisible({ timeout: 15_000 });
  await expect(row.getByTestId('photo-thumbnail')).toHaveJSProperty('complete', true);
  expect(
    await row.getByTestId('photo-thumbnail').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBe(320);

  // The figure for the record: what a 12-megapixel photo costs on the wire after resizing.
  await expect.poll(() => uploads.length).toBe(1);
  console.log(`12-megapixel photo (4000 × 3000, 4.2 MB) uploaded as ${uploads[0]} bytes`);
  expect(uploads[0]).toBeLessThan(1_000_000);
  const saved = await getChecklist(page.request, checklist.id);
  expect(saved.photos).toHaveLength(1);
  expect(saved.photos[0]).toMatchObject({ kind: 'failure', width: 1600, height: 1200 });

  // A second photo from the gallery, added from Issue Details of the failed item.
  await row.locator('button[aria-haspopup="dialog"]').first().click();
  const dialog = page.getByRole('dialog', { name: 'Issue Details' });
  await expect(dialog.getByRole('button', { name: 'Open issue photo 1' })).toBeVisible();
  await dialog.getByTestId('photo-gallery-input').first().setInputFiles(fixture);
  await expect(dialog.getByTestId('waiting-photo')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(row.getByTestId('photo-thumbnail')).toHaveCount(2, { timeout: 15_000 });

  // The viewer: full screen, arrows and a swipe move between photos, Escape closes.
  await thumbnail.click();
  const viewer = page.getByTestId('photo-viewer');
  await expect(viewer.getByRole('heading')).toHaveText('Issue photos · Photo 1 of 2');
  const image = viewer.getByRole('img');
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByRole('heading')).toHaveText('Issue photos · Photo 2 of 2');
  // Photo 2 is a new image: swipe across it once it is drawn, not across a box still empty.
  await expect(image).toHaveJSProperty('complete', true);
  const box = (await image.boundingBox())!;
  expect(box.width).toBeGreaterThan(200);
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
  await page.mouse.up();
  await expect(viewer.getByRole('heading')).toHaveText('Issue photos · Photo 1 of 2');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(thumbnail).toBeFocused();
  await page.context().close();
});

test('a photo refused by photo storage set up wrong waits on the phone, and the leader is told why', async ({
  browser,
  store,
  consoleErrors,
}) => {
  consoleErrors.expect(/503/, 'photo storage answers 503 until it is set up');
  const { page, checklist } = await storeLeaderWithChecklist(browser, store);
  // The server as it answers when its S3 bucket does not exist (photos/storage-errors.ts).
  let refused = 0;
  await page.route(/\/photos(\?|$)/, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    refused += 1;
    await route.fulfill({
      status: 503,
      headers: { 'retry-after': '300' },
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'unavailable', message: PHOTO_MESSAGES.storageMisconfigured },
      }),
    });
  });
  await page.goto(`/checklists/${checklist.id}`);
  await expect(saveIndicator(page)).toHaveText('All changes saved');

  const row = await failWithPhoto(page, 'Reach-in fridge at 9 °C');
  await expect(saveIndicator(page)).toHaveText(
    `${PHOTO_MESSAGES.storageMisconfigured} (1 change kept)`,
  );
  await expect(row.getByTestId('waiting-photo')).toContainText('Waiting');
  expect(refused).toBe(1);
  await page.context().close();
});

test('a photo taken without signal waits through a reload and uploads once when the connection returns', async ({
  browser,
  store,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  consoleErrors.expect(OFFLINE_ERRORS, 'the photo is taken without signal');
  const { page, checklist } = await storeLeaderWithChecklist(browser, store);
  const answered: number[] = [];
  page.on('response', (response) => {
    if (isUpload(response.url(), response.request().method())) answered.push(response.status());
  });
  await page.goto(`/checklists/${checklist.id}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  await expect(saveIndicator(page)).toHaveText('All changes saved');

  await page.context().setOffline(true);
  const row = await failWithPhoto(page, 'Walk-in door seal torn');
  const waiting = row.getByTestId('waiting-photo');
  await expect(waiting).toContainText('Waiting');
  await expect(
    row.getByText('Photos wait here and upload when the connection is back.'),
  ).toBeVisible();

  // The failure and the photo: neither is saved yet, and the indicator says so.
  const unsaved = 'Waiting for connection — 2 changes will be saved when you reconnect';
  await expect(saveIndicator(page)).toHaveText(unsaved);

  // Reloaded without signal: the photo is read back from IndexedDB and still waits.
  await page.reload();
  await expect(row.getByText('Walk-in door seal torn')).toBeVisible();
  await expect(waiting).toContainText('Waiting');
  await expect(saveIndicator(page)).toHaveText(unsaved);
  expect(await waiting.locator('img').evaluate((img: HTMLImageElement) => img.src)).toMatch(
    /^blob:/,
  );

  await page.context().setOffline(false);
  await expect(row.getByTestId('photo-thumbnail')).toHaveCount(1, { timeout: 30_000 });
  await expect(waiting).toHaveCount(0);
  await expect(saveIndicator(page)).toHaveText('All changes saved');

  const saved: ChecklistDetail = await getChecklist(page.request, checklist.id);
  expect(saved.photos).toHaveLength(1);
  expect(saved.items.find((item) => item.id === saved.photos[0]?.itemId)).toMatchObject({
    failed: true,
    failureComment: 'Walk-in door seal torn',
  });
  expect(answered).toEqual([201]);
  const history: ChecklistHistory = await getHistory(page.request, checklist.id);
  expect(history.events.filter((event) => event.action === 'photo-added')).toHaveLength(1);
  await page.context().close();
});

test('a manager adds a photo to new store feedback, and its author adds and removes one later', async ({
  browser,
  store,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  consoleErrors.expect(
    /status of 404 .*\/photos\/[\w-]+\/thumbnail\)$/,
    'a checklist read just before the removal landed can show the removed photo for a moment, and its thumbnail is gone',
  );
  const { page: leader, checklist } = await storeLeaderWithChecklist(browser, store);
  const page = await managerOfCompleteChecklist(browser, store, leader, checklist);
  await page.goto(`/checklists/${checklist.id}`);
  const card = page.getByTestId('store-feedback');
  await card.getByLabel('Store feedback').fill('Spotless front counter');
  await card.getByTestId('photo-gallery-input').setInputFiles(fixture);
  await expect(card.getByTestId('waiting-photo')).toHaveCount(1);
  await card.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(card.getByText('Spotless front counter')).toBeVisible();
  await expect(card.getByTestId('photo-thumbnail')).toHaveCount(1, { timeout: 15_000 });

  // Later, from the saved feedback: one more, then the first one removed.
  await card.getByTestId('photo-camera-input').setInputFiles(fixture);
  await expect(card.getByTestId('photo-thumbnail')).toHaveCount(2, { timeout: 15_000 });
  // The removal shows at once; the viewer is opened once it has also landed.
  const removed = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && response.url().includes('/photos/'),
  );
  await card.getByRole('button', { name: 'Remove feedback photo 1' }).click();
  await expect(card.getByTestId('photo-thumbnail')).toHaveCount(1, { timeout: 15_000 });
  await removed;
  await card.getByRole('button', { name: 'Open feedback photo 1' }).click();
  await expect(page.getByTestId('photo-viewer').getByRole('heading')).toHaveText(
    'Feedback photos · Photo 1 of 1',
  );

  // The leader sees the photo, but cannot change it.
  await leader.goto(`/checklists/${checklist.id}`);
  const seen = leader.getByTestId('store-feedback');
  await expect(seen.getByTestId('photo-thumbnail')).toHaveCount(1);
  await expect(seen.getByRole('button', { name: /Remove/ })).toHaveCount(0);
  await expect(seen.getByRole('button', { name: /Take photo/ })).toHaveCount(0);
  const history = await getHistory(page.request, checklist.id);
  expect(history.events.map((event) => event.summary)).toEqual(
    expect.arrayContaining([
      'Added a photo to the store feedback',
      'Removed a photo from the store feedback',
    ]),
  );
  await page.context().close();
  await leader.context().close();
});
