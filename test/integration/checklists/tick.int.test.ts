import { describe, expect, it } from 'vitest';
import type { ChecklistDetail, ChecklistItem } from '#domain/checklists/api';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { createChecklist, createStore } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

describe.each(testDialects())('the item tick on %s', (dialect) => {
  const t = useTestApp(dialect);

  /** A leader's checklist, and its items that take a tick (a reading refuses one). */
  async function scene(): Promise<{
    leader: SignedInUser;
    checklist: ChecklistDetail;
    checks: ChecklistItem[];
  }> {
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const checklist = await createChecklist(t.deps, { by: leader });
    return { leader, checklist, checks: checklist.items.filter((item) => item.kind === 'check') };
  }

  const tick = (leader: SignedInUser, checklistId: string, itemId: string, key: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/checklists/${checklistId}/items/${itemId}`,
      payload: { type: 'complete', completed: true },
      headers: { cookie: leader.cookie, 'idempotency-key': key },
    });

  const storedAnswer = (key: string) =>
    t.deps.db.kysely
      .selectFrom('idempotency_keys')
      .select(['status_code', 'response_body'])
      .where('key', '=', key)
      .executeTakeFirst();

  it("answers with the item's state and the checklist counts only, a fraction of the checklist", async () => {
    const { leader, checklist, checks } = await scene();
    const item = checks[0]!;
    const response = await tick(leader, checklist.id, item.id, 'small-1');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body.item).sort()).toEqual([
      'answerUnit',
      'answerValue',
      'answeredAt',
      'completed',
      'completedAt',
      'completedBy',
      'failed',
      'failureComment',
      'failurePriority',
      'id',
      'naReason',
      'resolved',
      'resolvedAt',
      'updatedAt',
    ]);
    expect(body.item).toMatchObject({
      answerValue: null,
      answerUnit: null,
      answeredAt: null,
      naReason: null,
    });
    expect(Object.keys(body.checklist).sort()).toEqual([
      'completedAt',
      'id',
      'openIssues',
      'progress',
      'sectionCounts',
      'status',
      'updatedAt',
      'version',
    ]);
    expect(body.checklist).toMatchObject({ progress: 1, version: checklist.version + 1 });
    const document = await leader.api.get(`/api/checklists/${checklist.id}`);
    expect(response.rawPayload.length * 40).toBeLessThan(document.rawPayload.length);
    expect(document.json()).toMatchObject({ progress: 1, version: checklist.version + 1 });
  });

  it('stores the answer with the key in the same transaction, and replays it verbatim', async () => {
    const { leader, checklist, checks } = await scene();
    const item = checks[1]!;
    const first = await tick(leader, checklist.id, item.id, 'replay-1');
    const stored = await storedAnswer('replay-1');
    expect(stored?.status_code).toBe(200);
    expect(JSON.parse(stored?.response_body ?? 'null')).toEqual(first.json());
    const again = await tick(leader, checklist.id, item.id, 'replay-1');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const history = (await leader.api.get(`/api/checklists/${checklist.id}/history`)).json();
    expect(
      history.events.filter((e: { subject: string | null }) => e.subject === item.id),
    ).toHaveLength(1);
  });

  it('applies twins sent at once exactly once, all answered alike', async () => {
    const { leader, checklist, checks } = await scene();
    const item = checks[2]!;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => tick(leader, checklist.id, item.id, 'twin-tick')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    for (const answer of answers) expect(answer.json()).toEqual(answers[0]!.json());
    const detail = (await leader.api.get(`/api/checklists/${checklist.id}`)).json();
    expect(detail).toMatchObject({ progress: 1, version: checklist.version + 1 });
  });

  it('refuses another leader before touching anything, and leaves the version', async () => {
    const { checklist, checks } = await scene();
    const other = await signedInUser(t, 'shift-leader', checklist.storeId);
    const refused = await tick(other, checklist.id, checks[0]!.id, 'not-mine');
    expect(refused.statusCode).toBe(403);
    expect(await storedAnswer('not-mine')).toBeUndefined();
    const detail = (await other.api.get(`/api/checklists/${checklist.id}`)).json();
    expect(detail).toMatchObject({ progress: 0, version: checklist.version });
  });

  it('answers a tick that changes nothing with the stored counts and version', async () => {
    const { leader, checklist, checks } = await scene();
    const item = checks[3]!;
    const done = (await tick(leader, checklist.id, item.id, 'done-1')).json();
    const same = await tick(leader, checklist.id, item.id, 'done-2');
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual(done);
  });

  it('keeps the stored counts equal to the items after many interleaved changes', async () => {
    const { leader, checklist, checks } = await scene();
    const changes = checks
      .slice(0, 30)
      .flatMap((item, i) => [
        { itemId: item.id, body: { type: 'complete', completed: true } },
        i % 3 === 0
          ? { itemId: item.id, body: { type: 'complete', completed: false } }
          : { itemId: item.id, body: { type: 'complete', completed: true } },
      ]);
    await Promise.all(
      changes.map((c) =>
        leader.api.patch(`/api/checklists/${checklist.id}/items/${c.itemId}`, c.body),
      ),
    );
    const detail: ChecklistDetail = (
      await leader.api.get(`/api/checklists/${checklist.id}`)
    ).json();
    const done = detail.items.filter((item) => item.completed).length;
    const counted = Object.values(detail.sectionCounts).reduce((sum, s) => sum + s.done, 0);
    expect(counted).toBe(done);
    expect(detail.progress).toBe(Math.round((done / detail.items.length) * 100));
  });

  /** Statements this file's database has run so far (every query is counted). */
  const statementsRun = () => t.database.statementsRun();

  it.runIf(dialect === 'postgres')(
    'ticks with one read and one write statement on PostgreSQL (beside the session read), as a bare update and select',
    async () => {
      const { leader, checklist, checks } = await scene();
      await tick(leader, checklist.id, checks[4]!.id, 'warm-up');
      const before = statementsRun();
      const response = await tick(leader, checklist.id, checks[5]!.id, 'two-statements');
      expect(response.statusCode).toBe(200);
      // The session is read on every request on PostgreSQL (session-cache.ts), then the tick.
      expect(statementsRun() - before).toBe(1 + 2);
      expect((await storedAnswer('two-statements'))?.status_code).toBe(200);
    },
  );

  it.runIf(dialect === 'postgres')(
    'lets ticks sent together to one checklist share a read and a write, none reading again',
    async () => {
      const { leader, checklist, checks } = await scene();
      await tick(leader, checklist.id, checks[0]!.id, 'warm-up-together');
      const before = statementsRun();
      const items = checks.slice(1, 13);
      const responses = await Promise.all(
        items.map((item, i) => tick(leader, checklist.id, item.id, `together-${i}`)),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(items.map(() => 200));
      // A session read each, then one group, or two if some arrived while the first was being
      // written.
      expect(statementsRun() - before).toBeLessThanOrEqual(items.length + 4);
      const last = responses.map((r) => r.json().checklist.version as number);
      expect(new Set(last).size).toBe(items.length);
      const detail = (await leader.api.get(`/api/checklists/${checklist.id}`)).json();
      expect(detail.items.filter((i: { completed: boolean }) => i.completed)).toHaveLength(13);
    },
  );
});
