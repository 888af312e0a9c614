// The temperature log PDF on both databases (docs/decisions/044, 045): every reading day by day
// with its limit, verdict, person and action, each day's signature and what changed after it,
// the four-weekly reviews; the same log inside the inspection pack; the items CSV's reading
// columns; and the refusals.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { ChecklistDetail, ChecklistItem } from '#domain/checklists/api';
import { formatDateTime, formatTime } from '#domain/dates';
import { LOG_COUNT_HEADER } from '#domain/exports/api';
import { EXPORT_MESSAGES, PACK_MESSAGES } from '#domain/exports/messages';
import { STORE_NOT_FOUND } from '#domain/checklists/messages';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { createChecklist, createStore } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { pdfPagesText, pdfText } from '#test/support/pdf-text';
import { useTestApp } from '#test/support/use-test-app';
import { insertReadings } from '#server/readings/repository';

const PRODUCTION = 'Production & Back Room Areas';
const FRIDGE = 'Walk-in fridge';
const ACTION = 'Stock moved to the reach-in; engineer called';
/** Readings of the day before, more than one page of the log's reads (READINGS_PAGE). */
const EARLIER_READINGS = 510;

/** Each word pdftotext finds on the first page, with where it stands (points from the left). */
function pdfWords(pdf: Buffer): { text: string; xMin: number; xMax: number; yMin: number }[] {
  const dir = mkdtempSync(join(tmpdir(), 'shiftcheck-pdf-'));
  const file = join(dir, 'document.pdf');
  writeFileSync(file, pdf);
  const result = spawnSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-'], {
    encoding: 'utf8',
  });
  if (result.error) throw new Error('pdftotext (poppler-utils) is needed to read PDFs in tests');
  return [
    ...result.stdout.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)"[^>]*>([^<]*)</g,
    ),
  ].map((m) => ({
    text: m[4] ?? '',
    xMin: Number(m[1]),
    yMin: Number(m[2]),
    xMax: Number(m[3]),
  }));
}

/** The text with each page's foot taken out, so a line is found across a page break. */
const withoutFeet = (text: string) =>
  text.replace(/Generated .*? by ShiftCheck Page \d+ /g, '').replace(/\s+/g, ' ');

/** Where each of the lines is found, in order; -1 for the first one not found after the last. */
function inOrder(text: string, lines: readonly string[]): number {
  let from = 0;
  for (const [index, line] of lines.entries()) {
    const at = text.indexOf(line, from);
    if (at < 0) return index;
    from = at + line.length;
  }
  return -1;
}

