import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHIFT_SETTINGS } from '#domain/shifts';
import type { TemplateDetail, TemplateSummary } from '#domain/templates/api';
import { TEMPLATE_MESSAGES } from '#domain/templates/messages';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { createStore, createTemplate } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

const ITEMS = [
  { text: 'Rota checked', section: 'pre-shift', subsection: 'People' },
  { text: 'Car park litter pick', section: 'travel-path', subsection: null },
];

describe.each(testDialects())('template API on %s', (dialect) => {
  const t = useTestApp(dialect);
  let admin: SignedInUser;
  let manager: SignedInUser;
  let storeId: string;
  let otherStoreId: string;

  beforeAll(async () => {
    storeId = (await createStore(t.deps)).id;
    otherStoreId = (
      await createStore(t.deps, {
        shiftSettings: {
          ...DEFAULT_SHIFT_SETTINGS,
          overnight: { ...DEFAULT_SHIFT_SETTINGS.overnight, enabled: true },
        },
      })
    ).id;
    admin = await signedInUser(t, 'super-admin', null);
    manager = await signedInUser(t, 'store', storeId);
  });

  const titles = (body: { templates: TemplateSummary[] }) => body.templates.map((x) => x.title);

  it("shows a manager the global and default templates and their store's, overnight hidden", async () => {
    await createTemplate(t.deps, { storeId, category: 'day', title: 'Mine Day', items: [] });
    await createTemplate(t.deps, {
      storeId: otherStoreId,
      category: 'day',
      title: 'Theirs',
      items: [],
    });
    const list = (await manager.api.get('/api/templates')).json();
    expect(titles(list)).toContain('Mine Day');
    expect(titles(list)).toContain('Breakfast Shift Checklist');
    expect(titles(list)).not.toContain('Theirs');
    expect(list.templates.some((x: TemplateSummary) => x.category === 'overnight')).toBe(false);
    const mine = list.templates.find((x: TemplateSummary) => x.title === 'Mine Day');
    expect(mine).toMatchObject({ storeId, isDefault: false, itemCount: 0, version: 1 });

    const adminList = (await admin.api.get('/api/templates')).json();
    expect(titles(adminList)).toEqual(
      expect.arrayContaining(['Theirs', 'Overnight Shift Checklist']),
    );
  });

  it("marks the template each shift's next checklist copies: the store's newest, else the default", async () => {
    const store = (await createStore(t.deps)).id;
    const own = await signedInUser(t, 'store', store);
    await createTemplate(t.deps, {
      storeId: store,
      category: 'night',
      title: 'Older Night',
      items: [],
    });
    t.clock.advanceMinutes(1);
    await createTemplate(t.deps, {
      storeId: store,
      category: 'night',
      title: 'Newer Night',
      items: [],
    });
    const inUse = (body: { templates: TemplateSummary[] }) =>
      body.templates
        .filter((x) => x.usedForNewChecklists)
        .map((x) => x.title)
        .sort();
    const expected = ['Breakfast Shift Checklist', 'Day Shift Checklist', 'Newer Night'];
    expect(inUse((await own.api.get('/api/templates')).json())).toEqual(expected);
    // A super admin filtering by the store (its own templates only) sees its newest marked.
    expect(inUse((await admin.api.get(`/api/templates?storeId=${store}`)).json())).toEqual([
      'Newer Night',
    ]);
    // With no store chosen, no template is any one store's.
    expect(inUse((await admin.api.get('/api/templates')).json())).toEqual([]);
    const detail = (await own.api.get('/api/templates'))
      .json()
      .templates.find((x: TemplateSummary) => x.title === 'Newer Night');
    expect((await own.api.get(`/api/templates/${detail.id}`)).json().usedForNewChecklists).toBe(
      true,
    );
  });

  it('searches titles case-insensitively and filters by category, store and scope', async () => {
    const search = (await admin.api.get('/api/templates?search=bREAKFAST%20shift')).json();
    expect(titles(search)).toEqual(['Breakfast Shift Checklist']);
    expect(titles((await admin.api.get('/api/templates?search=%25')).json())).toEqual([]);
    const night = (await admin.api.get('/api/templates?category=night')).json();
    expect(night.templates.every((x: TemplateSummary) => x.category === 'night')).toBe(true);
    const theirs = (await admin.api.get(`/api/templates?storeId=${otherStoreId}`)).json();
    expect(titles(theirs)).toEqual(['Theirs']);
    const importable = (await manager.api.get('/api/templates?category=day&scope=global')).json();
    expect(titles(importable)).toEqual(['Day Shift Checklist']);
  });

  it("ties a manager's new template to their store whatever they send, with generated item ids", async () => {
    const created = await manager.api.post('/api/templates', {
      title: '  Manager day  ',
      category: 'day',
      storeId: null,
      items: [{ ...ITEMS[1], details: '  ' }, ITEMS[0]],
    });
    expect(created.statusCode).toBe(201);
    const body: TemplateDetail = created.json();
    expect(body).toMatchObject({
      title: 'Manager day',
      storeId,
      createdBy: manager.id,
      version: 1,
    });
    // Saved in the order the form groups them: pre-shift before travel path.
    expect(body.items.map((i) => [i.text, i.details])).toEqual([
      ['Rota checked', null],
      ['Car park litter pick', null],
    ]);
    expect(body.items[0]!.id).toMatch(/^day-pre-shift-\d+-/);
  });

  it('keeps item ids across edits and refuses a save made from an older version', async () => {
    const created: TemplateDetail = (
      await admin.api.post('/api/templates', {
        title: 'Race',
        category: 'night',
        storeId,
        items: ITEMS,
      })
    ).json();
    const items = [
      ...created.items,
      { text: 'New one', section: 'post-shift', subsection: 'Product' },
    ];
    const first = await admin.api.put(`/api/templates/${created.id}`, {
      title: 'Race (first)',
      category: 'night',
      storeId,
      items,
      version: created.version,
    });
    expect(first.statusCode).toBe(200);
    const saved: TemplateDetail = first.json();
    expect(saved.version).toBe(2);
    expect(saved.items.slice(0, 2).map((i) => i.id)).toEqual(created.items.map((i) => i.id));

    const second = await manager.api.put(`/api/templates/${created.id}`, {
      title: 'Race (second)',
      category: 'night',
      storeId,
      items: ITEMS,
      version: created.version,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(TEMPLATE_MESSAGES.changedMeanwhile);
    const now: TemplateDetail = (await admin.api.get(`/api/templates/${created.id}`)).json();
    expect(now.title).toBe('Race (first)');
    expect(now.items).toHaveLength(3);
  });

  it('never deletes a default, for anyone, and deletes a store template', async () => {
    for (const user of [admin, manager]) {
      const refused = await user.api.delete('/api/templates/default-day-template');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(TEMPLATE_MESSAGES.defaultNotDeletable);
    }
    expect((await admin.api.get('/api/templates/default-day-template')).statusCode).toBe(200);
    const mine = await createTemplate(t.deps, { storeId, category: 'breakfast', items: [] });
    expect((await manager.api.delete(`/api/templates/${mine}`)).statusCode).toBe(204);
    expect((await manager.api.get(`/api/templates/${mine}`)).json().error.message).toBe(
      TEMPLATE_MESSAGES.notFound,
    );
    const global = await createTemplate(t.deps, {
      storeId: null,
      category: 'breakfast',
      items: [],
    });
    const refused = await manager.api.delete(`/api/templates/${global}`);
    expect(refused.json().error.message).toBe(TEMPLATE_MESSAGES.deleteNotAllowed);
  });

  it('lets a super admin edit a default but keeps it global and in its category', async () => {
    const detail: TemplateDetail = (
      await admin.api.get('/api/templates/default-breakfast-template')
    ).json();
    const edit = (changes: object) =>
      admin.api.put('/api/templates/default-breakfast-template', {
        title: detail.title,
        category: 'breakfast',
        storeId: null,
        items: detail.items,
        version: detail.version,
        ...changes,
      });
    expect((await edit({ storeId })).json().error.message).toBe(
      TEMPLATE_MESSAGES.defaultStaysGlobal,
    );
    expect((await edit({ category: 'day' })).statusCode).toBe(400);
    const saved = await edit({ title: 'Breakfast, our way' });
    expect(saved.statusCode).toBe(200);
    // Saved in the form's grouped order; every item keeps its id.
    const ids = (items: { id: string }[]) => items.map((i) => i.id).sort();
    expect(ids(saved.json().items)).toEqual(ids(detail.items));
  });
});
