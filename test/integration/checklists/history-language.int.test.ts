import { DEFAULT_TRANSLATIONS } from '#domain/templates/default/translations';
import { describe, expect, it } from 'vitest';
import historyEs from '#domain/i18n/catalogues/rules-history/es.json' with { type: 'json' };
import historyPl from '#domain/i18n/catalogues/rules-history/pl.json' with { type: 'json' };
import { checklistHistorySchema, type ChecklistDetail } from '#domain/checklists/api';
import { HISTORY } from '#domain/checklists/history-messages';
import { signedInUser } from '#test/support/api-client';
import { createStore } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

describe.each(testDialects())('the History in the reader’s language on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('reads each sentence in their language, an item in the words the checklist showed them', async () => {
    const storeId = (await createStore(t.deps)).id;
    const leader = await signedInUser(t, 'shift-leader', storeId);
    const started: ChecklistDetail = (
      await leader.api.post('/api/checklists', { storeId, category: 'day' })
    ).json();
    const item = started.items[0]!;
    expect(
      (
        await leader.api.patch(`/api/checklists/${started.id}/items/${item.id}`, {
          type: 'complete',
          completed: true,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await leader.api.patch(`/api/checklists/${started.id}`, { serviceAreaLeader: 'Ana' }))
        .statusCode,
    ).toBe(200);

    const history = async (headers: Record<string, string>) =>
      checklistHistorySchema.parse(
        (
          await t.app.inject({
            url: `/api/checklists/${started.id}/history`,
            headers: { cookie: leader.cookie, ...headers },
          })
        ).json(),
      );

    // English: as recorded.
    const english = (await history({})).events.map((event) => event.summary);
    expect(english).toEqual([
      HISTORY.serviceLeaderSet('Ana'),
      HISTORY.ticked(item.text),
      HISTORY.created(started.title),
    ]);

    // Spanish: each sentence from its entry in Spanish, the item in its Spanish words.
    const spanishItem = DEFAULT_TRANSLATIONS.es[item.text];
    expect(spanishItem, 'the item’s shipped Spanish words').toBeTruthy();
    const spanish = (await history({ 'accept-language': 'es' })).events.map((e) => e.summary);
    expect(spanish).toEqual([
      fill(historyEs.serviceLeaderSet, { value: 'Ana' }),
      fill(historyEs.ticked, { item: spanishItem ?? '' }),
      fill(historyEs.created, { title: started.title }),
    ]);

    // The person's own choice wins over the request's languages.
    await leader.api.put('/api/auth/language', { locale: 'pl' });
    const polish = (await history({ 'accept-language': 'es' })).events.map((e) => e.summary);
    expect(polish[0]).toBe(fill(historyPl.serviceLeaderSet, { value: 'Ana' }));
  });
});
