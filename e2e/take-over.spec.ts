import { UPDATE_NOT_ALLOWED } from '#domain/checklists/messages';
import { userSavedSchema } from '#domain/users/schemas';
import { PHONE, todaysChecklist } from './support/checklists';
import { expect, test } from './support/fixtures';
import { signIn, signOut } from './support/session';

test.use(PHONE);

test('the next leader takes over a checklist its leader left mid-shift; the header and History say so', async ({
  page,
  adminApi,
  store,
}) => {
  // A second leader of the store, for the evening.
  const alex = {
    email: `alex.${store.storeNumber}@e2e.test`,
    password: 'evening-lead-pass-1',
    displayName: 'Alex Lead',
  };
  const created = await adminApi.post('/api/users', {
    data: {
      ...alex,
      confirmPassword: alex.password,
      role: 'shift-leader',
      storeId: store.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  userSavedSchema.parse(await created.json());

  // Sam starts the day shift's checklist and goes home.
  await signIn(page, store.leader.email, store.leader.password);
  const checklist = await todaysChecklist(page, 'day');
  await signOut(page);

  await signIn(page, alex.email, alex.password);
  await page.goto(`/checklists/${checklist.id}`);
  await expect(page.getByText('Sam Leader is running this checklist.')).toBeVisible();
  const boxes = page.getByRole('tabpanel').getByRole('checkbox');
  await expect(boxes).toHaveCount(0);
  await page.getByRole('button', { name: 'Take over checklist' }).click();
  await page
    .getByRole('group', { name: 'Take over this checklist?' })
    .getByRole('button', { name: 'Yes' })
    .click();

  await expect(page.getByText('Taken over by:')).toBeVisible();
  await expect(page.getByText(/^Alex Lead, /)).toBeVisible();
  await expect(page.getByText('Sam Leader is running this checklist.')).toHaveCount(0);
  await boxes.first().click();
  await expect(boxes.first()).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('save-indicator')).toHaveText('All changes saved');

  await page.getByRole('button', { name: 'History' }).click();
  const changes = page.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem');
  await expect(
    changes.filter({ hasText: 'Took over the checklist from Sam Leader' }),
  ).toContainText('Alex Lead');

  // Sam, back on a phone, can look but no longer change it.
  await signOut(page);
  await signIn(page, store.leader.email, store.leader.password);
  const tick = await page.request.patch(
    `/api/checklists/${checklist.id}/items/${checklist.items[1]!.id}`,
    { data: { type: 'complete', completed: true } },
  );
  expect(tick.status()).toBe(403);
  expect((await tick.json()).error.message).toBe(UPDATE_NOT_ALLOWED);
  await page.goto(`/checklists/${checklist.id}`);
  await expect(page.getByText('Alex Lead is running this checklist.')).toBeVisible();
});
