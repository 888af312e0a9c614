import { describe, expect, it } from 'vitest';
import type { ChecklistDetail } from '#domain/checklists/api';
import { DEFAULT_SHIFT_SETTINGS, type ShiftSettings } from '#domain/shifts';
import { signedInUser } from '#test/support/api-client';
import { createStore } from '#test/support/factories';
import { testDialects, TestClock } from '#test/support/harness';
import { doneChange } from '#test/support/items';
import { pdfText } from '#test/support/pdf-text';
import { useTestApp } from '#test/support/use-test-app';

/** Breakfast only, so each day owes three sections. */
const BREAKFAST_ONLY: ShiftSettings = {
  ...DEFAULT_SHIFT_SETTINGS,
  day: { ...DEFAULT_SHIFT_SETTINGS.day, enabled: false },
  night: { ...DEFAULT_SHIFT_SETTINGS.night, enabled: false },
};

describe.each(testDialects())('the inspection pack’s on-time figures on %s', (dialect) => {
  const clock = new TestClock(new Date('2026-11-23T05:10:00.000Z'));
  const t = useTestApp(dialect, { clock });

  it('reads back on time, late, missed and the rate for the period from the cover', async () => {
    const store = await createStore(t.deps, { shiftSettings: BREAKFAST_ONLY });
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const created = await leader.api.post('/api/checklists', {
      storeId: store.id,
      category: 'breakfast',
    });
    const checklist = created.json<ChecklistDetail>();
    /** Does every item of the section: ticks it, or records a reading inside its limits. */
    const tick = async (section: string) => {
      for (const item of checklist.items.filter((i) => i.section === section)) {
        const done = await leader.api.patch(
          `/api/checklists/${checklist.id}/items/${item.id}`,
          doneChange(item, checklist.temperatureUnit),
        );
        expect(done.statusCode).toBe(200);
      }
    };
    clock.current = new Date('2026-11-23T05:25:00.000Z');
    await tick('pre-shift'); // due 05:30: on time
    clock.current = new Date('2026-11-23T08:45:00.000Z');
    await tick('travel-path'); // due 08:00: late
    clock.current = new Date('2026-11-23T12:00:00.000Z'); // handover due 11:30: missed
    // 22 November: no checklist, three sections missed.
    const response = await leader.api.get(
      `/api/exports/inspection-pack.pdf?from=2026-11-22&to=2026-11-23`,
    );
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text).toMatch(/Sections on time:\s*1\b/);
    expect(text).toMatch(/Sections late:\s*1\b/);
    expect(text).toMatch(/Sections missed:\s*4\b/);
    expect(text).toMatch(/On-time rate:\s*17%/);
  });
});