// The test clock stands at 2026-11-22T12:00Z; the stores are in London (GMT in November).
describe.each(testDialects())('temperature log on %s', (dialect) => {
  const t = useTestApp(dialect);
  const TODAY = '2026-11-22';
  const YESTERDAY = '2026-11-21';

  const record = (
    user: SignedInUser,
    checklist: ChecklistDetail,
    item: ChecklistItem,
    body: object,
  ) =>
    user.api.patch(`/api/checklists/${checklist.id}/items/${item.id}`, {
      type: 'record',
      unit: 'C',
      ...body,
    });

  /**
   * A store whose breakfast has a walk-in fridge reading (≤ 5 °C) and a tick. Yesterday: many
   * readings, not signed off. Today: 8.2 °C with what was done, then 4.1 °C; the manager signs
   * the day off with a note, then the leader ticks the other item.
   */
  async function scene() {
    const store = await createStore(t.deps, { name: 'Harbour Road' });
    const manager = await signedInUser(t, 'store', store.id, 'Morgan Manager');
    const leader = await signedInUser(t, 'shift-leader', store.id, 'Sam Leader');
    const template = await manager.api.post('/api/templates', {
      title: 'Breakfast with readings',
      category: 'breakfast',
      storeId: store.id,
      items: [
        {
          text: FRIDGE,
          section: 'travel-path',
          subsection: PRODUCTION,
          kind: 'reading',
          reading: { quantity: 'temperature', unit: 'C', min: null, max: 5 },
        },
        { text: 'Floors mopped', section: 'travel-path', subsection: PRODUCTION },
      ],
    });
    expect(template.statusCode, template.body).toBe(201);

    const earlier = await createChecklist(t.deps, { by: leader, date: YESTERDAY });
    const earlierFridge = earlier.items.find((item) => item.kind === 'reading')!;
    await insertReadings(
      t.deps.db.kysely,
      Array.from({ length: EARLIER_READINGS }, (_, i) => ({
        checklistId: earlier.id,
        itemId: earlierFridge.id,
        storeId: store.id,
        businessDate: YESTERDAY,
        at: new Date(Date.parse('2026-11-21T06:00:00Z') + i * 60_000).toISOString(),
        userId: leader.id,
        userName: `Probe ${i % 7}`,
        value: String((i % 60) / 10),
        unit: 'C',
        measure: earlierFridge.measure!,
        within: (i % 60) / 10 <= 5,
        action: (i % 60) / 10 <= 5 ? null : `Re-checked ${i}`,
      })),
    );

    const checklist = await createChecklist(t.deps, { by: leader, date: TODAY });
    const fridge = checklist.items.find((item) => item.kind === 'reading')!;
    const tick = checklist.items.find((item) => item.kind === 'check')!;
    // The times as the log writes them (the shared clock moves on from scene to scene).
    const time = () => formatTime(t.clock.now(), 'Europe/London');
    const dateTime = () => formatDateTime(t.clock.now(), 'Europe/London');
    const times = { outside: time(), inside: '', signed: '', ticked: '' };
    const outside = await record(leader, checklist, fridge, { value: '8.2', comment: ACTION });
    expect(outside.statusCode, outside.body).toBe(200);
    t.clock.advanceMinutes(30);
    times.inside = time();
    const inside = await record(leader, checklist, fridge, { value: '4.1' });
    expect(inside.statusCode, inside.body).toBe(200);
    t.clock.advanceMinutes(30);
    times.signed = dateTime();
    const signed = await manager.api.post(`/api/stores/${store.id}/sign-offs`, {
      date: TODAY,
      note: 'Fridge checked twice',
    });
    expect(signed.statusCode, signed.body).toBe(201);
    t.clock.advanceMinutes(15);
    times.ticked = dateTime();
    const ticked = await leader.api.patch(`/api/checklists/${checklist.id}/items/${tick.id}`, {
      type: 'complete',
      completed: true,
    });
    expect(ticked.statusCode, ticked.body).toBe(200);
    const lines = {
      outside: `${times.outside} Breakfast — ${FRIDGE}: 8.2 °C, limit ≤ 5 °C — OUTSIDE LIMIT — Sam Leader`,
      inside: `${times.inside} Breakfast — ${FRIDGE}: 4.1 °C, limit ≤ 5 °C — Within limit — Sam Leader`,
      signed: `Signed off by Morgan Manager, ${times.signed}`,
      change: `${times.ticked} — Sam Leader: Ticked “Floors mopped”`,
    };
    return { store, manager, leader, checklist, lines };
  }

  const logOf = (user: SignedInUser, query: string) =>
    user.api.get(`/api/exports/temperature-log.pdf?${query}`);

  it('lists every reading day by day with its limit, verdict, person and action, and the signatures', async () => {
    const { store, manager, lines } = await scene();
    const response = await logOf(manager, `from=${YESTERDAY}&to=${TODAY}`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(String(response.headers['content-disposition'])).toContain(
      `${YESTERDAY}-to-${TODAY}-temperature-log.pdf`,
    );
    expect(response.headers[LOG_COUNT_HEADER]).toBe(String(EARLIER_READINGS + 2));
    const text = withoutFeet(pdfText(response.rawPayload));
    const outsideEarlier = Array.from({ length: EARLIER_READINGS }, (_, i) => i).filter(
      (i) => (i % 60) / 10 > 5,
    ).length;
    for (const expected of [
      'Temperature log',
      `Store: ${store.name} (#${store.storeNumber})`,
      'Period: Saturday, November 21, 2026 to Sunday, November 22, 2026',
      'Temperature unit: °C',
      `Readings: ${EARLIER_READINGS + 2}`,
      `Outside limits: ${outsideEarlier + 1}`,
      'Days signed off: 1 of 2 days',
      lines.outside,
      `Action taken: ${ACTION}`,
      lines.inside,
      lines.signed,
      'Note: Fridge checked twice',
      'Changed after sign-off:',
      lines.change,
      'Four-weekly reviews',
      'No four-weekly reviews in this period.',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Yesterday comes first, unsigned; today after it, signed.
    expect(
      inOrder(text, [
        'Saturday, November 21, 2026',
        'Not signed off',
        'Sunday, November 22, 2026',
        'Signed off by Morgan Manager',
      ]),
    ).toBe(-1);
    expect(text).not.toContain('No readings in this period.');
  });

  it('has exactly the rows of `readings`, in the order taken, each as it was judged', async () => {
    const { store, manager } = await scene();
    const response = await logOf(manager, `from=${YESTERDAY}&to=${TODAY}`);
    expect(response.statusCode).toBe(200);
    const text = withoutFeet(pdfText(response.rawPayload));
    const raw = await t.deps.db.kysely
      .selectFrom('readings')
      .selectAll()
      .where('store_id', '=', store.id)
      .orderBy('business_date')
      .orderBy('id')
      .execute();
    expect(raw).toHaveLength(EARLIER_READINGS + 2);
    const lines = raw.map((row) => {
      const within = Boolean(row.within);
      const time = formatTime(new Date(row.at).toISOString(), 'Europe/London');
      const verdict = within ? 'Within limit' : 'OUTSIDE LIMIT';
      return `${time} Breakfast — ${FRIDGE}: ${row.value} °C, limit ≤ 5 °C — ${verdict} — ${row.user_name}`;
    });
    expect(inOrder(text, lines)).toBe(-1);
    // No other reading lines than these.
    expect(text.match(/ °C, limit ≤ 5 °C — /g)).toHaveLength(raw.length);
    const actions = raw.filter((row) => !row.within).map((row) => `Action taken: ${row.action}`);
    expect(inOrder(text, actions)).toBe(-1);
    expect(text.match(/Action taken: /g)).toHaveLength(actions.length);
  });

  it('is the inspection pack’s second part: after the cover, from a new page, before the checklists', async () => {
    const { checklist, manager, lines } = await scene();
    const response = await manager.api.get(
      `/api/exports/inspection-pack.pdf?from=${TODAY}&to=${TODAY}`,
    );
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const pages = pdfPagesText(response.rawPayload);
    expect(pages[0]).toContain('Inspection pack');
    expect(pages[0]).not.toContain('Temperature log');
    expect(pages[1]).toMatch(/^\s*Temperature log /);
    const text = withoutFeet(pdfText(response.rawPayload));
    expect(
      inOrder(text, [
        'Inspection pack',
        'Temperature log',
        'Readings: 2',
        lines.outside,
        `Action taken: ${ACTION}`,
        lines.inside,
        lines.signed,
        'Changed after sign-off:',
        lines.change,
        'Four-weekly reviews',
        checklist.title,
      ]),
    ).toBe(-1);
  });

  it('adds each item’s kind, last reading, unit, limit, answer and N/A reason to the items CSV', async () => {
    const { manager } = await scene();
    const response = await manager.api.get(`/api/exports/items.csv?from=${TODAY}&to=${TODAY}`);
    expect(response.statusCode).toBe(200);
    const parsed = Papa.parse<string[]>(response.body.replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    const [header, ...rows] = parsed.data;
    // The columns machines read by position stay where they were; the new ones follow them.
    expect(header!.slice(-8)).toEqual([
      'Resolved at (store time)',
      'Resolved at (ISO)',
      'Kind',
      'Reading',
      'Reading unit',
      'Limit',
      'Answer',
      'N/A reason',
    ]);
    const cell = (row: string[], name: string) => row[header!.indexOf(name)];
    const fridge = rows.find((row) => cell(row, 'Item') === FRIDGE)!;
    const tick = rows.find((row) => cell(row, 'Item') === 'Floors mopped')!;
    expect(['Kind', 'Reading', 'Reading unit', 'Limit'].map((name) => cell(fridge, name))).toEqual([
      'Reading',
      '4.1',
      '°C',
      '≤\u00a05\u00a0°C',
    ]);
    expect(['Kind', 'Reading', 'Reading unit', 'Limit'].map((name) => cell(tick, name))).toEqual([
      'Tick',
      '',
      '',
      '',
    ]);
  });

  it('says so for a period without readings, and lists the four-weekly reviews', async () => {
    const store = await createStore(t.deps, { name: 'Quiet Lane' });
    const manager = await signedInUser(t, 'store', store.id, 'Rae Manager');
    const review = await manager.api.post(`/api/stores/${store.id}/reviews`, {
      note: 'Probes calibrated; no breaches this period',
    });
    expect(review.statusCode, review.body).toBe(201);
    const response = await logOf(manager, `from=2026-10-26&to=${TODAY}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers[LOG_COUNT_HEADER]).toBe('0');
    const text = withoutFeet(pdfText(response.rawPayload));
    for (const expected of [
      'Readings: 0',
      'Outside limits: 0',
      'Days signed off: 0 of 28 days',
      'No readings in this period.',
      'Four-weekly reviews',
      '2026-10-26 to 2026-11-22 — signed by Rae Manager, Nov 22, 2026',
      'Probes calibrated; no breaches this period',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('refuses reversed dates, another store and all stores with their messages', async () => {
    const { store, manager } = await scene();
    const reversed = await logOf(manager, `from=${TODAY}&to=${YESTERDAY}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.message).toBe(EXPORT_MESSAGES.reversed);
    const tooLong = await logOf(manager, `from=2025-01-01&to=${TODAY}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe(EXPORT_MESSAGES.tooLong);

    const other = await createStore(t.deps);
    const elsewhere = await signedInUser(t, 'store', other.id);
    const hidden = await logOf(elsewhere, `storeId=${store.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.message).toBe(STORE_NOT_FOUND);

    const admin = await signedInUser(t, 'super-admin', null);
    const all = await admin.api.get('/api/exports/temperature-log.pdf');
    expect(all.statusCode).toBe(400);
    expect(all.json().error.message).toBe(PACK_MESSAGES.storeRequired);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/exports/temperature-log.pdf?storeId=${store.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('writes an Arabic reader’s log in Arabic, right to left, values and limits left to right', async () => {
    const { store } = await scene();
    const reader = await signedInUser(t, 'store', store.id, 'Rana Manager');
    const chose = await reader.api.put('/api/auth/language', { locale: 'ar' });
    expect(chose.statusCode).toBe(200);
    const response = await logOf(reader, `from=${TODAY}&to=${TODAY}`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.toString('latin1')).toMatch(/NotoNaskhArabic-(Regular|Bold)/);
    const text = pdfText(response.rawPayload);
    for (const expected of [
      'سجل درجات الحرارة',
      'خارج الحد',
      'ضمن الحد',
      'المتخذ',
      'تغييرات بعد التوقيع',
      ACTION,
      FRIDGE,
      '8.2 °C',
      '4.1 °C',
      '≤ 5 °C',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Temperature log');
    // Drawn left to right inside the right-to-left line: "≤ 5 °C", not "C° 5 ≥" (a mirrored ≤).
    const words = pdfWords(response.rawPayload);
    const limit = words.findIndex((word) => word.text === '≤');
    expect(limit).toBeGreaterThan(-1);
    const [sign, five, unit] = words.slice(limit, limit + 3);
    expect([five?.text, unit?.text]).toEqual(['5', '°C']);
    expect(sign!.xMax).toBeLessThanOrEqual(five!.xMin);
    expect(five!.xMax).toBeLessThanOrEqual(unit!.xMin);
    const value = words.find((word) => word.text.endsWith('8.2'))!;
    const valueUnit = words[words.indexOf(value) + 1]!;
    expect(valueUnit.text).toBe('°C');
    expect(value.xMax).toBeLessThanOrEqual(valueUnit.xMin);
    // The line is set from the right margin.
    const line = words.filter((word) => Math.abs(word.yMin - value.yMin) < 3);
    expect(Math.max(...line.map((word) => word.xMax))).toBeGreaterThan(540);
  });
});
