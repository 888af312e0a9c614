import type { ChecklistDetail } from '#domain/checklists/api';
import type { ItemChange } from '#domain/checklists/item-state';
import { signedInUser, type SignedInUser } from './api-client';
import { createChecklist, createStore } from './factories';
import type { TestApp } from './harness';

/** A new store, its shift leader, and up to three of today's checklists (breakfast, day, night). */
export async function leaderWithChecklists(t: TestApp, count = 1) {
  const store = await createStore(t.deps);
  const leader = await signedInUser(t, 'shift-leader', store.id);
  const categories = ['breakfast', 'day', 'night'] as const;
  const checklists: ChecklistDetail[] = [];
  for (const category of categories.slice(0, count)) {
    checklists.push(await createChecklist(t.deps, { by: leader, category }));
  }
  return { store, leader, checklists };
}

/** An item change sent through the API with its Idempotency-Key, as a phone sends a tick. */
export function changeItem(
  t: TestApp,
  user: SignedInUser,
  checklistId: string,
  itemId: string,
  body: ItemChange,
  key: string,
) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/checklists/${checklistId}/items/${itemId}`,
    payload: body,
    headers: { cookie: user.cookie, 'idempotency-key': key },
  });
}
