// The corrective actions CSV on both databases: one row per failure's action, by business date
// then checklist and item, headed and worded in the reader's language, with the item's words in
// it beside the English; refusals are messages, never a 5xx.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '#domain/dates';
import { SECTION_TITLES } from '#domain/sections';
import { SHIFT_LABELS } from '#domain/shifts';
import { serverFormats } from '#server/i18n/formats';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { createChecklist, createStore, createTemplate } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';
import { actionScene, at, CHILLER, CONTRACTOR, DAY, DOOR, FRYER, NOW } from './action-scene';

const BOM = '\uFEFF';
const ZONE = 'Europe/London';

const ENGLISH_HEADER = [
  'Store number',
  'Store name',
  'Business date',
  'Shift',
  'Title',
  'Section',
  'Item',
  'Failure comment',
  'Priority',
  'Status',
  'Opened at (store time)',
  'Opened at (ISO)',
  'Opened by',
  'Due at (store time)',
  'Due at (ISO)',
  'Overdue',
  'Owner',
  'Contractor e-mail',
  'Done at (store time)',
  'Done at (ISO)',
  'Done by',
  'What was done',
  'Product outcome',
  'Verified at (store time)',
  'Verified at (ISO)',
  'Verified by',
  'Reopen reason',
  'Recurring',
];

