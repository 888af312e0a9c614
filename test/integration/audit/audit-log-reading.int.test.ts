// Reading the audit log on both databases: its filters (an action or a group, who, a store, the
// days of a time zone), pages newest first with a cursor, bad filters refused with the reason,
// the CSV and JSON Lines files of the same filters (a cell a spreadsheet would run defused), and
// a PIN sign-in on the store tablet noted with the tablet.
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldTooLongMessage } from '#domain/auth/messages';
import { ISO_DATE_MESSAGE } from '#domain/dates';
import { EXPORT_MESSAGES } from '#domain/exports/messages';
import { AUDIT_MESSAGES } from '#domain/integrations/audit-messages';
import { AUDIT_PAGE_MAX, auditEntrySchema } from '#domain/integrations/audit-api';
import { pairingSchema } from '#domain/tablets/api';
import { TABLET_COOKIE } from '#server/tablets/tablet-cookie';
import { AUDIT_CSV_COLUMNS } from '#server/integrations/audit/export';
import { apiClient, signedInUser, type SignedInUser } from '#test/support/api-client';
import { createStore } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';
import { auditEntries, auditPage, messageOf } from './audit-reader';

const BOM = '\uFEFF';

describe.each(testDialects())('reading the audit log on %s', (dialect) => {
  const t = useTestApp(dialect);
  let reader: SignedInUser;
  /** Who makes the entries the filters are tried on: a super admin no other test uses. */
  let maker: SignedInUser;
  const stores: Record<'march1' | 'march2' | 'march5', { id: string; storeNumber: string }> = {
    march1: { id: '', storeNumber: '' },
    march2: { id: '', storeNumber: '' },
    march5: { id: '', storeNumber: '' },
  };

  async function storeMadeAt(at: string, name: string) {
    t.clock.current = new Date(at);
    const storeNumber = String(600000 + Math.floor(Math.random() * 99999));
    const made = await maker.api.post('/api/stores', { name, storeNumber });
    expect(made.statusCode, made.body).toBe(201);
    return { id: String(made.json().id), storeNumber };
  }

  beforeAll(async () => {
    // They sign in in February: their sign-ins fall outside the days the filters ask about.
    t.clock.current = new Date('2026-02-27T09:00:00Z');
    reader = await signedInUser(t, 'super-admin', null, 'Reading Admin');
    maker = await signedInUser(t, 'super-admin', null, '=SUM(1+1) Quinn');
    // 1 March at 10:00 UTC; 2 March at 23:30 UTC, already 3 March in Tokyo; 5 March.
    stores.march1 = await storeMadeAt('2026-03-01T10:00:00Z', '@Ferry Road');
    stores.march2 = await storeMadeAt('2026-03-02T23:30:00Z', 'Canal Street');
    stores.march5 = await storeMadeAt('2026-03-05T08:00:00Z', 'Dock Road');
    t.clock.current = new Date('2026-03-06T12:00:00Z');
  });

  const ids = (entries: { target: { id: string | null } | null }[]) =>
    entries.map((entry) => entry.target?.id);

  it('filters by action or its group, by who did it and by store, newest first', async () => {
    const byMaker = await auditEntries(reader.api, { actor: maker.id });
    expect(byMaker.map((entry) => entry.action)).toEqual([
      'store.created',
      'store.created',
      'store.created',
      'sign-in.succeeded',
    ]);
    expect(ids(byMaker)).toEqual([stores.march5.id, stores.march2.id, stores.march1.id, maker.id]);
    expect(ids(await auditEntries(reader.api, { actor: maker.id, action: 'store' }))).toHaveLength(
      3,
    );
    expect(await auditEntries(reader.api, { actor: maker.id, action: 'store.deleted' })).toEqual(
      [],
    );
    const theirSignIns = await auditEntries(reader.api, { actor: maker.id, action: 'sign-in' });
    expect(theirSignIns.map((entry) => entry.action)).toEqual(['sign-in.succeeded']);
    const signIns = await auditEntries(reader.api, { action: 'sign-in', who: 'quinn' });
    expect(signIns.map((entry) => entry.actor.id)).toEqual([maker.id]);
    // By the e-mail address too, whatever the name the entry was written under.
    const byEmail = await auditEntries(reader.api, { who: maker.email.toUpperCase() });
    expect(byEmail.length).toBeGreaterThanOrEqual(4);
    expect(byEmail.every((entry) => entry.actor.id === maker.id)).toBe(true);
    // Text is looked for as it is: % and _ match only themselves.
    expect(await auditEntries(reader.api, { who: '%' })).toEqual([]);
    const inStore = await auditEntries(reader.api, { storeId: stores.march2.id });
    expect(inStore.map((entry) => [entry.action, entry.storeName])).toEqual([
      ['store.created', 'Canal Street'],
    ]);
  });

  it('counts dates in the time zone given, both days included', async () => {
    const on = async (query: Record<string, string>) =>
      ids(await auditEntries(reader.api, { actor: maker.id, ...query }));
    expect(await on({ from: '2026-02-27', to: '2026-02-27', timeZone: 'UTC' })).toEqual([maker.id]);
    expect(await on({ from: '2026-03-01', to: '2026-03-02', timeZone: 'UTC' })).toEqual([
      stores.march2.id,
      stores.march1.id,
    ]);
    expect(await on({ from: '2026-03-03', to: '2026-03-03', timeZone: 'Asia/Tokyo' })).toEqual([
      stores.march2.id,
    ]);
    expect(await on({ from: '2026-03-02', timeZone: 'UTC' })).toEqual([
      stores.march5.id,
      stores.march2.id,
    ]);
    expect(await on({ to: '2026-03-01', timeZone: 'UTC' })).toEqual([stores.march1.id, maker.id]);
  });

  it('pages with a cursor: `next` is the following page’s `before`', async () => {
    const first = await auditPage(reader.api, { actor: maker.id, action: 'store', limit: 2 });
    expect(ids(first.entries)).toEqual([stores.march5.id, stores.march2.id]);
    expect(first.next).toBe(first.entries[1]?.id);
    const second = await auditPage(reader.api, {
      actor: maker.id,
      action: 'store',
      limit: 2,
      before: first.next ?? 0,
    });
    expect(ids(second.entries)).toEqual([stores.march1.id]);
    expect(second.next).toBeNull();
    // A full last page says there is no more.
    const exact = await auditPage(reader.api, { actor: maker.id, action: 'store', limit: 3 });
    expect(exact.entries).toHaveLength(3);
    expect(exact.next).toBeNull();
  });

  it('refuses bad filters with the reason, never a server error', async () => {
    const cases: [string, string][] = [
      ['from=abc', ISO_DATE_MESSAGE],
      ['to=2026-02-30', ISO_DATE_MESSAGE],
      ['from=2026-03-05&to=2026-03-01', EXPORT_MESSAGES.reversed],
      ['limit=1000000000', AUDIT_MESSAGES.pageSize(AUDIT_PAGE_MAX)],
      ['limit=0', AUDIT_MESSAGES.pageSize(AUDIT_PAGE_MAX)],
      ['limit=ten', AUDIT_MESSAGES.pageSize(AUDIT_PAGE_MAX)],
      ['limit=2.5', AUDIT_MESSAGES.pageSize(AUDIT_PAGE_MAX)],
      ['before=-3', AUDIT_MESSAGES.cursor],
      ['action=everything', AUDIT_MESSAGES.unknownAction],
      ['timeZone=Mars%2FOlympus', AUDIT_MESSAGES.timeZone],
      [`who=${'x'.repeat(101)}`, fieldTooLongMessage(100)],
    ];
    for (const [query, message] of cases) {
      const answer = await reader.api.get(`/api/audit-log?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(messageOf(answer), query).toBe(message);
    }
    for (const [query, message] of [
      ['format=xml', AUDIT_MESSAGES.unknownFormat],
      ['', AUDIT_MESSAGES.unknownFormat],
      ['format=csv&from=2026-03-05&to=2026-03-01', EXPORT_MESSAGES.reversed],
    ] as const) {
      const answer = await reader.api.get(`/api/audit-log/export?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(messageOf(answer), query).toBe(message);
    }
    // In the reader's language as every refusal is.
    const french = await t.app.inject({
      method: 'GET',
      url: '/api/audit-log?from=2026-03-05&to=2026-03-01',
      headers: { cookie: reader.cookie, 'accept-language': 'fr-CA' },
    });
    expect(french.json().error).toMatchObject({
      key: 'rules-exports.reversed',
      message: 'La date de début doit être antérieure ou égale à la date de fin.',
    });
  });

  it('exports the same filters as CSV, cells a spreadsheet would run defused', async () => {
    const answer = await reader.api.get(
      `/api/audit-log/export?format=csv&actor=${maker.id}&timeZone=UTC&from=2026-03-01`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="shiftcheck-audit-log-2026-03-01-to-2026-03-06.csv"',
    );
    expect(answer.body.startsWith(BOM)).toBe(true);
    expect(answer.body.endsWith('\r\n')).toBe(true);
    const parsed = Papa.parse<string[]>(answer.body.slice(1), {
      newline: '\r\n',
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    const [header, ...rows] = parsed.data;
    expect(header).toEqual([...AUDIT_CSV_COLUMNS]);
    const column = (name: (typeof AUDIT_CSV_COLUMNS)[number]) => AUDIT_CSV_COLUMNS.indexOf(name);
    expect(rows.map((row) => row[column('target_id')])).toEqual([
      stores.march5.id,
      stores.march2.id,
      stores.march1.id,
    ]);
    const oldest = rows[2] ?? [];
    expect(oldest[column('action')]).toBe('store.created');
    expect(oldest[column('at')]).toBe('2026-03-01T10:00:00.000Z');
    // "=SUM(1+1) Quinn" and "@Ferry Road" would run as formulas: each is kept as text.
    expect(oldest[column('actor_name')]).toBe("'=SUM(1+1) Quinn");
    expect(oldest[column('store_name')]).toBe("'@Ferry Road");
    expect(oldest[column('ip')]).toBe('127.0.0.1');
    expect(JSON.parse(oldest[column('detail')] ?? '')).toEqual({ timezone: expect.any(String) });

    // The download is an entry of its own: which file, by whom, for what.
    const [noted] = await auditEntries(reader.api, { actor: reader.id, action: 'export' });
    expect(noted?.detail).not.toHaveProperty('to');
    expect(noted).toMatchObject({
      target: { kind: 'export', id: 'audit-log.csv' },
      detail: { export: 'audit-log.csv', from: '2026-03-01', actor: maker.id },
    });
  });

  it('exports JSON Lines: one entry a line, as the API reads them', async () => {
    const answer = await reader.api.get(
      `/api/audit-log/export?format=jsonl&actor=${maker.id}&action=store.created`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    const lines = answer.body.split('\n');
    expect(lines.at(-1)).toBe('');
    const entries = lines.slice(0, -1).map((line) => auditEntrySchema.parse(JSON.parse(line)));
    expect(entries).toEqual(
      await auditEntries(reader.api, { actor: maker.id, action: 'store.created' }),
    );
    // Nothing matches: an empty file, not an error.
    const none = await reader.api.get(
      `/api/audit-log/export?format=jsonl&actor=${maker.id}&action=store.deleted`,
    );
    expect(none.statusCode).toBe(200);
    expect(none.body).toBe('');
  });

  it('notes a PIN sign-in on the store tablet, refused or not, with the tablet', async () => {
    const store = await createStore(t.deps, { name: 'Tablet Street' });
    const manager = await signedInUser(t, 'store', store.id, 'Morgan Manager');
    const leader = await signedInUser(t, 'shift-leader', store.id, 'Sam Leader');
    expect((await leader.api.put('/api/auth/pin', { pin: '2580' })).statusCode).toBe(200);
    const shown = await manager.api.post(`/api/stores/${store.id}/tablet-pairings`, {
      name: 'Office tablet',
    });
    const { code } = pairingSchema.parse(shown.json());
    const paired = await apiClient(t.app).post('/api/tablet/pair', { code });
    expect(paired.statusCode, paired.body).toBe(200);
    const setCookie = [paired.headers['set-cookie'] ?? []].flat();
    const tablet = setCookie.find((c) => c.startsWith(`${TABLET_COOKIE}=`))?.split(';')[0] ?? '';
    const pin = (value: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/tablet/sign-in',
        headers: { cookie: tablet, 'content-type': 'application/json' },
        payload: JSON.stringify({ userId: leader.id, pin: value }),
        remoteAddress: '203.0.113.40',
      });
    expect((await pin('1111')).statusCode).toBe(401);
    expect((await pin('2580')).statusCode).toBe(200);
    const [opened, refused] = await auditEntries(reader.api, {
      actor: leader.id,
      action: 'sign-in',
      limit: 2,
    });
    for (const [entry, action] of [
      [opened, 'sign-in.succeeded'],
      [refused, 'sign-in.failed'],
    ] as const) {
      expect(entry).toMatchObject({
        action,
        actor: { kind: 'person', id: leader.id },
        storeId: store.id,
        ip: '203.0.113.40',
        detail: { via: 'pin', tablet: 'Office tablet' },
      });
    }
    expect(JSON.stringify(refused)).not.toContain('1111');
  });
});
