import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ChecklistDetail } from '#domain/checklists/api';
import { RETENTION_MESSAGES } from '#domain/retention/messages';
import { signedInUser } from '#test/support/api-client';
import { createChecklist, createStore } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { pdfText } from '#test/support/pdf-text';
import { useTestApp } from '#test/support/use-test-app';
import { insertNotifications } from './scene';

const PRODUCTION = 'Production & Back Room Areas';
const TODAY = '2026-11-22';

describe.each(testDialects())('erasing a person on %s', (dialect) => {
  const t = useTestApp(dialect);

  /** Every text of every table, one line per value (what a dump of the database would hold). */
  async function everyText(): Promise<string> {
    const db = t.deps.db.kysely;
    const lines: string[] = [];
    for (const table of await db.introspection.getTables()) {
      for (const column of table.columns) {
        if (!/text|char/i.test(column.dataType)) continue;
        const rows = await sql<{ value: string | null }>`select ${sql.ref(column.name)} as value
          from ${sql.table(table.name)}`.execute(db);
        for (const row of rows.rows) {
          if (row.value) lines.push(`${table.name}.${column.name}: ${row.value}`);
        }
      }
    }
    return lines.join('\n');
  }

  it('keeps their records under a pseudonym and leaves no trace of their name or e-mail', async () => {
    const store = await createStore(t.deps);
    const zelda = await signedInUser(t, 'store', store.id, 'Zelda Quimby');
    const leader = await signedInUser(t, 'shift-leader', store.id, 'Sam Leader');
    const admin = await signedInUser(t, 'super-admin', null, 'Ada Admin');

    const template = await zelda.api.post('/api/templates', {
      title: 'Breakfast with readings',
      category: 'breakfast',
      storeId: store.id,
      items: [
        {
          text: 'Walk-in fridge temperature',
          section: 'travel-path',
          subsection: PRODUCTION,
          kind: 'reading',
          reading: { quantity: 'temperature', unit: 'C', min: null, max: 5 },
        },
        { text: 'Floors mopped', section: 'travel-path', subsection: PRODUCTION },
      ],
    });
    expect(template.statusCode).toBe(201);
    const checklist: ChecklistDetail = await createChecklist(t.deps, { by: zelda });
    const fridge = checklist.items.find((item) => item.kind === 'reading')!;
    const floors = checklist.items.find((item) => item.text === 'Floors mopped')!;
    const item = (id: string) => `/api/checklists/${checklist.id}/items/${id}`;
    expect(
      (await zelda.api.patch(item(fridge.id), { type: 'record', value: '3.5', unit: 'C' }))
        .statusCode,
    ).toBe(200);
    const failed = await zelda.api.patch(item(floors.id), {
      type: 'fail',
      comment: 'Wet floor: Zelda Quimby put the sign out',
      priority: 'B',
    });
    expect(failed.statusCode).toBe(200);
    const target = await zelda.api.post(`/api/checklists/${checklist.id}/targets`, {
      text: 'Zelda Quimby checks the fryers',
    });
    expect(target.statusCode).toBe(201);
    const other = await createChecklist(t.deps, { by: leader, category: 'day' });
    // Feedback needs a completed checklist: written as the service would.
    await t.deps.db.kysely
      .updateTable('checklists')
      .set({
        feedback_text: 'Well done, from Zelda',
        feedback_at: t.clock.now().toISOString(),
        feedback_user_id: zelda.id,
        feedback_user_name: 'Zelda Quimby',
      })
      .where('id', '=', other.id)
      .execute();
    const signed = await zelda.api.post(`/api/stores/${store.id}/sign-offs`, { date: TODAY });
    expect(signed.statusCode).toBe(201);
    await insertNotifications(t.deps, { storeId: store.id, recipientId: zelda.id });
    await insertNotifications(t.deps, {
      storeId: store.id,
      recipientId: leader.id,
      title: 'Zelda Quimby signed the day',
    });
    const before = await everyText();
    expect(before).toContain('Zelda Quimby');
    expect(before.toLowerCase()).toContain(zelda.email.toLowerCase());

    // Refused: by a manager, without the right address, or by oneself.
    const erase = `/api/users/${zelda.id}/erase`;
    expect((await leader.api.post(erase, { email: zelda.email })).statusCode).toBe(403);
    const wrong = await admin.api.post(erase, { email: 'someone@else.example' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(RETENTION_MESSAGES.eraseConfirm);
    const self = await admin.api.post(`/api/users/${admin.id}/erase`, { email: admin.email });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe(RETENTION_MESSAGES.eraseSelf);

    const erased = await admin.api.post(erase, { email: zelda.email.toUpperCase() });
    expect(erased.statusCode).toBe(200);
    const pseudonym: string = erased.json().displayName;
    expect(pseudonym).toMatch(/^Former employee [0-9A-F]{4}$/);
    const again = await admin.api.post(erase, { email: zelda.email });
    expect(again.statusCode).toBe(409);

    // No trace of the name or the address in any table.
    const after = (await everyText()).toLowerCase().split('\n');
    for (const trace of ['zelda quimby', zelda.email.toLowerCase()]) {
      expect(
        after.filter((line) => line.includes(trace)),
        trace,
      ).toEqual([]);
    }
    // A first name alone in someone's free text is not theirs to tell apart from a namesake's:
    // it stays (docs/decisions/057).
    expect(after.filter((line) => line.includes('zelda'))).toEqual([
      'checklists.feedback_text: well done, from zelda',
    ]);
    expect(after.some((line) => line.includes(pseudonym.toLowerCase()))).toBe(true);

    // Their records stay, under the pseudonym.
    const read = await leader.api.get(`/api/checklists/${checklist.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<ChecklistDetail>().creatorName).toBe(pseudonym);
    const readings = await t.deps.db.kysely
      .selectFrom('readings')
      .select('user_name')
      .where('checklist_id', '=', checklist.id)
      .execute();
    expect(readings).toEqual([{ user_name: pseudonym }]);
    const signOffs = await t.deps.db.kysely
      .selectFrom('day_sign_offs')
      .select('user_name')
      .where('store_id', '=', store.id)
      .execute();
    expect(signOffs).toEqual([{ user_name: pseudonym }]);

    // The exports read the same: CSV and PDF.
    const range = `storeId=${store.id}&from=${TODAY}&to=${TODAY}`;
    for (const kind of ['checklists', 'items', 'actions']) {
      const csv = await admin.api.get(`/api/exports/${kind}.csv?${range}`);
      expect(csv.statusCode, kind).toBe(200);
      expect(csv.body.toLowerCase(), kind).not.toContain('zelda quimby');
      expect(csv.body.toLowerCase(), kind).not.toContain(zelda.email.toLowerCase());
    }
    const actions = await admin.api.get(`/api/exports/actions.csv?${range}`);
    expect(actions.body).toContain(pseudonym);
    const pdf = await admin.api.get(`/api/checklists/${checklist.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).not.toMatch(/zelda quimby/i);
    expect(text).toContain(pseudonym);
    const log = await admin.api.get(`/api/exports/temperature-log.pdf?${range}`);
    expect(log.statusCode).toBe(200);
    expect(pdfText(log.rawPayload)).not.toMatch(/zelda quimby/i);

    // Their sessions ended; the log says who erased whom, and when.
    expect((await zelda.api.get(`/api/checklists/${checklist.id}`)).statusCode).toBe(401);
    const audit = await admin.api.get('/api/audit-log?action=user.erased');
    expect(audit.json().entries).toEqual([
      expect.objectContaining({
        action: 'user.erased',
        at: t.clock.now().toISOString(),
        actor: expect.objectContaining({ name: 'Ada Admin' }),
        target: expect.objectContaining({ id: zelda.id, name: pseudonym }),
      }),
    ]);
  });
});