describe.each(testDialects())('corrective actions CSV on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function csv(user: SignedInUser, query: string, headers: Record<string, string> = {}) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/exports/actions.csv?${query}`,
      headers: { cookie: user.cookie, ...headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body.startsWith(BOM)).toBe(true);
    expect(response.body.endsWith('\r\n')).toBe(true);
    const parsed = Papa.parse<string[]>(response.body.slice(1), {
      newline: '\r\n',
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    return { rows: parsed.data, disposition: String(response.headers['content-disposition']) };
  }

  it('writes a row per action: open with its person, done by a contractor, verified', async () => {
    const { store, leader, checklist } = await actionScene(t);
    const { rows, disposition } = await csv(leader, `storeId=${store.id}&from=${DAY}&to=${DAY}`);
    expect(disposition).toBe(
      `attachment; filename="shiftcheck-store-${store.storeNumber}-${DAY}-to-${DAY}-actions.csv"`,
    );
    const local = (iso: string) => formatDateTime(iso, ZONE);
    const key = [store.storeNumber, 'Riverside', DAY, SHIFT_LABELS.breakfast, checklist.title];
    const travelPath = SECTION_TITLES['travel-path'];
    const opened = [local(NOW), NOW, 'Sam Leader'];
    const none = (count: number) => Array<string>(count).fill('');
    expect(rows).toEqual([
      ENGLISH_HEADER,
      [
        ...key,
        travelPath,
        FRYER.text,
        'Oil at 150 °C',
        'A',
        'Open',
        ...opened,
        local(at(30)),
        at(30),
        'Yes',
        'Sam Leader',
        '',
        ...none(8),
        'Still at 150 °C on the re-check',
        'No',
      ],
      [
        ...key,
        travelPath,
        DOOR,
        'Door closer broken',
        'D',
        'Done',
        ...opened,
        local(at(3 * 24 * 60)),
        at(3 * 24 * 60),
        'No',
        CONTRACTOR.name,
        CONTRACTOR.email,
        local(at(20)),
        at(20),
        'Sam Leader',
        // Neutralised: a spreadsheet shows it as typed instead of running it.
        "'+Closer replaced by the contractor",
        ...none(5),
        'No',
      ],
      [
        ...key,
        travelPath,
        CHILLER,
        'Chiller at 9 °C',
        'C',
        'Verified',
        ...opened,
        local(at(180)),
        at(180),
        'No',
        'Sam Leader',
        '',
        local(at(10)),
        at(10),
        'Sam Leader',
        'Moved stock to the reach-in, chiller serviced',
        'Re-chilled',
        local(at(40)),
        at(40),
        'Morgan Manager',
        '',
        'Yes',
      ],
    ]);
  });

  it('heads and words the file in Spanish, the item in Spanish last beside the English', async () => {
    const { store, leader } = await actionScene(t);
    const { rows } = await csv(leader, `storeId=${store.id}&from=${DAY}&to=${DAY}`, {
      'accept-language': 'es-ES,es;q=0.9',
    });
    const [header, fryer, door, chiller] = rows;
    expect(header).toEqual([
      'Número de restaurante',
      'Nombre del restaurante',
      'Día operativo',
      'Turno',
      'Título',
      'Sección',
      'Punto',
      'Comentario del fallo',
      'Prioridad',
      'Estado',
      'Abierta el (hora del restaurante)',
      'Abierta el (ISO)',
      'Abierta por',
      'Vence el (hora del restaurante)',
      'Vence el (ISO)',
      'Vencida',
      'Responsable',
      'Correo del contratista',
      'Hecho el (hora del restaurante)',
      'Hecho el (ISO)',
      'Hecho por',
      'Qué se hizo',
      'Destino del producto',
      'Verificada el (hora del restaurante)',
      'Verificada el (ISO)',
      'Verificada por',
      'Motivo de reapertura',
      'Recurrente',
      'Punto (Español)',
    ]);
    const local = serverFormats('es').dateTime;
    expect(fryer!.slice(3, 17)).toEqual([
      'Desayuno',
      'viernes, 20 de noviembre de 2026 - Turno de desayuno',
      'Recorrido',
      FRYER.text,
      'Oil at 150 °C',
      'A',
      'Abierta',
      local(NOW, ZONE),
      NOW,
      'Sam Leader',
      local(at(30), ZONE),
      at(30),
      'Sí',
      'Sam Leader',
    ]);
    expect(fryer!.at(-1)).toBe(FRYER.es);
    expect(door!.slice(6, 10)).toEqual([DOOR, 'Door closer broken', 'D', 'Hecha']);
    expect(door!.slice(15, 18)).toEqual(['No', CONTRACTOR.name, CONTRACTOR.email]);
    // No Spanish words for it: the English column says what it is.
    expect(door!.at(-1)).toBe('');
    expect(chiller!.slice(9, 10)).toEqual(['Verificada']);
    expect(chiller!.slice(22, 29)).toEqual([
      'Vuelto a enfriar',
      local(at(40), ZONE),
      at(40),
      'Morgan Manager',
      '',
      'Sí',
      '',
    ]);
    for (const row of rows) expect(row).toHaveLength(header!.length);
  });

  it('says when a range has checklists but no actions, or no checklists', async () => {
    const store = await createStore(t.deps);
    await createTemplate(t.deps, {
      storeId: store.id,
      category: 'breakfast',
      items: [{ text: 'Only item', section: 'pre-shift' }],
    });
    const manager = await signedInUser(t, 'store', store.id);
    await createChecklist(t.deps, { by: manager, date: DAY });
    const quiet = await csv(manager, `from=${DAY}&to=${DAY}`);
    expect(quiet.rows).toEqual([ENGLISH_HEADER, ['No corrective actions in this range.']]);
    const empty = await csv(manager, 'from=2026-01-01&to=2026-01-31');
    expect(empty.rows).toEqual([ENGLISH_HEADER, ['No checklists in this range.']]);
  });

  it('lists every store’s actions for a super admin, by business date', async () => {
    const { store } = await actionScene(t);
    // The other store's failures a day earlier: they come first.
    const other = await actionScene(t, '2026-11-19');
    const admin = await signedInUser(t, 'super-admin', null);
    const { rows, disposition } = await csv(admin, 'from=2026-11-19&to=2026-11-20');
    expect(disposition).toContain('shiftcheck-all-stores-2026-11-19-to-2026-11-20-actions.csv');
    const ours = rows.filter(
      (row) => row[0] === store.storeNumber || row[0] === other.store.storeNumber,
    );
    expect(ours.map((row) => [row[0], row[2], row[6]])).toEqual([
      [other.store.storeNumber, '2026-11-19', FRYER.text],
      [other.store.storeNumber, '2026-11-19', DOOR],
      [other.store.storeNumber, '2026-11-19', CHILLER],
      [store.storeNumber, DAY, FRYER.text],
      [store.storeNumber, DAY, DOOR],
      [store.storeNumber, DAY, CHILLER],
    ]);
    const dates = rows.slice(1).map((row) => row[2]!);
    expect(dates).toEqual([...dates].sort());
  });

  it('refuses bad ranges and stores with a message, never a 5xx', async () => {
    const store = await createStore(t.deps);
    const other = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const admin = await signedInUser(t, 'super-admin', null);
    const cases: [SignedInUser, string, number, string][] = [
      [leader, 'from=2026-10-31&to=2026-10-01', 400, 'The start date must be on or before'],
      [leader, 'from=2025-11-01&to=2026-11-02', 400, 'An export covers at most 366 days.'],
      [leader, 'from=2026-11-01&to=2026-11-30', 400, 'The range cannot end after today.'],
      [leader, 'from=1999-12-31&to=2000-01-05', 400, 'Dates must be between 2000-01-01'],
      [leader, 'from=2026-02-30&to=2026-03-01', 400, 'Dates must be in YYYY-MM-DD format'],
      [leader, 'from=yesterday', 400, 'Dates must be in YYYY-MM-DD format'],
      [leader, 'storeId=', 400, ''],
      [leader, `storeId=${other.id}`, 404, 'Store not found'],
      [admin, 'storeId=no-such-store', 404, 'Store not found'],
    ];
    for (const [user, query, status, message] of cases) {
      const response = await user.api.get(`/api/exports/actions.csv?${query}`);
      expect(response.statusCode, query).toBe(status);
      expect(response.json().error.message, query).toContain(message);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/exports/actions.csv' });
    expect(anonymous.statusCode).toBe(401);
  });
});
