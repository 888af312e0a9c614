// A store whose checklist has three failures, each at another point of its corrective action
// (docs/decisions/047): one open with its person, one done by a contractor, one verified. The
// failures go through the item route, as the crew logs them; what the action screens would do
// next (hand it on, mark it done, verify it) is written into the actions table.
import { expect } from 'vitest';
import type { Locale } from '#domain/i18n/locales';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { createChecklist, createStore, createTemplate } from '#test/support/factories';
import type { SuiteApp } from '#test/support/use-test-app';

/** When the failures are logged; the files are asked for an hour later (`EXPORTED`). */
export const NOW = '2026-11-22T12:00:00.000Z';
export const at = (minutes: number) => new Date(Date.parse(NOW) + minutes * 60_000).toISOString();
export const EXPORTED = at(60);
export const DAY = '2026-11-20';

export const FRYER = {
  text: 'Fryer oil at frying temperature',
  es: 'Aceite de la freidora a temperatura de fritura',
  pl: 'Olej we frytownicy w temperaturze smażenia',
};
export const DOOR = 'Walk-in freezer door closes by itself';
export const CHILLER = 'Walk-in chiller at or below 5 °C';
const NOTES = 'Handover notes written';

export const CONTRACTOR = { name: 'CoolFix Ltd', email: 'jobs@coolfix.example' };

/** The scene on `day` (DAY unless given). */
export async function actionScene(t: SuiteApp, day = DAY) {
  t.clock.current = new Date(NOW);
  const store = await createStore(t.deps, { name: 'Riverside' });
  await createTemplate(t.deps, {
    storeId: store.id,
    category: 'breakfast',
    items: [
      { text: FRYER.text, section: 'travel-path' },
      { text: DOOR, section: 'travel-path' },
      { text: CHILLER, section: 'travel-path' },
      { text: NOTES, section: 'post-shift' },
    ],
  });
  const leader = await signedInUser(t, 'shift-leader', store.id, 'Sam Leader');
  const manager = await signedInUser(t, 'store', store.id, 'Morgan Manager');
  const checklist = await createChecklist(t.deps, { by: leader, date: day });
  const [fryer, door, chiller] = checklist.items;
  const db = t.deps.db.kysely;
  await db
    .updateTable('checklist_items')
    .set({ translations: JSON.stringify({ es: { text: FRYER.es }, pl: { text: FRYER.pl } }) })
    .where('id', '=', fryer!.id)
    .execute();
  const fail = async (itemId: string, comment: string, priority: string) => {
    const answer = await leader.api.patch(`/api/checklists/${checklist.id}/items/${itemId}`, {
      type: 'fail',
      comment,
      priority,
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  await fail(fryer!.id, 'Oil at 150 °C', 'A');
  await fail(door!.id, 'Door closer broken', 'D');
  await fail(chiller!.id, 'Chiller at 9 °C', 'C');
  const action = (itemId: string) =>
    db
      .updateTable('actions')
      .where('checklist_id', '=', checklist.id)
      .where('item_id', '=', itemId);
  // Open with the person who logged it, reopened once: due 30 minutes after, overdue by export.
  await action(fryer!.id).set({ reopen_reason: 'Still at 150 °C on the re-check' }).execute();
  await action(door!.id)
    .set({
      owner_user_id: null,
      owner_name: CONTRACTOR.name,
      owner_email: CONTRACTOR.email,
      status: 'done',
      done_at: at(20),
      done_by_name: 'Sam Leader',
      // A note a spreadsheet would run as a formula.
      done_note: '+Closer replaced by the contractor',
    })
    .execute();
  await action(chiller!.id)
    .set({
      status: 'verified',
      done_at: at(10),
      done_by_name: 'Sam Leader',
      done_note: 'Moved stock to the reach-in, chiller serviced',
      product_outcome: 're-chilled',
      verified_at: at(40),
      verified_by_name: 'Morgan Manager',
      recurring: true,
    })
    .execute();
  t.clock.current = new Date(EXPORTED);
  return { store, leader, manager, checklist };
}

export async function chooseLanguage(user: SignedInUser, locale: Locale) {
  const chose = await user.api.put('/api/auth/language', { locale });
  expect(chose.statusCode).toBe(200);
}
