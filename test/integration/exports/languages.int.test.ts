import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Locale } from '#domain/i18n/locales';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { createChecklist, createStore, createTemplate } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { FLOOR_CHOICE } from '#test/support/items';
import { pdfText } from '#test/support/pdf-text';
import { useTestApp } from '#test/support/use-test-app';

/** The fryer item's words in each language, as a checklist freezes them from its template. */
const FRYER = {
  text: 'Check the fryer oil temperature',
  translations: {
    pl: { text: 'Sprawdź temperaturę oleju we frytownicy', details: 'Zapisz wynik w dzienniku' },
    es: { text: 'Comprueba la temperatura del aceite de la freidora', details: null },
    'zh-CN': { text: '检查炸锅油温', details: null },
    ar: { text: 'افحص حرارة زيت المقلاة', details: null },
  },
};
const DOOR = 'Lobby door closes by itself';
const NOTES = 'Handover notes written';

/** Each word pdftotext finds, with where it stands on the page (points from the left). */
function pdfWords(pdf: Buffer): { text: string; xMin: number; xMax: number }[] {
  const dir = mkdtempSync(join(tmpdir(), 'shiftcheck-pdf-'));
  const file = join(dir, 'document.pdf');
  writeFileSync(file, pdf);
  const result = spawnSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-'], {
    encoding: 'utf8',
  });
  if (result.error) throw new Error('pdftotext (poppler-utils) is needed to read PDFs in tests');
  return [
    ...result.stdout.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)"[^>]*>([^<]*)</g),
  ].map((m) => ({ text: m[3] ?? '', xMin: Number(m[1]), xMax: Number(m[2]) }));
}

