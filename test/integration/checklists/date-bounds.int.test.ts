import { describe, expect, it } from 'vitest';
import { DATE_OUT_OF_RANGE } from '#domain/dates';
import { signedInUser } from '#test/support/api-client';
import { createStore } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

describe.each(testDialects())('dates at the edges on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('reports any week and month up to 9999 without failing, and refuses dates outside', async () => {
    const store = await createStore(t.deps);
    const manager = await signedInUser(t, 'store', store.id);
    const last = await manager.api.get(`/api/reports/week?date=9999-12-31`);
    expect(last.statusCode).toBe(200);
    expect(last.json().end).toBe('10000-01-02');
    expect((await manager.api.get('/api/reports/month?year=9999&month=12')).statusCode).toBe(200);
    expect((await manager.api.get('/api/reports/week?date=2000-01-01')).statusCode).toBe(200);
    for (const url of [
      '/api/reports/week?date=1999-12-31',
      '/api/reports/week?date=0001-01-01',
      '/api/reports/week?date=10000-01-01',
      '/api/reports/month?year=10000&month=1',
      '/api/reports/month?year=1999&month=12',
      `/api/stores/${store.id}/day?date=1999-12-31`,
    ]) {
      const refused = await manager.api.get(url);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().error.message, url).toBe(DATE_OUT_OF_RANGE);
    }
  });

  it("refuses a checklist before the store's first day, or before 2000", async () => {
    const store = await createStore(t.deps, { createdAt: '2026-11-01T12:00:00.000Z' });
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const create = (date: string) =>
      leader.api.post('/api/checklists', { storeId: store.id, category: 'day', date });
    const early = await create('2026-10-31');
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toBe(
      "Checklists cannot be created before the store's first day (2026-11-01).",
    );
    expect((await create('0001-01-01')).json().error.message).toBe(DATE_OUT_OF_RANGE);
    expect((await create('2026-11-01')).statusCode).toBe(201);
  });
});
