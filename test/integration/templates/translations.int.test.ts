import { DEFAULT_TRANSLATIONS } from '#domain/templates/default/translations';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChecklistDetail } from '#domain/checklists/api';
import type { TemplateDetail } from '#domain/templates/api';
import { staleCriticalTranslations, TEMPLATE_MESSAGES } from '#domain/templates/messages';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { createStore } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { FLOOR_CHOICE } from '#test/support/items';
import { useTestApp } from '#test/support/use-test-app';

const FRIDGES = 'Walk-in chiller temperature';
const SAFE = 'Safe counted';
const BINS = 'Bins emptied';

const spanish = (text: string, details: string | null = null) => ({ text, details });

async function saveTemplate(
  user: SignedInUser,
  template: TemplateDetail,
  items: readonly object[],
) {
  return user.api.put(`/api/templates/${template.id}`, {
    title: template.title,
    category: template.category,
    storeId: template.storeId,
    items,
    version: template.version,
  });
}

const itemNamed = (template: { items: TemplateDetail['items'] }, text: string) =>
  template.items.find((item) => item.text === text)!;

describe.each(testDialects())('item translations on %s', (dialect) => {
  const t = useTestApp(dialect);
  let storeId: string;
  let manager: SignedInUser;

  beforeAll(async () => {
    storeId = (await createStore(t.deps)).id;
    manager = await signedInUser(t, 'store', storeId);
  });

  async function newTemplate(
    category: 'breakfast' | 'day' | 'night' = 'night',
  ): Promise<TemplateDetail> {
    const created = await manager.api.post('/api/templates', {
      title: `Ours ${category}`,
      category,
      storeId,
      items: [
        {
          text: SAFE,
          section: 'pre-shift',
          subsection: 'Miscellaneous',
          critical: true,
          translations: { es: spanish('Caja fuerte contada'), pl: spanish('Sejf przeliczony') },
        },
        {
          text: BINS,
          details: 'Lids closed',
          section: 'travel-path',
          translations: { es: spanish('Basureros vaciados', 'Tapas cerradas') },
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json();
  }

  it('ships the default items translated into every language, temperature limits critical', async () => {
    const day: TemplateDetail = (
      await manager.api.get('/api/templates/default-day-template')
    ).json();
    const fridges = itemNamed(day, FRIDGES);
    expect(fridges.critical).toBe(true);
    expect(fridges.translations.es).toEqual({
      text: DEFAULT_TRANSLATIONS.es[FRIDGES],
      details: DEFAULT_TRANSLATIONS.es[fridges.details ?? ''],
      stale: false,
    });
    expect(Object.keys(fridges.translations).sort()).toEqual(
      ['ar', 'en-US', 'es', 'fr-CA', 'pl', 'pt-BR', 'zh-CN'].sort(),
    );
    expect(day.items.filter((item) => item.critical).length).toBeGreaterThan(0);
    expect(day.items.every((item) => item.translations.pl?.stale === false)).toBe(true);
  });

  it('marks a translation stale when the English changes under it, current again once rewritten or confirmed', async () => {
    const created = await newTemplate();
    expect(itemNamed(created, SAFE)).toMatchObject({
      critical: true,
      translations: {
        es: { text: 'Caja fuerte contada', details: null, stale: false },
        pl: { text: 'Sejf przeliczony', details: null, stale: false },
      },
    });

    // The English is reworded; the translations are sent back as they were.
    const reworded = created.items.map((item) =>
      item.text === SAFE ? { ...item, text: 'Safe and floats counted' } : item,
    );
    const edited = await saveTemplate(manager, created, reworded);
    expect(edited.statusCode, edited.body).toBe(200);
    const afterEdit: TemplateDetail = edited.json();
    const safe = itemNamed(afterEdit, 'Safe and floats counted');
    expect(safe.translations.es?.stale).toBe(true);
    expect(safe.translations.pl?.stale).toBe(true);
    // The other item's English did not change: its translation stays current.
    expect(itemNamed(afterEdit, BINS).translations.es?.stale).toBe(false);

    // Spanish rewritten, Polish confirmed as still correct.
    const fixed = afterEdit.items.map((item) =>
      item.id === safe.id
        ? {
            ...item,
            translations: {
              es: spanish('Caja fuerte y fondos contados'),
              pl: { ...spanish('Sejf przeliczony'), upToDate: true },
            },
          }
        : item,
    );
    const saved: TemplateDetail = (await saveTemplate(manager, afterEdit, fixed)).json();
    expect(itemNamed(saved, 'Safe and floats counted').translations).toEqual({
      es: { text: 'Caja fuerte y fondos contados', details: null, stale: false },
      pl: { text: 'Sejf przeliczony', details: null, stale: false },
    });

    // A translation left out of the save is removed.
    const without = saved.items.map((item) =>
      item.text === BINS ? { ...item, translations: {} } : item,
    );
    const dropped: TemplateDetail = (await saveTemplate(manager, saved, without)).json();
    expect(itemNamed(dropped, BINS).translations).toEqual({});
  });

  it('refuses a language it does not ship and a blank translated text, changing nothing', async () => {
    const created = await newTemplate('day');
    for (const translations of [{ de: spanish('Tresor gezählt') }, { es: spanish('   ') }]) {
      const items = created.items.map((item) => ({ ...item, translations }));
      const refused = await saveTemplate(manager, created, items);
      expect(refused.statusCode, JSON.stringify(translations)).toBe(400);
    }
    const now: TemplateDetail = (await manager.api.get(`/api/templates/${created.id}`)).json();
    expect(now.version).toBe(created.version);
    expect(itemNamed(now, SAFE).translations.es?.text).toBe('Caja fuerte contada');
  });

  it('gives each reader the checklist in their language, the stale words left out', async () => {
    const created = await newTemplate('breakfast');
    // BINS's English changes: its Spanish goes stale and no new checklist copies it.
    const items = created.items.map((item) =>
      item.text === BINS ? { ...item, details: 'Lids closed and bins washed' } : item,
    );
    expect((await saveTemplate(manager, created, items)).statusCode).toBe(200);

    const leader = await signedInUser(t, 'shift-leader', storeId);
    const chose = await leader.api.put('/api/auth/language', { locale: 'es' });
    expect(chose.statusCode).toBe(200);
    const started = await leader.api.post('/api/checklists', { storeId, category: 'breakfast' });
    expect(started.statusCode, started.body).toBe(201);
    const id: string = started.json().id;

    const forLeader: ChecklistDetail = (await leader.api.get(`/api/checklists/${id}`)).json();
    const safeId = forLeader.items.find((item) => item.text === SAFE)!.id;
    const binsId = forLeader.items.find((item) => item.text === BINS)!.id;
    expect(forLeader.translations).toEqual({
      locale: 'es',
      items: { [safeId]: { text: 'Caja fuerte contada', details: null } },
    });
    expect(forLeader.translations?.items[binsId]).toBeUndefined();
    expect(started.json().translations).toEqual(forLeader.translations);

    // The manager reads the source; a visitor's browser asking for Polish reads Polish.
    const forManager: ChecklistDetail = (await manager.api.get(`/api/checklists/${id}`)).json();
    expect(forManager.translations).toBeNull();
    const polish = await t.app.inject({
      url: `/api/checklists/${id}`,
      headers: { cookie: manager.cookie, 'accept-language': 'pl-PL,pl;q=0.9' },
    });
    expect(polish.json().translations).toEqual({
      locale: 'pl',
      items: { [safeId]: { text: 'Sejf przeliczony', details: null } },
    });

    // A later change to the template's translations leaves the checklist as it was shown.
    const now: TemplateDetail = (await manager.api.get(`/api/templates/${created.id}`)).json();
    const retranslated = now.items.map((item) =>
      item.text === SAFE ? { ...item, translations: { es: spanish('Otra cosa') } } : item,
    );
    expect((await saveTemplate(manager, now, retranslated)).statusCode).toBe(200);
    const again: ChecklistDetail = (await leader.api.get(`/api/checklists/${id}`)).json();
    expect(again.translations?.items[safeId]?.text).toBe('Caja fuerte contada');
  });

  it('gives a checklist from the default template its shipped words', async () => {
    const store = (await createStore(t.deps)).id;
    const leader = await signedInUser(t, 'shift-leader', store);
    await leader.api.put('/api/auth/language', { locale: 'pl' });
    const started = await leader.api.post('/api/checklists', { storeId: store, category: 'day' });
    const detail: ChecklistDetail = (
      await leader.api.get(`/api/checklists/${started.json().id}`)
    ).json();
    const fridges = detail.items.find((item) => item.text === FRIDGES)!;
    expect(detail.translations?.items[fridges.id]).toEqual({
      text: DEFAULT_TRANSLATIONS.pl[FRIDGES],
      details: DEFAULT_TRANSLATIONS.pl[fridges.details ?? ''],
    });
    expect(Object.keys(detail.translations?.items ?? {})).toHaveLength(detail.items.length);
  });

  it("keeps a choice item's options in each language, stale once the English options change", async () => {
    const store = (await createStore(t.deps)).id;
    const owner = await signedInUser(t, 'store', store);
    const floor = FLOOR_CHOICE;
    const words = { ...spanish('Suelo junto a las freidoras'), options: ['Limpio', ' '] };
    const created = await owner.api.post('/api/templates', {
      title: 'Floors',
      category: 'night',
      storeId: store,
      items: [{ ...floor, translations: { es: words } }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const template: TemplateDetail = created.json();
    expect(template.items[0]!.translations.es).toEqual({
      ...spanish('Suelo junto a las freidoras'),
      options: ['Limpio', ''],
      stale: false,
    });

    // Words for another number of options, or for an item without options, change nothing.
    const refusals = [
      { ...floor, translations: { es: { ...words, options: ['Limpio', 'Fregar', 'Otro'] } } },
      { ...floor, kind: 'check', choices: null, translations: { es: words } },
    ];
    for (const item of refusals) {
      const refused = await saveTemplate(owner, template, [item]);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error.message).toBe(TEMPLATE_MESSAGES.optionWordsCount);
    }

    const leader = await signedInUser(t, 'shift-leader', store);
    await leader.api.put('/api/auth/language', { locale: 'es' });
    const started = await leader.api.post('/api/checklists', { storeId: store, category: 'night' });
    const detail: ChecklistDetail = started.json();
    const item = detail.items[0]!;
    expect(detail.translations?.items[item.id]?.options).toEqual(['Limpio', '']);
    // The answer is the option itself, whatever words the reader pressed it by.
    const answered = await leader.api.patch(`/api/checklists/${detail.id}/items/${item.id}`, {
      type: 'answer',
      value: 'Clean',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().item.answerValue).toBe('Clean');

    // An English option reworded: the Spanish options go stale, and a new checklist leaves them.
    const now: TemplateDetail = (await owner.api.get(`/api/templates/${template.id}`)).json();
    const reworded = now.items.map((kept) => ({
      ...kept,
      choices: [
        { label: 'Clean and dry', fails: false },
        { label: 'Needs mopping', fails: true },
      ],
    }));
    expect((await saveTemplate(owner, now, reworded)).statusCode).toBe(200);
    const after: TemplateDetail = (await owner.api.get(`/api/templates/${template.id}`)).json();
    expect(after.items[0]!.translations.es?.stale).toBe(true);
  });
});

describe.each(testDialects())(
  'a chain that refuses stale critical translations, on %s',
  (dialect) => {
    const t = useTestApp(dialect, { config: { staleCriticalTranslations: 'refuse' } });

    it('refuses to save a critical item whose translation is stale, naming it, and changes nothing', async () => {
      const storeId = (await createStore(t.deps)).id;
      const manager = await signedInUser(t, 'store', storeId);
      const created: TemplateDetail = (
        await manager.api.post('/api/templates', {
          title: 'Fridges',
          category: 'day',
          storeId,
          items: [
            {
              text: 'Fridge at 5°C or below',
              section: 'pre-shift',
              critical: true,
              translations: { es: spanish('Refrigerador a 5°C o menos') },
            },
            {
              text: 'Mop put away',
              section: 'post-shift',
              translations: { es: spanish('Trapeador guardado') },
            },
          ],
        })
      ).json();
      const reword = (from: string, to: string) =>
        created.items.map((item) => (item.text === from ? { ...item, text: to } : item));

      // A non-critical item may go stale.
      expect(
        (await saveTemplate(manager, created, reword('Mop put away', 'Mop hung up'))).statusCode,
      ).toBe(200);
      const current: TemplateDetail = (
        await manager.api.get(`/api/templates/${created.id}`)
      ).json();

      const changed = current.items.map((item) =>
        item.critical ? { ...item, text: 'Fridge at 3°C or below' } : item,
      );
      const refused = await saveTemplate(manager, current, changed);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(
        staleCriticalTranslations('Fridge at 3°C or below'),
      );
      const after: TemplateDetail = (await manager.api.get(`/api/templates/${created.id}`)).json();
      expect(after.version).toBe(current.version);
      expect(after.items.some((item) => item.text === 'Fridge at 5°C or below')).toBe(true);

      // Brought up to date, it saves.
      const updated = changed.map((item) =>
        item.critical
          ? { ...item, translations: { es: spanish('Refrigerador a 3°C o menos') } }
          : item,
      );
      expect((await saveTemplate(manager, current, updated)).statusCode).toBe(200);
    });
  },
);
