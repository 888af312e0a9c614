// Admin → Integrations → Webhooks, clicked through on a phone: a super admin adds a webhook for
// one store pointing at a receiver this test runs, sees its signing secret once, sends a test
// (delivered, its signature checked with the Standard Webhooks library), makes the receiver fail
// and sends it again (waiting to retry), pauses and resumes it, rotates its secret (both secrets
// sign meanwhile), resends what was sent since an hour ago, and deletes it. Each screen passes
// axe at 375 px in both themes, and the webhook's page in Arabic.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { webhookWithSecretSchema } from '#domain/integrations/webhooks';
import { ADMIN } from './support/accounts';
import { checkScreen } from './support/axe';
import { PHONE } from './support/checklists';
import { expect, test } from './support/fixtures';
import { arabicSuperAdmin, signIn } from './support/session';
import { smallTouchTargets } from './support/touch-targets';

interface Received {
  headers: Record<string, string>;
  body: string;
}

const flat = (headers: IncomingHttpHeaders): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : (value ?? ''),
    ]),
  );

/** A receiver on this machine: it keeps every request and answers with `status`. */
async function receiver() {
  const received: Received[] = [];
  const state = { status: 200 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: flat(request.headers), body: Buffer.concat(chunks).toString() });
      response.statusCode = state.status;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}/hook`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The requests of one event type the receiver got. */
const ofType = (received: Received[], type: string) =>
  received.filter((one) => {
    const body: unknown = JSON.parse(one.body);
    return typeof body === 'object' && body !== null && 'type' in body && body.type === type;
  });

test('a super admin adds a webhook for a store, tests it, pauses it, rotates its secret and deletes it', async ({
  browser,
  store,
  adminApi,
}, testInfo) => {
  test.setTimeout(180_000);
  const hook = await receiver();
  const context = await browser.newContext({ ...PHONE, bypassCSP: true });
  const admin = await context.newPage();
  await signIn(admin, ADMIN.email, ADMIN.password);
  await admin.getByRole('button', { name: 'Open menu' }).click();
  await admin.getByRole('link', { name: 'Integrations' }).click();
  await expect(admin.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
  const webhooks = admin.getByRole('region', { name: 'Webhooks' });
  await expect(webhooks.getByText('Standard Webhooks')).toBeVisible();
  await checkScreen(admin, testInfo, 'integrations with webhooks');

  // Nothing chosen, then an address that is no address: the form says so, and nothing is made.
  await webhooks.getByRole('button', { name: 'Add webhook' }).click();
  await expect(webhooks.getByText('Give the webhook a name.')).toBeVisible();
  await expect(webhooks.getByText('Enter the address to send events to.')).toBeVisible();
  await expect(webhooks.getByText('Choose at least one event.')).toBeVisible();
  const wrong = `Wrong ${store.storeNumber}`;
  await webhooks.getByLabel('Name').fill(wrong);
  await webhooks.getByLabel('Address (URL)').fill('not a url');
  await webhooks.getByLabel('A failure is logged').check();
  await webhooks.getByRole('button', { name: 'Add webhook' }).click();
  await expect(
    webhooks.getByText('Enter a full web address, such as https://example.com/shiftcheck.'),
  ).toBeVisible();
  const listed = await adminApi.get('/api/webhooks');
  expect(listed.status()).toBe(200);
  expect(await listed.text()).not.toContain(wrong);

  const name = `Receiver ${store.storeNumber}`;
  await webhooks.getByLabel('Name').fill(name);
  await webhooks.getByLabel('Address (URL)').fill(hook.url);
  await webhooks.getByLabel('A checklist is completed').check();
  await webhooks
    .getByLabel('Stores it reaches')
    .selectOption({ label: `${store.storeNumber} ${store.name}` });
  await webhooks.getByRole('button', { name: 'Add webhook' }).click();
  const shown = webhooks.getByTestId('webhook-secret');
  await expect(shown).toHaveText(/^whsec_[A-Za-z0-9+/=]{40,}$/);
  const secret = (await shown.textContent()) ?? '';
  await expect(
    webhooks.getByText(`Copy the signing secret for “${name}” now: it is not shown again.`),
  ).toBeVisible();
  const row = webhooks.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText(`${store.storeNumber} ${store.name}`);
  await expect(row).toContainText('2 events');
  await expect(row).toContainText('Active');
  await checkScreen(admin, testInfo, 'webhook secret shown once');
  await webhooks.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toHaveCount(0);

  // Its page: a test, delivered and signed with the secret shown.
  await row.getByRole('link', { name }).click();
  await expect(admin.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(admin.getByText('A failure is logged')).toBeVisible();
  await admin.getByRole('button', { name: 'Send a test' }).click();
  await expect(admin.getByText('Delivered · 200')).toBeVisible();
  const log = admin.getByRole('list', { name: "This webhook's deliveries" });
  const testRow = log.getByRole('listitem').filter({ hasText: 'A test from ShiftCheck' });
  await expect(testRow).toHaveCount(1);
  await expect(testRow).toContainText('Delivered');
  await expect(testRow).toContainText('Response 200');
  const tests = ofType(hook.received, 'webhook.test');
  expect(tests).toHaveLength(1);
  const first = tests[0];
  if (!first) throw new Error('no test received');
  expect(() => new Webhook(secret).verify(first.body, first.headers)).not.toThrow();
  expect(() =>
    new Webhook(`whsec_${btoa('not the secret')}`).verify(first.body, first.headers),
  ).toThrow();
  await checkScreen(admin, testInfo, 'webhook page');

  // The receiver fails: sent again, the log says so and that it waits to retry.
  hook.state.status = 500;
  await testRow.getByRole('button', { name: /^Send again/ }).click();
  await expect(admin.getByText('Queued again: it is sent within seconds.')).toBeVisible();
  await expect(testRow).toContainText('Response 500');
  await expect(testRow).toContainText(/Waiting to retry — next attempt/);
  expect(ofType(hook.received, 'webhook.test').length).toBeGreaterThanOrEqual(2);
  await checkScreen(admin, testInfo, 'webhook delivery failing');
  const { measured, small } = await smallTouchTargets(admin);
  expect(measured).toBeGreaterThan(5);
  expect(small, 'controls a finger cannot hit').toEqual([]);
  hook.state.status = 200;

  const settings = admin.getByRole('region', { name: 'This webhook' });
  await settings.getByRole('button', { name: 'Pause' }).click();
  await expect(settings.getByText('Paused by a person')).toBeVisible();
  await settings.getByRole('button', { name: 'Resume' }).click();
  await expect(settings.getByText('Active', { exact: true })).toBeVisible();

  // Edited: one event fewer.
  await settings.getByRole('button', { name: 'Edit' }).click();
  await settings.getByLabel('A checklist is completed').uncheck();
  await settings.getByRole('button', { name: 'Save changes' }).click();
  await expect(settings.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(settings.getByText('A failure is logged')).toBeVisible();
  await expect(settings.getByText('A checklist is completed')).toHaveCount(0);
  // The audit log words the change as the screen does, not as event ids.
  const audit = await context.newPage();
  await audit.goto(`/admin/audit-log?action=webhook.changed&storeId=${store.id}`);
  const changed = audit.getByRole('list', { name: 'Audit log entries' }).getByRole('listitem');
  await expect(changed).toHaveCount(1);
  await expect(changed).toContainText('Events');
  await expect(changed).toContainText(
    'A checklist is completed, A failure is logged → A failure is logged',
  );
  await expect(changed).not.toContainText('failure.logged');
  await audit.close();

  // A new secret, shown once; the previous one still signs meanwhile.
  await settings.getByRole('button', { name: 'Rotate secret' }).click();
  const rotate = admin.getByRole('dialog', { name: `Rotate the secret of “${name}”?` });
  await rotate.getByRole('button', { name: 'Rotate secret' }).click();
  await expect(rotate).toHaveCount(0);
  const rotated = settings.getByTestId('webhook-secret');
  await expect(rotated).toHaveText(/^whsec_/);
  const newSecret = (await rotated.textContent()) ?? '';
  expect(newSecret).not.toBe(secret);
  await expect(settings.getByText(/^The previous secret keeps signing until .+\.$/)).toBeVisible();
  await checkScreen(admin, testInfo, 'webhook secret rotated');
  await settings.getByRole('button', { name: 'Done' }).click();
  await settings.getByRole('button', { name: 'Send a test' }).click();
  await expect(settings.getByText('Delivered · 200')).toBeVisible();
  const last = ofType(hook.received, 'webhook.test').at(-1);
  if (!last) throw new Error('no test received');
  expect(() => new Webhook(newSecret).verify(last.body, last.headers)).not.toThrow();
  expect(() => new Webhook(secret).verify(last.body, last.headers)).not.toThrow();

  // Everything since an hour ago, queued again.
  const hourAgo = await admin.evaluate(() => {
    const when = new Date(Date.now() - 3_600_000);
    when.setMinutes(when.getMinutes() - when.getTimezoneOffset());
    return when.toISOString().slice(0, 16);
  });
  await admin.getByLabel('Since').fill(hourAgo);
  await admin.getByRole('button', { name: 'Resend everything' }).click();
  await expect(admin.getByText(/^\d+ deliver(y|ies) queued again\.$/)).toBeVisible();

  await settings.getByRole('button', { name: 'Delete' }).click();
  const remove = admin.getByRole('dialog', { name: `Delete “${name}”?` });
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(admin.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
  await expect(webhooks.getByRole('link', { name })).toHaveCount(0);
  await context.close();

  // Arabic, for a second super admin (the seeded one's language is every spec's).
  const made = await adminApi.post('/api/webhooks', {
    data: {
      name: `Arabic ${store.storeNumber}`,
      url: hook.url,
      events: ['failure.logged'],
      storeId: store.id,
      areaId: null,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { webhook } = webhookWithSecretSchema.parse(await made.json());
  const arabic = await arabicSuperAdmin(browser, adminApi, {
    email: `webhooks.${store.storeNumber}@e2e.test`,
    password: 'webhooks-pass-1',
  });
  await arabic.goto(`/admin/integrations/webhooks/${webhook.id}`);
  await expect(
    arabic.getByRole('heading', { name: `Arabic ${store.storeNumber}`, level: 1 }),
  ).toBeVisible();
  await arabic.getByRole('button', { name: 'إرسال اختبار' }).click();
  await expect(arabic.getByText('سُلِّم · 200')).toBeVisible();
  await expect(arabic.getByText('اختبار من ShiftCheck')).toBeVisible();
  await checkScreen(arabic, testInfo, 'webhook page in arabic');
  const gone = await adminApi.delete(`/api/webhooks/${webhook.id}`);
  expect(gone.status()).toBe(204);
  await arabic.context().close();
  await hook.close();
});