// The test clock stands at 2026-11-22T12:00Z.
describe.each(testDialects())('files in the reader’s language on %s', (dialect) => {
  const t = useTestApp(dialect);

  /** A store with a checklist whose fryer item carries its words in four languages. */
  async function scene() {
    const store = await createStore(t.deps, { name: 'Riverside' });
    await createTemplate(t.deps, {
      storeId: store.id,
      category: 'breakfast',
      items: [
        { text: FRYER.text, section: 'travel-path', subsection: 'Production & Back Room Areas' },
        {
          text: DOOR,
          section: 'travel-path',
          subsection: 'Front Counter, Drive thru & {delivery service}',
        },
        { text: NOTES, section: 'post-shift' },
      ],
    });
    const leader = await signedInUser(t, 'shift-leader', store.id, 'Łucja Żółkiewska');
    const checklist = await createChecklist(t.deps, { by: leader, date: '2026-11-20' });
    const [fryer, door] = checklist.items;
    await t.deps.db.kysely
      .updateTable('checklist_items')
      .set({ translations: JSON.stringify(FRYER.translations) })
      .where('id', '=', fryer!.id)
      .execute();
    const failed = await leader.api.patch(`/api/checklists/${checklist.id}/items/${fryer!.id}`, {
      type: 'fail',
      comment: 'Olej za zimny',
      priority: 'A',
    });
    expect(failed.statusCode, failed.body).toBe(200);
    await leader.api.patch(`/api/checklists/${checklist.id}/items/${door!.id}`, {
      type: 'complete',
      completed: true,
    });
    return { store, leader, checklist };
  }

  async function choose(user: SignedInUser, locale: Locale) {
    const chose = await user.api.put('/api/auth/language', { locale });
    expect(chose.statusCode).toBe(200);
  }

  const get = (user: SignedInUser, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie, ...headers } });

  it('writes a checklist PDF in Polish: headings, values, the item’s Polish words and its English source', async () => {
    const { leader, checklist } = await scene();
    await choose(leader, 'pl');
    const response = await get(leader, `/api/checklists/${checklist.id}/pdf`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const text = pdfText(response.rawPayload);
    for (const expected of [
      // The title from the date and shift, as the web names a checklist in Polish.
      'piątek, 20 listopada 2026 - Zmiana śniadaniowa',
      'Restauracja: Riverside',
      'Dzień roboczy: piątek, 20 listopada 2026',
      'Zmiana: Śniadaniowa',
      'Utworzona przez: Łucja Żółkiewska',
      'Planowanie przed zmianą',
      'Ta sekcja nie ma pozycji.',
      'Obchód',
      'Strefa produkcji i zaplecze',
      `${FRYER.translations.pl.text} (niezgodność)`,
      `Oryginał: ${FRYER.text}`,
      'Niezgodność. Priorytet A. Komentarz: Olej za zimny',
      'Nierozwiązany',
      // The store names no delivery service yet: the language's word stands in.
      'Lada, drive-thru i Dostawa',
      // An item the checklist has no Polish words for prints its English.
      `${DOOR} (wykonane)`,
      `${NOTES} (niewykonane)`,
      'wykonał(a): Łucja Żółkiewska',
      'Przekazanie zmiany i podsumowanie',
      'Postęp: 67% — 1 problem',
      'Cele i wyniki zmiany',
      'Analiza po zmianie',
      'Nie ma jeszcze uwag.',
      'Podsumowanie historii',
      // The History's sentences in Polish too.
      'Zgłoszono problem: „',
      'Strona 1 z 1',
      'Wygenerowano',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Business date');
    expect(text).not.toContain('Page 1');
  });

  it('writes the inspection pack in Polish, open issues in the words they were shown', async () => {
    const { store } = await scene();
    const manager = await signedInUser(t, 'store', store.id, 'Marta Kierownik');
    await choose(manager, 'pl');
    const response = await get(
      manager,
      `/api/exports/inspection-pack.pdf?from=2026-11-20&to=2026-11-20`,
    );
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const text = pdfText(response.rawPayload);
    for (const expected of [
      'Pakiet inspekcyjny',
      'od piątek, 20 listopada 2026 do piątek, 20 listopada 2026',
      'Wykonanie',
      'Listy kontrolne: 1',
      'Ukończone: 0 z 1',
      'Terminowość',
      `Śniadaniowa: ${FRYER.translations.pl.text} (priorytet A)`,
      `Oryginał: ${FRYER.text}`,
      'Olej za zimny',
      'Obchód',
      'Strona 2',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('writes Chinese in a Chinese face, and the English source beside it', async () => {
    const { leader, checklist } = await scene();
    const response = await get(leader, `/api/checklists/${checklist.id}/pdf`, {
      'accept-language': 'zh-CN,zh;q=0.9',
    });
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    for (const expected of [
      '班前规划',
      '巡店路线',
      '营业日',
      '检查炸锅油温（不合格）',
      `原文：${FRYER.text}`,
      '历史记录摘要',
      'Łucja Żółkiewska',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(response.rawPayload.toString('latin1')).toMatch(/NotoSansHans-Regular/);
  });

  it('writes Arabic right to left: joined letters read back in order, lines set from the right', async () => {
    const { leader, checklist } = await scene();
    await choose(leader, 'ar');
    const arabic = await get(leader, `/api/checklists/${checklist.id}/pdf`);
    expect(arabic.statusCode).toBe(200);
    const text = pdfText(arabic.rawPayload);
    // pdftotext reorders the glyphs, drawn in visual order, back into reading order.
    for (const expected of ['التخطيط قبل الوردية', 'افحص حرارة زيت', 'جولة التفقد', 'المطعم']) {
      expect(text, expected).toContain(expected);
    }
    // The English inside keeps its own order.
    expect(text).toContain(FRYER.text);
    expect(text).toContain('Riverside');
    expect(arabic.rawPayload.toString('latin1')).toMatch(/NotoNaskhArabic-(Regular|Bold)/);

    // The section heading ends at the right margin in Arabic, starts at the left one in Polish.
    // -bbox lists each word's glyphs as drawn, left to right.
    const drawn = [...'التخطيط'].reverse().join('');
    const right = pdfWords(arabic.rawPayload).find((word) => word.text === drawn);
    expect(right, 'the Arabic heading').toBeDefined();
    expect(right!.xMax).toBeGreaterThan(540);
    expect(right!.xMin).toBeGreaterThan(300);
    await choose(leader, 'pl');
    const polish = await get(leader, `/api/checklists/${checklist.id}/pdf`);
    const left = pdfWords(polish.rawPayload).find((word) => word.text === 'Planowanie');
    expect(left!.xMin).toBeLessThan(60);
  });

  it('names the store’s delivery service in the Travel Path, in the PDF and the CSV', async () => {
    const { store, leader, checklist } = await scene();
    await t.deps.db.kysely
      .updateTable('stores')
      .set({ delivery_service: 'Glovo' })
      .where('id', '=', store.id)
      .execute();
    await choose(leader, 'pl');
    const pdf = await get(leader, `/api/checklists/${checklist.id}/pdf`);
    expect(pdfText(pdf.rawPayload)).toContain('Lada, drive-thru i Glovo');
    const csv = await get(
      leader,
      `/api/exports/items.csv?storeId=${store.id}&from=2026-11-20&to=2026-11-20`,
    );
    expect(csv.body).toContain('Lada, drive-thru i Glovo');
    expect(csv.body).not.toContain('{delivery service}');
  });

  it('heads the CSV files in the language the request accepts; items carry their Spanish words', async () => {
    const { store, leader } = await scene();
    const csv = async (kind: string) => {
      const response = await get(
        leader,
        `/api/exports/${kind}.csv?storeId=${store.id}&from=2026-11-20&to=2026-11-20`,
        { 'accept-language': 'es-ES,es;q=0.9' },
      );
      expect(response.statusCode).toBe(200);
      return Papa.parse<string[]>(response.body.slice(1), { skipEmptyLines: true }).data;
    };
    const checklists = await csv('checklists');
    expect(checklists[0]!.slice(0, 6)).toEqual([
      'Número de restaurante',
      'Nombre del restaurante',
      'Día operativo',
      'Turno',
      'Título',
      'Creada por',
    ]);
    expect(checklists[1]![3]).toBe('Desayuno');
    expect(checklists[1]![4]).toBe('viernes, 20 de noviembre de 2026 - Turno de desayuno');
    expect(checklists[1]![9]).toBe('1 incidencia');

    const items = await csv('items');
    const header = items[0]!;
    expect(header.slice(5, 9)).toEqual(['Sección', 'Subsección', 'Punto', 'Situación']);
    // The English columns as they were, then the item and its details in Spanish.
    expect(header.slice(-2)).toEqual(['Punto (Español)', 'Detalles (Español)']);
    const fryer = items.find((row) => row[7] === FRYER.text)!;
    expect(fryer.slice(5, 9)).toEqual([
      'Recorrido',
      'Zonas de producción y trastienda',
      FRYER.text,
      'con fallo',
    ]);
    expect(fryer.slice(-2)).toEqual([FRYER.translations.es.text, '']);
    const door = items.find((row) => row[7] === DOOR)!;
    expect(door[6]).toBe('Mostrador, autoservicio y Delivery');
    expect(door[8]).toBe('hecho');
    expect(door.slice(-2)).toEqual(['', '']);
    expect(door).toHaveLength(header.length);
  });

  it("writes a choice's answer in the words its reader was shown, in the PDF and the CSV", async () => {
    const store = await createStore(t.deps);
    const manager = await signedInUser(t, 'store', store.id);
    const created = await manager.api.post('/api/templates', {
      title: 'Floors',
      category: 'day',
      storeId: store.id,
      items: [
        {
          ...FLOOR_CHOICE,
          translations: {
            es: { text: 'Suelo junto a las freidoras', details: null, options: ['Limpio', ''] },
          },
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    await choose(leader, 'es');
    const started = await leader.api.post('/api/checklists', {
      storeId: store.id,
      category: 'day',
    });
    const { id, items } = started.json<{ id: string; items: { id: string }[] }>();
    const answered = await leader.api.patch(`/api/checklists/${id}/items/${items[0]!.id}`, {
      type: 'answer',
      value: 'Clean',
    });
    expect(answered.statusCode, answered.body).toBe(200);

    const pdf = pdfText((await get(leader, `/api/checklists/${id}/pdf`)).rawPayload);
    expect(pdf).toContain('Suelo junto a las freidoras');
    expect(pdf).toContain('Limpio');
    const response = await get(
      leader,
      `/api/exports/items.csv?storeId=${store.id}&from=2026-11-22&to=2026-11-22`,
    );
    const rows = Papa.parse<string[]>(response.body.slice(1), { skipEmptyLines: true }).data;
    const floor = rows.find((row) => row.includes('Floor by the fryers'))!;
    expect(floor).toContain('Limpio');
    expect(floor).not.toContain('Clean');
  });

  it('keeps the English files as they were, readings after them: no language columns in the source language', async () => {
    const { store, leader } = await scene();
    const response = await get(
      leader,
      `/api/exports/items.csv?storeId=${store.id}&from=2026-11-20&to=2026-11-20`,
    );
    const rows = Papa.parse<string[]>(response.body.slice(1), { skipEmptyLines: true }).data;
    // The columns before readings existed keep their places; the readings' four follow them.
    expect(rows[0]).toHaveLength(22);
    expect(rows[0]![15]).toBe('Resolved at (ISO)');
    expect(rows[0]!.slice(16)).toEqual([
      'Kind',
      'Reading',
      'Reading unit',
      'Limit',
      'Answer',
      'N/A reason',
    ]);
    expect(rows.find((row) => row[7] === FRYER.text)![8]).toBe('failed');
  });
});
