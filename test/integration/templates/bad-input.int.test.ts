import { beforeAll, describe, expect, it } from 'vitest';
import type { TemplateDetail } from '#domain/templates/api';
import { TEMPLATE_MESSAGES } from '#domain/templates/messages';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { createStore, createTemplate } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

const MB = 'x'.repeat(1_000_000);
const ITEM = { text: 'Rota checked', section: 'pre-shift', subsection: 'People' };

describe.each(testDialects())('template API with bad input on %s', (dialect) => {
  const t = useTestApp(dialect);
  let admin: SignedInUser;
  let manager: SignedInUser;
  let storeId: string;
  let otherStoreId: string;
  let template: TemplateDetail;

  beforeAll(async () => {
    storeId = (await createStore(t.deps)).id;
    otherStoreId = (await createStore(t.deps)).id;
    admin = await signedInUser(t, 'super-admin', null);
    manager = await signedInUser(t, 'store', storeId);
    template = (
      await manager.api.post('/api/templates', {
        title: 'Kept as is',
        category: 'day',
        storeId,
        items: [ITEM],
      })
    ).json();
  });

  const valid = () => ({ title: 'Day', category: 'day', storeId, items: [ITEM] });
  const stored = async () => (await admin.api.get(`/api/templates/${template.id}`)).json();
  const countAll = async () => (await admin.api.get('/api/templates')).json().templates.length;

  it.each([
    ['an empty title', { title: '   ' }, 400, TEMPLATE_MESSAGES.titleRequired],
    ['a missing title', { title: undefined }, 400, TEMPLATE_MESSAGES.titleRequired],
    ['a 1 MB title', { title: MB }, 413, 'The request is too large.'],
    ['a 201-character title', { title: 'x'.repeat(201) }, 400, TEMPLATE_MESSAGES.titleTooLong],
    ['no items', { items: [] }, 400, TEMPLATE_MESSAGES.itemsRequired],
    ['1,000 items', { items: Array(1000).fill(ITEM) }, 400, TEMPLATE_MESSAGES.tooManyItems],
    [
      'an empty item text',
      { items: [{ ...ITEM, text: ' ' }] },
      400,
      TEMPLATE_MESSAGES.primaryTextRequired,
    ],
    [
      'a long item text',
      { items: [{ ...ITEM, text: 'x'.repeat(501) }] },
      400,
      TEMPLATE_MESSAGES.textTooLong,
    ],
    [
      'long details',
      { items: [{ ...ITEM, details: 'x'.repeat(1001) }] },
      400,
      TEMPLATE_MESSAGES.detailsTooLong,
    ],
    ['an unknown section', { items: [{ ...ITEM, section: 'kitchen' }] }, 400, null],
    [
      'an unknown subsection',
      { items: [{ ...ITEM, subsection: 'Lasers' }] },
      400,
      TEMPLATE_MESSAGES.unknownSubsection,
    ],
    [
      "another section's subsection",
      { items: [{ ...ITEM, subsection: 'Production & Back Room Areas' }] },
      400,
      TEMPLATE_MESSAGES.unknownSubsection,
    ],
    ['an unknown category', { category: 'brunch' }, 400, null],
    [
      'a category the store lacks',
      { category: 'overnight' },
      400,
      TEMPLATE_MESSAGES.overnightNotEnabled,
    ],
    ['another store', { storeId: 'x' }, 403, TEMPLATE_MESSAGES.otherStore],
    ['an unknown field', { colour: 'red' }, 400, null],
  ] as const)(
    'refuses %s with a clear message and changes nothing',
    async (_, change, status, message) => {
      const before = await countAll();
      const body = { ...valid(), ...change, ...(change === undefined ? {} : {}) };
      const created = await manager.api.post('/api/templates', body);
      expect(created.statusCode, created.body).toBe(status);
      if (message) expect(created.json().error.message).toBe(message);
      const updated = await manager.api.put(`/api/templates/${template.id}`, {
        ...body,
        version: 1,
      });
      expect(updated.statusCode).toBe(status);
      expect(await stored()).toEqual(template);
      expect(await countAll()).toBe(before);
    },
  );

  it('refuses a manager naming another store, and a store that does not exist', async () => {
    const refused = await manager.api.post('/api/templates', { ...valid(), storeId: otherStoreId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(TEMPLATE_MESSAGES.otherStore);
    const missing = await admin.api.post('/api/templates', {
      ...valid(),
      storeId: 'no-such-store',
    });
    expect(missing.json().error.message).toBe(TEMPLATE_MESSAGES.storeNotFound);
  });

  it('answers Template not found for a template deleted meanwhile, or one not theirs to see', async () => {
    const gone = await createTemplate(t.deps, { storeId, category: 'night', items: [] });
    await admin.api.delete(`/api/templates/${gone}`);
    const edit = await manager.api.put(`/api/templates/${gone}`, { ...valid(), version: 1 });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().error.message).toBe(TEMPLATE_MESSAGES.notFound);
    const theirs = await createTemplate(t.deps, {
      storeId: otherStoreId,
      category: 'day',
      items: [],
    });
    const duplicate = await manager.api.get(`/api/templates/${theirs}`);
    expect(duplicate.statusCode).toBe(404);
    expect(duplicate.json().error.message).toBe(TEMPLATE_MESSAGES.notFound);
  });

  it('never answers a malformed request with a 5xx', async () => {
    const bodies: unknown[] = [
      null,
      [],
      'text',
      42,
      { items: 'many' },
      { items: [null] },
      { version: 'x' },
    ];
    for (const body of bodies) {
      for (const send of [
        () => manager.api.post('/api/templates', body as object),
        () => manager.api.put(`/api/templates/${template.id}`, body as object),
      ]) {
        const response = await send();
        expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }
    }
    for (const url of [
      '/api/templates?category=brunch',
      `/api/templates/${'x'.repeat(500)}`,
      '/api/templates?scope=x',
    ]) {
      const response = await manager.api.get(url);
      // 414 for the overlong id: Fastify refuses it before routing.
      expect([400, 414]).toContain(response.statusCode);
    }
    expect(await stored()).toEqual(template);
  });
});
