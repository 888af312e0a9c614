import { describe, expect, it } from 'vitest';
import type { TemplateDetail } from '#domain/templates/api';
import { signedInUser } from '#test/support/api-client';
import { createChecklist, createStore, createTemplate, createUser } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { defaultTemplate } from '#test/support/items';
import { useTestApp } from '#test/support/use-test-app';

describe.each(testDialects())('which template a new checklist copies, on %s', (dialect) => {
  const t = useTestApp(dialect);
  const texts = (items: { text: string }[]) => items.map((i) => i.text);

  it("uses the store's template, and a later edit leaves the existing checklist unchanged", async () => {
    const storeId = (await createStore(t.deps)).id;
    const manager = await signedInUser(t, 'store', storeId);
    const leader = await createUser(t.deps, { role: 'shift-leader', storeId });
    const created: TemplateDetail = (
      await manager.api.post('/api/templates', {
        title: 'Our night',
        category: 'night',
        storeId,
        items: [
          { text: 'Safe counted', section: 'pre-shift', subsection: 'Miscellaneous' },
          { text: 'Bins emptied', section: 'travel-path' },
        ],
      })
    ).json();
    const checklist = await createChecklist(t.deps, { by: leader, category: 'night' });
    expect(texts(checklist.items)).toEqual(['Safe counted', 'Bins emptied']);

    const edit = await manager.api.put(`/api/templates/${created.id}`, {
      title: 'Our night',
      category: 'night',
      storeId,
      items: [{ text: 'Only this now', section: 'post-shift' }],
      version: created.version,
    });
    expect(edit.statusCode).toBe(200);
    const again = (await manager.api.get(`/api/checklists/${checklist.id}`)).json();
    expect(texts(again.items)).toEqual(['Safe counted', 'Bins emptied']);
  });

  it('falls back to a global template of the chain, then to the default', async () => {
    const storeId = (await createStore(t.deps)).id;
    const leader = await createUser(t.deps, { role: 'shift-leader', storeId });
    const breakfast = await createChecklist(t.deps, { by: leader, category: 'breakfast' });
    expect(texts(breakfast.items)).toEqual(texts(defaultTemplate('breakfast').items));

    await createTemplate(t.deps, {
      storeId: null,
      category: 'day',
      items: [{ text: 'Chain-wide check', section: 'pre-shift' }],
    });
    // The default was edited later, yet the chain's own global template still wins.
    t.clock.advanceMinutes(1);
    await t.deps.db.kysely
      .updateTable('templates')
      .set({ updated_at: t.clock.now().toISOString() })
      .where('id', '=', 'default-day-template')
      .execute();
    const day = await createChecklist(t.deps, { by: leader, category: 'day' });
    expect(texts(day.items)).toEqual(['Chain-wide check']);
  });
});
