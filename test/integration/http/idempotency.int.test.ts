import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MESSAGES } from '#domain/idempotency';
import { signedInUser } from '#test/support/api-client';
import { createStore } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

describe.each(testDialects())('Idempotency-Key on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function leaderWithChecklist() {
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const checklist = (
      await leader.api.post('/api/checklists', { storeId: store.id, category: 'day' })
    ).json();
    const send = (
      method: 'POST' | 'PATCH',
      url: string,
      body: object,
      key: string,
      cookie = leader.cookie,
    ) =>
      t.app.inject({
        method,
        url,
        payload: body,
        headers: { cookie, 'idempotency-key': key },
      });
    return { store, leader, checklist, send };
  }

  it('answers a repeated write with the first answer and changes nothing', async () => {
    const { checklist, send, leader } = await leaderWithChecklist();
    const url = `/api/checklists/${checklist.id}/targets`;
    const first = await send('POST', url, { text: 'Drive-thru under 90 s' }, 'add-target-1');
    const again = await send('POST', url, { text: 'Drive-thru under 90 s' }, 'add-target-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const detail = (await leader.api.get(`/api/checklists/${checklist.id}`)).json();
    expect(detail.shiftTargets).toHaveLength(5);
    const history = (await leader.api.get(`/api/checklists/${checklist.id}/history`)).json();
    expect(
      history.events.filter((e: { action: string }) => e.action === 'target-added'),
    ).toHaveLength(1);
  });

  it('refuses a key reused for a different request', async () => {
    const { checklist, send } = await leaderWithChecklist();
    await send('POST', `/api/checklists/${checklist.id}/targets`, {}, 'reused-key');
    const item = checklist.items[0];
    const other = await send(
      'PATCH',
      `/api/checklists/${checklist.id}/items/${item.id}`,
      { type: 'complete', completed: true },
      'reused-key',
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().error.message).toBe(IDEMPOTENCY_MESSAGES.reusedForOther);
  });

  it('refuses a key reused with a different body, and applies neither twice', async () => {
    const { checklist, send, leader } = await leaderWithChecklist();
    const url = `/api/checklists/${checklist.id}/targets`;
    expect((await send('POST', url, { text: 'Speed' }, 'body-key')).statusCode).toBe(201);
    const other = await send('POST', url, { text: 'Quality' }, 'body-key');
    expect(other.statusCode).toBe(422);
    expect(other.json().error.message).toBe(IDEMPOTENCY_MESSAGES.reusedForOther);
    const detail = (await leader.api.get(`/api/checklists/${checklist.id}`)).json();
    expect(detail.shiftTargets.map((target: { text: string }) => target.text)).toEqual([
      '',
      '',
      '',
      '',
      'Speed',
    ]);
  });

  it('applies twins sent at once exactly once', async () => {
    const { checklist, send, leader } = await leaderWithChecklist();
    const url = `/api/checklists/${checklist.id}/targets`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => send('POST', url, { text: 'Twin' }, 'twin-key')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    const detail = (await leader.api.get(`/api/checklists/${checklist.id}`)).json();
    expect(
      detail.shiftTargets.filter((target: { text: string }) => target.text === 'Twin'),
    ).toHaveLength(1);
  });

  it('answers "already saved" when the change committed but its answer was lost', async () => {
    const { checklist, send, leader } = await leaderWithChecklist();
    const url = `/api/checklists/${checklist.id}/targets`;
    expect((await send('POST', url, { text: 'Lost answer' }, 'crash-key')).statusCode).toBe(201);
    // What a server stopped between the commit and storing the answer leaves behind.
    await t.deps.db.kysely
      .updateTable('idempotency_keys')
      .set({ status_code: null, response_body: null })
      .where('key', '=', 'crash-key')
      .execute();
    const retry = await send('POST', url, { text: 'Lost answer' }, 'crash-key');
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.alreadySaved });
    const detail = (await leader.api.get(`/api/checklists/${checklist.id}`)).json();
    expect(
      detail.shiftTargets.filter((target: { text: string }) => target.text === 'Lost answer'),
    ).toHaveLength(1);
  });

  it('keeps no key for a change that was rolled back, so a retry applies it', async () => {
    const { checklist, send } = await leaderWithChecklist();
    const item = checklist.items[0];
    const url = `/api/checklists/${checklist.id}/items/${item.id}`;
    const refused = await send('PATCH', url, { type: 'resolve', comment: 'x' }, 'rolled-back');
    expect(refused.statusCode).toBe(400);
    const keys = await t.deps.db.kysely
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', '=', 'rolled-back')
      .execute();
    expect(keys).toEqual([]);
  });

  it('lets a refused request be sent again, corrected, with the same key', async () => {
    const { checklist, send } = await leaderWithChecklist();
    const item = checklist.items.find((i: { section: string }) => i.section === 'travel-path');
    const url = `/api/checklists/${checklist.id}/items/${item.id}`;
    const refused = await send('PATCH', url, { type: 'fail', comment: '  ' }, 'fail-1');
    expect(refused.statusCode).toBe(400);
    const accepted = await send(
      'PATCH',
      url,
      { type: 'fail', comment: 'Bin overflowing by the corral' },
      'fail-1',
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().item.failurePriority).toBe('C');
  });

  it('keeps keys per person', async () => {
    const { checklist, send, store } = await leaderWithChecklist();
    const admin = await signedInUser(t, 'super-admin', store.id);
    const url = `/api/checklists/${checklist.id}/targets`;
    await send('POST', url, {}, 'shared-key');
    const theirs = await send('POST', url, {}, 'shared-key', admin.cookie);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });

  it.each(['', 'has spaces', 'x'.repeat(101), 'semi;colon'])('refuses the key %j', async (key) => {
    const { checklist, send } = await leaderWithChecklist();
    const response = await send('POST', `/api/checklists/${checklist.id}/targets`, {}, key);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(IDEMPOTENCY_MESSAGES.invalidKey);
  });
});
