import type { Page } from '@playwright/test';
import { expectAccessible, inBothThemes } from './support/axe';
import { getChecklist, getHistory, PHONE, shownText, todaysChecklist } from './support/checklists';
import { expect, test } from './support/fixtures';
import { twelveMegapixelPhoto } from './support/photo-fixture';
import { signIn, startNightTemplate } from './support/session';

const PESTS = 'Back room tidy and pest-free — chemicals stored away from food';

let photo = '';

test.beforeAll(async () => {
  photo = await twelveMegapixelPhoto(`.tmp/e2e-fixtures-${process.pid}`);
});

/** An item's row, found by its words as the reader is shown them. */
const itemRow = (page: Page, text: string) =>
  page
    .getByTestId('checklist-item')
    .filter({ has: page.getByTestId('item-text').getByText(text, { exact: true }) });

test.describe('on a phone, each screen in both themes', () => {
  test.use({ ...PHONE, bypassCSP: true });

  test('a leader answers No to the pest check, is asked what was done and for a photo, and a later Yes resolves it', async ({
    page,
    store,
  }, testInfo) => {
    await signIn(page, store.leader.email, store.leader.password);
    const checklist = await todaysChecklist(page, 'breakfast');
    const pests = checklist.items.find((item) => item.text === PESTS);
    expect(pests).toMatchObject({ kind: 'yes-no', failsOn: 'no', photoOnFail: true });
    await page.goto(`/checklists/${checklist.id}`);
    await page.getByRole('tab', { name: /Travel Path/ }).click();

    const row = itemRow(page, shownText(PESTS));
    const answers = row.getByRole('group', { name: shownText(PESTS) });
    await expect(answers.getByRole('button')).toHaveText(['Yes', 'No']);
    await answers.getByRole('button', { name: 'No' }).click();

    // No fails the check: Issue Details shows the answer and asks what was done, and a photo.
    const dialog = page.getByRole('dialog', { name: 'Issue Details' });
    await expect(dialog.getByText('This answer fails the check')).toBeVisible();
    await expect(dialog.getByTestId('breach-answer')).toHaveText('No');
    await expect(
      dialog.getByText('A photo of the problem is needed to resolve this issue'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Save answer' }).click();
    await expect(
      dialog.getByText('This answer fails the check. Say what was done about it before saving.'),
    ).toBeVisible();
    await dialog.getByLabel('What was done').fill('Droppings by the dry store; contractor called');
    await dialog.getByRole('button', { name: 'Save answer' }).click();
    await expect(dialog.getByText('Add a photo of the problem before saving')).toBeVisible();
    await dialog.getByTestId('photo-camera-input').setInputFiles(photo);
    await expect(dialog.getByTestId('waiting-photo')).toHaveCount(1);
    await expectAccessible(page, 'Issue Details for a failing answer');
    await inBothThemes(page, (scheme) =>
      page.screenshot({ path: testInfo.outputPath(`answer-dialog-${scheme}.png`) }),
    );
    await dialog.getByRole('button', { name: 'Save answer' }).click();
    await expect(dialog).toBeHidden();

    await expect(answers.getByRole('button', { name: 'No' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(row.getByTestId('last-answer')).toContainText('which fails the check');
    await expect
      .poll(async () => {
        const saved = await getChecklist(page.request, checklist.id);
        return {
          item: saved.items.find((item) => item.id === pests?.id),
          photos: saved.photos.filter((p) => p.itemId === pests?.id).length,
        };
      })
      .toMatchObject({
        item: { failed: true, resolved: false, answerValue: 'no' },
        photos: 1,
      });

    // Put right and checked again: Yes passes, and resolves the issue with its photo there.
    await answers.getByRole('button', { name: 'Yes' }).click();
    await expect(row.getByTestId('last-answer')).toHaveText(/^Answered Yes at /);
    await expect(row.getByText('Resolved', { exact: true })).toBeVisible();
    await expect
      .poll(async () => {
        const saved = await getChecklist(page.request, checklist.id);
        return saved.items.find((item) => item.id === pests?.id);
      })
      .toMatchObject({ failed: true, resolved: true, answerValue: 'yes' });
    const history = await getHistory(page.request, checklist.id);
    expect(history.events.map((event) => event.summary)).toEqual(
      expect.arrayContaining([
        `Answered No for “${PESTS}”, which fails the check`,
        `Answered Yes for “${PESTS}”, which passes: issue resolved`,
      ]),
    );
    await expectAccessible(page, 'the checklist with answers');
    await inBothThemes(page, (scheme) =>
      row.screenshot({ path: testInfo.outputPath(`answer-row-${scheme}.png`) }),
    );
  });

  test('in Arabic, the Yes/No buttons, the failing answer and N/A read right to left', async ({
    page,
    store,
  }, testInfo) => {
    await signIn(page, store.leader.email, store.leader.password);
    const chose = await page.request.put('/api/auth/language', { data: { locale: 'ar' } });
    expect(chose.ok()).toBe(true);
    const checklist = await todaysChecklist(page, 'breakfast');
    await page.goto(`/checklists/${checklist.id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('tab').nth(1).click();
    const name = 'المخزن الخلفي مرتب وخالٍ من الآفات — المواد الكيميائية مخزنة بعيدًا عن الغذاء';
    const answers = itemRow(page, name).getByRole('group', { name });
    await expect(answers.getByRole('button')).toHaveText(['نعم', 'لا']);
    await expectAccessible(page, 'Yes/No in Arabic');
    await answers.getByRole('button', { name: 'لا' }).click();
    const dialog = page.getByRole('dialog', { name: 'تفاصيل المشكلة' });
    await expect(dialog.getByText('هذه الإجابة تُفشل التحقق', { exact: true })).toBeVisible();
    await expect(dialog.getByTestId('breach-answer')).toHaveText('لا');
    await expectAccessible(page, 'Issue Details for an answer, in Arabic');
    await inBothThemes(page, (scheme) =>
      page.screenshot({ path: testInfo.outputPath(`answer-dialog-ar-${scheme}.png`) }),
    );
  });

  test('a manager adds a choice, a text and an N/A item; the leader chooses, types and marks N/A', async ({
    page,
    store,
  }, testInfo) => {
    await startNightTemplate(page, store.manager);

    // A choice: two options to start, one more added; the damaged one fails.
    await page.getByRole('button', { name: 'Add New Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Item' });
    await dialog.getByLabel('Primary Text').fill('Condition of the chilled delivery');
    await dialog.getByLabel('Answer').selectOption({ label: 'Choice from a list' });
    await dialog.getByRole('textbox', { name: 'Option 1' }).fill('Good');
    await dialog.getByRole('textbox', { name: 'Option 2' }).fill('good');
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await expect(dialog.getByText('Each option must be different')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Option 2' }).fill('Damaged');
    await dialog.getByRole('button', { name: 'Add option' }).click();
    await dialog.getByRole('textbox', { name: 'Option 3' }).fill('Rejected');
    await dialog.getByRole('checkbox', { name: 'Fails' }).nth(1).check();
    await dialog.getByRole('checkbox', { name: 'Fails' }).nth(2).check();
    await dialog.getByLabel('May be marked N/A, with a reason').check();
    await expectAccessible(page, 'the item dialog for a choice');
    await inBothThemes(page, (scheme) =>
      dialog.screenshot({ path: testInfo.outputPath(`choice-item-dialog-${scheme}.png`) }),
    );
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Add New Item' }).click();
    await dialog.getByLabel('Primary Text').fill('Batch code of the chicken opened');
    await dialog.getByLabel('Answer').selectOption({ label: 'Text: a few words' });
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await expect(dialog).toBeHidden();

    const choiceItem = page
      .getByTestId('template-item')
      .filter({ hasText: 'Condition of the chilled delivery' });
    await expect(choiceItem.getByTestId('kind-badge')).toHaveText('Choice of 3');
    await expect(choiceItem.getByText('N/A allowed')).toBeVisible();
    await page.getByRole('button', { name: 'Create Template' }).click();
    await expect(page.getByText('Template created successfully')).toBeVisible();

    // The leader runs the night, from the template the store's new checklists now copy.
    // Off the app first, so no screen of the manager's asks anything once they are signed out.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await signIn(page, store.leader.email, store.leader.password);
    const checklist = await todaysChecklist(page, 'night');
    expect(checklist.items).toEqual([
      expect.objectContaining({
        kind: 'choice',
        naAllowed: true,
        choices: [
          { label: 'Good', fails: false },
          { label: 'Damaged', fails: true },
          { label: 'Rejected', fails: true },
        ],
      }),
      expect.objectContaining({ kind: 'text', naAllowed: false }),
    ]);
    await page.goto(`/checklists/${checklist.id}`);
    const delivery = itemRow(page, 'Condition of the chilled delivery');
    const batch = itemRow(page, 'Batch code of the chicken opened');

    // Damaged fails: asked what was done; cancelled, nothing is saved.
    await delivery.getByRole('button', { name: 'Damaged' }).click();
    const issue = page.getByRole('dialog', { name: 'Issue Details' });
    await expect(issue.getByTestId('breach-answer')).toHaveText('“Damaged”');
    await issue.getByRole('button', { name: 'Cancel' }).click();
    await expect(delivery.getByTestId('last-answer')).toHaveCount(0);

    // No delivery came tonight after all: N/A, with the reason.
    await delivery.getByRole('button', { name: 'N/A' }).click();
    const na = page.getByRole('dialog', { name: 'Not applicable' });
    await na.getByRole('button', { name: 'Mark N/A' }).click();
    await expect(na.getByText('Say why this item does not apply')).toBeVisible();
    await na.getByLabel('Why it does not apply').fill('No delivery tonight');
    await expectAccessible(page, 'the N/A dialog');
    await na.getByRole('button', { name: 'Mark N/A' }).click();
    await expect(na).toBeHidden();
    await expect(delivery.getByTestId('not-applicable')).toHaveText('N/A: No delivery tonight');

    // The batch code, typed.
    await batch.getByRole('textbox', { name: 'Batch code of the chicken opened' }).fill('L2291-B');
    await batch.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(batch.getByTestId('last-answer')).toContainText('“L2291-B”');
    await expect
      .poll(async () => (await getChecklist(page.request, checklist.id)).progress)
      .toBe(100);
    await expectAccessible(page, 'the checklist with N/A and a text');
    await inBothThemes(page, (scheme) =>
      page.screenshot({ path: testInfo.outputPath(`answers-${scheme}.png`), fullPage: true }),
    );

    // The delivery came late: N/A undone, and Good chosen.
    await delivery.getByRole('button', { name: 'Undo N/A' }).click();
    await delivery.getByRole('button', { name: 'Good' }).click();
    await expect(delivery.getByTestId('last-answer')).toContainText('“Good”');
    await expect
      .poll(async () => {
        const saved = await getChecklist(page.request, checklist.id);
        return saved.items[0];
      })
      .toMatchObject({ completed: true, naReason: null, answerValue: 'Good' });
    const history = await getHistory(page.request, checklist.id);
    expect(history.events.map((event) => event.summary)).toEqual(
      expect.arrayContaining([
        'Marked “Condition of the chilled delivery” N/A: “No delivery tonight”',
        'Cleared N/A on “Condition of the chilled delivery”',
        'Answered “Good” for “Condition of the chilled delivery”',
        'Answered “L2291-B” for “Batch code of the chicken opened”',
      ]),
    );
  });
});
