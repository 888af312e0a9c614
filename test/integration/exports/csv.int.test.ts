import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { formatDateTime, type IsoDate } from '#domain/dates';
import { DEFAULT_SHIFT_SETTINGS, SHIFT_LABELS, type ShiftCategory } from '#domain/shifts';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { createChecklist, createStore, createTemplate } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';
import { pageExportChecklists } from '#server/exports/repository';

const ALL_SHIFTS = {
  ...DEFAULT_SHIFT_SETTINGS,
  overnight: { ...DEFAULT_SHIFT_SETTINGS.overnight, enabled: true },
};
const BOM = '\uFEFF';
const CATEGORIES: ShiftCategory[] = ['breakfast', 'day', 'night'];

function parseCsv(body: string): string[][] {
  expect(body.startsWith(BOM)).toBe(true);
  const lines = body.slice(1).split('\r\n');
  expect(lines.at(-1)).toBe('');
  const parsed = Papa.parse<string[]>(body.slice(1), { newline: '\r\n', skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

// The test clock stands at 2026-11-22T12:00Z; October 2026 is the seeded month.
describe.each(testDialects())('CSV exports on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function seededStore() {
    const store = await createStore(t.deps, { shiftSettings: ALL_SHIFTS });
    for (const category of CATEGORIES) {
      await createTemplate(t.deps, {
        storeId: store.id,
        category,
        items: [
          { text: 'Fryer oil tested', section: 'pre-shift' },
          { text: '=1+1 drive-thru screen', section: 'travel-path', subsection: 'Lobby' },
          { text: 'Handover notes written', section: 'post-shift' },
        ],
      });
    }
    const leader = await signedInUser(t, 'shift-leader', store.id, 'Lee Leader');
    const db = t.deps.db.kysely;
    let n = 0;
    for (let day = 1; day <= 31; day += 3) {
      const date = `2026-10-${String(day).padStart(2, '0')}`;
      for (const category of CATEGORIES.slice(0, 1 + (day % 3))) {
        n += 1;
        const checklist = await createChecklist(t.deps, { by: leader, date, category });
        const items = checklist.items;
        const at = `${date}T09:1${n % 10}:00.000Z`;
        await db
          .updateTable('checklist_items')
          .set({ completed: true, completed_at: at, completed_by: leader.id })
          .where('id', '=', items[0]!.id)
          .execute();
        if (n % 2 === 0) {
          await db
            .updateTable('checklist_items')
            .set({
              failed: true,
              failure_comment: n % 4 === 0 ? `-Bin lid broken ${n}` : `Door sticks ${n}`,
              failure_priority: 'B',
              resolved: n % 4 === 0,
              resolved_at: n % 4 === 0 ? at : null,
            })
            .where('id', '=', items[1]!.id)
            .execute();
        }
        await db
          .updateTable('checklists')
          .set({
            progress: n % 2 === 0 ? 67 : 33,
            open_issues: n % 4 === 2 ? 1 : 0,
            completed_at: n % 5 === 0 ? at : null,
            post_shift_analysis: n % 3 === 0 ? '@SUM(A1) went well' : `Quiet shift ${n}`,
            feedback_text: n % 3 === 1 ? `+Great job ${n}` : null,
            feedback_at: n % 3 === 1 ? at : null,
            feedback_user_name: n % 3 === 1 ? 'Mia Manager' : null,
          })
          .where('id', '=', checklist.id)
          .execute();
      }
    }
    return { store, leader };
  }

  const neutral = (value: string | null) =>
    value && /^[=+\-@]/.test(value) ? `'${value}` : (value ?? '');

  async function rawMonth(storeId: string, from: IsoDate, to: IsoDate) {
    const rows = await t.deps.db.kysely
      .selectFrom('checklists')
      .selectAll()
      .where('store_id', '=', storeId)
      .execute();
    return rows
      .filter((r) => r.business_date >= from && r.business_date <= to)
      .sort((a, b) =>
        `${a.business_date}|${a.category}|${a.id}`.localeCompare(
          `${b.business_date}|${b.category}|${b.id}`,
        ),
      );
  }

  async function csv(user: SignedInUser, url: string) {
    const response = await user.api.get(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    return {
      rows: parseCsv(response.body),
      disposition: String(response.headers['content-disposition']),
    };
  }

  it('writes one row per checklist whose cells equal the stored rows', async () => {
    const { store, leader } = await seededStore();
    const { rows, disposition } = await csv(
      leader,
      `/api/exports/checklists.csv?storeId=${store.id}&from=2026-10-01&to=2026-10-31`,
    );
    expect(disposition).toBe(
      `attachment; filename="shiftcheck-store-${store.storeNumber}-2026-10-01-to-2026-10-31-checklists.csv"`,
    );
    const raw = await rawMonth(store.id, '2026-10-01', '2026-10-31');
    expect(raw.length).toBeGreaterThan(15);
    expect(rows[0]![0]).toBe('Store number');
    expect(rows.slice(1)).toEqual(
      raw.map((r) => [
        store.storeNumber,
        store.name,
        r.business_date,
        SHIFT_LABELS[r.category],
        r.title,
        'Lee Leader',
        '',
        '',
        String(r.progress),
        r.completed_at
          ? 'Completed'
          : r.open_issues > 0
            ? `${r.open_issues} issue(s)`
            : 'In progress',
        r.completed_at ? formatDateTime(r.completed_at, 'Europe/London') : '',
        r.completed_at ?? '',
        String(r.open_issues),
        '0',
        '0',
        neutral(r.post_shift_analysis),
        neutral(r.feedback_text),
        r.feedback_user_name ?? '',
        r.feedback_at ? formatDateTime(r.feedback_at, 'Europe/London') : '',
        r.feedback_at ?? '',
      ]),
    );
    expect(rows.some((row) => row[15]!.startsWith("'@SUM"))).toBe(true);
    expect(rows.some((row) => row[16]!.startsWith("'+Great"))).toBe(true);
  });

  it('writes one row per item with its state, who and when', async () => {
    const { store, leader } = await seededStore();
    const { rows } = await csv(
      leader,
      `/api/exports/items.csv?storeId=${store.id}&from=2026-10-01&to=2026-10-31`,
    );
    const raw = await rawMonth(store.id, '2026-10-01', '2026-10-31');
    const items = await t.deps.db.kysely
      .selectFrom('checklist_items')
      .selectAll()
      .where(
        'checklist_id',
        'in',
        raw.map((r) => r.id),
      )
      .execute();
    const expected = raw.flatMap((r) =>
      items
        .filter((i) => i.checklist_id === r.id)
        .sort((a, b) => a.position - b.position)
        .map((i) => {
          const state = i.failed
            ? i.resolved
              ? 'resolved'
              : 'failed'
            : i.completed
              ? 'done'
              : 'not done';
          return [
            r.business_date,
            SHIFT_LABELS[r.category],
            i.subsection ?? '',
            neutral(i.text),
            state,
            i.completed_at ? 'Lee Leader' : '',
            i.completed_at ? formatDateTime(i.completed_at, 'Europe/London') : '',
            i.completed_at ?? '',
            neutral(i.failure_comment),
            i.failure_priority ?? '',
            i.resolved_at ?? '',
          ];
        }),
    );
    expect(expected.length).toBe(raw.length * 3);
    expect(rows.slice(1).map((row) => [row[2], row[3], ...row.slice(6, 14), row[15]])).toEqual(
      expected,
    );
    expect(rows.some((row) => row[7] === "'=1+1 drive-thru screen")).toBe(true);
    expect(rows.some((row) => row[12]!.startsWith("'-Bin lid broken"))).toBe(true);
  });

  it('walks the range in pages without skipping or repeating a checklist', async () => {
    const { store } = await seededStore();
    const all = await rawMonth(store.id, '2026-10-01', '2026-10-31');
    const seen: string[] = [];
    let after = null;
    for (;;) {
      const page = await pageExportChecklists(t.deps.db.kysely, {
        scope: { kind: 'stores', storeIds: [store.id] },
        from: '2026-10-01',
        to: '2026-10-31',
        after,
        limit: 4,
      });
      if (page.length === 0) break;
      seen.push(...page.map((c) => c.id));
      const last = page.at(-1)!;
      after = {
        businessDate: last.businessDate,
        storeId: last.storeId,
        category: last.category,
        id: last.id,
      };
    }
    expect(seen).toEqual(all.map((r) => r.id));
  });

  it('gives a header and a clear line for a range without checklists', async () => {
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'store', store.id);
    for (const kind of ['checklists', 'items']) {
      const { rows } = await csv(leader, `/api/exports/${kind}.csv?from=2026-01-01&to=2026-01-31`);
      expect(rows.slice(1)).toEqual([['No checklists in this range.']]);
    }
  });

  it('exports every store for a super admin, and names the file so', async () => {
    const { store } = await seededStore();
    const admin = await signedInUser(t, 'super-admin', null);
    const { rows, disposition } = await csv(
      admin,
      '/api/exports/checklists.csv?from=2026-10-01&to=2026-10-31',
    );
    expect(disposition).toContain('shiftcheck-all-stores-2026-10-01-to-2026-10-31-checklists.csv');
    const own = await rawMonth(store.id, '2026-10-01', '2026-10-31');
    expect(rows.filter((row) => row[0] === store.storeNumber)).toHaveLength(own.length);
  });

  it('refuses bad ranges and stores with a message, never a 5xx', async () => {
    const store = await createStore(t.deps);
    const other = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const admin = await signedInUser(t, 'super-admin', null);
    const cases: [SignedInUser, string, number, string][] = [
      [
        leader,
        'from=2026-10-31&to=2026-10-01',
        400,
        'The start date must be on or before the end date.',
      ],
      [
        leader,
        'from=2025-11-01&to=2026-11-02',
        400,
        'An export covers at most 366 days. Please choose a shorter range.',
      ],
      [leader, 'from=2026-11-01&to=2026-11-30', 400, 'The range cannot end after today.'],
      [
        leader,
        'from=1999-12-31&to=2000-01-05',
        400,
        'Dates must be between 2000-01-01 and 9999-12-31',
      ],
      [leader, 'from=2026-02-30&to=2026-03-01', 400, 'Dates must be in YYYY-MM-DD format'],
      [leader, `storeId=${other.id}`, 404, 'Store not found'],
      [admin, 'storeId=no-such-store', 404, 'Store not found'],
    ];
    for (const [user, query, status, message] of cases) {
      const response = await user.api.get(`/api/exports/items.csv?${query}`);
      expect(response.statusCode, query).toBe(status);
      expect(response.json().error.message, query).toContain(message);
    }
    const year = await leader.api.get('/api/exports/items.csv?from=2025-11-02&to=2026-11-02');
    expect(year.statusCode).toBe(200);
  });
});
