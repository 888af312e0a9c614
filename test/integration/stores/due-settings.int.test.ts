import { describe, expect, it } from 'vitest';
import type { StoreDay } from '#domain/checklists/api';
import { DUE_MESSAGES } from '#domain/due/settings';
import type { AdminStore } from '#domain/stores/api';
import { DEFAULT_SHIFT_SETTINGS } from '#domain/shifts';
import { signedInUser } from '#test/support/api-client';
import { createStore } from '#test/support/factories';
import { testDialects, TestClock } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

describe.each(testDialects())('due settings in the shift settings on %s', (dialect) => {
  const t = useTestApp(dialect, { clock: new TestClock(new Date('2026-11-23T09:00:00.000Z')) });

  it('are saved with the shifts and move the due times the store day gives', async () => {
    const store = await createStore(t.deps, { timezone: 'Australia/Sydney' });
    const admin = await signedInUser(t, 'super-admin', null);
    const url = `/api/stores/${store.id}/shift-settings`;
    const due = { preShiftMinutes: 45, travelPathPercent: 75, handoverMinutes: 60 };
    const saved = await admin.api.put(url, {
      shiftSettings: DEFAULT_SHIFT_SETTINGS,
      dueSettings: due,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<AdminStore>().dueSettings).toEqual(due);

    // 09:00 UTC is 20:00 in Sydney: the day shift of 23 November (11:00–17:00 AEDT).
    const day = (await admin.api.get(`/api/stores/${store.id}/day`)).json<StoreDay>();
    expect(day.date).toBe('2026-11-23');
    const dayShift = day.timing.find((s) => s.category === 'day')!;
    expect(dayShift.sections['pre-shift'].dueAt).toBe('2026-11-23T00:45:00.000Z');
    expect(dayShift.sections['travel-path'].dueAt).toBe('2026-11-23T04:30:00.000Z');
    expect(dayShift.sections['post-shift'].dueAt).toBe('2026-11-23T07:00:00.000Z');
    expect(day.timing.map((s) => s.category)).toEqual(['breakfast', 'day', 'night']);
  });

  it('refuse values out of range with a message, changing nothing', async () => {
    const store = await createStore(t.deps);
    const admin = await signedInUser(t, 'super-admin', null);
    const url = `/api/stores/${store.id}/shift-settings`;
    for (const [field, value, message] of [
      ['preShiftMinutes', 721, DUE_MESSAGES.minutes],
      ['handoverMinutes', -1, DUE_MESSAGES.minutes],
      ['travelPathPercent', 0, DUE_MESSAGES.percent],
      ['travelPathPercent', 50.5, DUE_MESSAGES.percent],
    ] as const) {
      const response = await admin.api.put(url, {
        shiftSettings: DEFAULT_SHIFT_SETTINGS,
        dueSettings: {
          preShiftMinutes: 30,
          travelPathPercent: 50,
          handoverMinutes: 30,
          [field]: value,
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toContain(message);
    }
    const row = await t.deps.db.kysely
      .selectFrom('stores')
      .selectAll()
      .where('id', '=', store.id)
      .executeTakeFirstOrThrow();
    expect([
      row.due_pre_shift_minutes,
      row.due_travel_path_percent,
      row.due_handover_minutes,
    ]).toEqual([30, 50, 30]);
  });
});
