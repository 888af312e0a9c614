import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, compareDates, storeToday, type IsoDate } from '#domain/dates';
import { dueTimesMemo, firstOwedDay, visitSectionOutcomes } from '#domain/due/on-time';
import { NO_SECTION_DONE } from '#domain/due/shift-timing';
import { noTimeliness, onTimeFiguresOf, type OnTimeFigures } from '#domain/due/timeliness';
import { SECTIONS } from '#domain/sections';
import {
  DEFAULT_SHIFT_SETTINGS,
  SHIFT_CATEGORIES,
  type ShiftCategory,
  type ShiftSettings,
} from '#domain/shifts';
import {
  SECTION_DONE_COLUMN_NAMES,
  sectionDoneAtOf,
  sectionDoneColumns,
} from '#server/checklists/section-done-columns';
import type { Db } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { seededRandom } from '#test/crash/write-load';
import { createTestDatabase, testDialects, type TestDatabase } from '#test/support/harness';
import { insertStore, listStores, type StoreRecord } from '#server/stores/repository';
import { periodOnTime } from '#server/due/on-time-service';

/** The figures as visitSectionOutcomes judges them, one checklist row at a time in JavaScript. */
async function judgedOneByOne(
  db: Db,
  stores: readonly StoreRecord[],
  from: IsoDate,
  to: IsoDate,
  now: Date,
): Promise<OnTimeFigures> {
  const rows = await db.kysely
    .selectFrom('checklists')
    .select(['store_id', 'business_date', 'category', ...SECTION_DONE_COLUMN_NAMES])
    .execute();
  const counts = noTimeliness();
  const dueTimes = dueTimesMemo();
  for (const store of stores) {
    const today = storeToday(store, now);
    const last = compareDates(to, today) < 0 ? to : today;
    const dates: IsoDate[] = [];
    for (let d = from; compareDates(d, last) <= 0; d = addDays(d, 1)) dates.push(d);
    const own = rows
      .filter((r) => r.store_id === store.id)
      .map((r) => ({
        businessDate: r.business_date,
        category: r.category,
        sectionDoneAt: sectionDoneAtOf(r),
      }));
    visitSectionOutcomes(
      { ...store, firstDay: firstOwedDay(store, dueTimes) },
      dates,
      own,
      now,
      dueTimes,
      (_date, _category, _section, timeliness) => {
        counts[timeliness] += 1;
      },
    );
  }
  return onTimeFiguresOf(counts);
}

const FROM: IsoDate = '2026-11-01';
const TO: IsoDate = '2026-11-30';

/** The default shift times with one shift switched on or off. */
function settings(category: ShiftCategory, enabled: boolean): ShiftSettings {
  return {
    ...DEFAULT_SHIFT_SETTINGS,
    [category]: { ...DEFAULT_SHIFT_SETTINGS[category], enabled },
  };
}

/**
 * The database judges a period's sections itself (sumSectionOutcomes) and must reach the same
 * figures as the rule in visitSectionOutcomes: stores in several zones and with their own due
 * settings, one opened within the period, a shift switched off that still has checklists,
 * checklists never ticked, sections done early, late and not at all, days after today.
 */
describe.each(testDialects())('on-time figures judged by the database on %s', (dialect) => {
  let database: TestDatabase;
  let db: Db;
  let stores: StoreRecord[];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = database.open();
    await migrateToLatest(db);
    const longAgo = '2025-06-01T00:00:00.000Z';
    const due = { preShiftMinutes: 30, travelPathPercent: 50, handoverMinutes: 30 };
    const made = [
      { name: 'London', timezone: 'Europe/London', shiftSettings: DEFAULT_SHIFT_SETTINGS },
      { name: 'London too', timezone: 'Europe/London', shiftSettings: DEFAULT_SHIFT_SETTINGS },
      {
        name: 'New York',
        timezone: 'America/New_York',
        shiftSettings: settings('overnight', true),
        dueSettings: { preShiftMinutes: 0, travelPathPercent: 100, handoverMinutes: 720 },
      },
      {
        name: 'Tokyo',
        timezone: 'Asia/Tokyo',
        shiftSettings: settings('day', false),
        dueSettings: { ...due, travelPathPercent: 10 },
      },
      {
        name: 'Opened on the 12th',
        timezone: 'Europe/London',
        shiftSettings: DEFAULT_SHIFT_SETTINGS,
        createdAt: '2026-11-12T09:00:00.000Z',
      },
    ];
    for (const [n, store] of made.entries()) {
      await insertStore(db.kysely, {
        storeNumber: String(500 + n),
        createdAt: longAgo,
        ...store,
      });
    }
    stores = await listStores(db.kysely, { kind: 'all' });

    const random = seededRandom(20261125);
    const rows = [];
    for (const store of stores) {
      for (let date = addDays(FROM, -3); compareDates(date, addDays(TO, 3)) <= 0;) {
        for (const category of SHIFT_CATEGORIES) {
          if (random() < 0.25) continue;
          const doneAt = { ...NO_SECTION_DONE };
          for (const section of SECTIONS) {
            // Done within a day and a half of the date's start, so some early, some late.
            const at = Date.parse(`${date}T00:00:00.000Z`) + Math.floor(random() * 36 * 3600_000);
            doneAt[section] = random() < 0.3 ? null : new Date(at).toISOString();
          }
          const never = random() < 0.1;
          rows.push({
            id: randomUUID(),
            store_id: store.id,
            business_date: date,
            category,
            title: `${category} checklist`,
            created_by: null,
            creator_name: 'Test Leader',
            section_counts: '{}',
            ...sectionDoneColumns(never ? NO_SECTION_DONE : doneAt),
            created_at: `${date}T06:00:00.000Z`,
            updated_at: `${date}T06:00:00.000Z`,
          });
        }
        date = addDays(date, 1);
      }
    }
    for (let i = 0; i < rows.length; i += 200) {
      await db.kysely
        .insertInto('checklists')
        .values(rows.slice(i, i + 200))
        .execute();
    }
  });
  afterAll(async () => {
    await db.close();
    await database.destroy();
  });

  const moments = [
    '2026-11-20T10:00:00.000Z', // mid-period, mid-morning in London
    '2026-11-20T23:30:00.000Z', // Tokyo already in the 21st
    '2026-12-05T12:00:00.000Z', // the whole month judged
    '2026-10-15T12:00:00.000Z', // before the period: nothing owed yet
    '2026-11-12T09:15:00.000Z', // the day the last store opened
  ];
  it.each(moments)('reaches the same figures as the rule, judged at %s', async (at) => {
    const now = new Date(at);
    const expected = await judgedOneByOne(db, stores, FROM, TO, now);
    expect(await periodOnTime(db, stores, FROM, TO, now)).toEqual(expected);
    // Figures that are all zero would prove nothing.
    if (new Date(at) > new Date(`${FROM}T00:00:00.000Z`)) {
      expect(expected.onTime).toBeGreaterThan(0);
      expect(expected.late).toBeGreaterThan(0);
      expect(expected.missed).toBeGreaterThan(0);
    }
  });

  it('judges only the stores asked for, and a week as well as a month', async () => {
    const now = new Date('2026-11-27T15:00:00.000Z');
    for (const some of [stores.slice(2, 4), stores.slice(4), []]) {
      for (const [from, to] of [
        ['2026-11-16', '2026-11-22'],
        ['2026-11-23', '2026-11-29'],
      ] as const) {
        expect(await periodOnTime(db, some, from, to, now)).toEqual(
          await judgedOneByOne(db, some, from, to, now),
        );
      }
    }
  });
});
