import { describe, expect, it } from 'vitest';
import type { ChecklistChangeEvent } from '#domain/live/events';
import { isAffectedBy } from './live-affected';
import { checklistKeys, reportKeys, storeDayKeys } from './query-keys';

// Wednesday 18 November 2026, in the week of Monday 16 to Sunday 22.
const change: ChecklistChangeEvent = {
  action: 'changed',
  storeId: 'store-a',
  checklistId: 'c-1',
  businessDate: '2026-11-18',
  origin: null,
};

describe('which cached views a live change refetches', () => {
  it("refetches the store's day and today's, not another day or store", () => {
    expect(isAffectedBy(change, storeDayKeys.day('store-a', '2026-11-18'))).toBe(true);
    expect(isAffectedBy(change, storeDayKeys.day('store-a', null))).toBe(true);
    expect(isAffectedBy(change, storeDayKeys.day('store-a', '2026-11-17'))).toBe(false);
    expect(isAffectedBy(change, storeDayKeys.day('store-b', '2026-11-18'))).toBe(false);
  });

  it('refetches the week holding the date, for the store or all stores', () => {
    expect(isAffectedBy(change, reportKeys.week('store-a', '2026-11-22'))).toBe(true);
    expect(isAffectedBy(change, reportKeys.week(null, '2026-11-16'))).toBe(true);
    expect(isAffectedBy(change, reportKeys.week('store-a', null))).toBe(true);
    expect(isAffectedBy(change, reportKeys.week('store-a', '2026-11-23'))).toBe(false);
    expect(isAffectedBy(change, reportKeys.week('store-b', '2026-11-18'))).toBe(false);
  });

  it("refetches the corrective actions shown, a list of another store's aside", () => {
    // features/actions keys: ['actions', 'list', <GET /api/actions query>, pages], ['actions', 'detail', id]
    expect(isAffectedBy(change, ['actions', 'list', 'scope=mine&status=outstanding', 1])).toBe(
      true,
    );
    expect(isAffectedBy(change, ['actions', 'list', 'scope=store&status=any', 2])).toBe(true);
    expect(isAffectedBy(change, ['actions', 'list', 'scope=all&storeId=store-a', 1])).toBe(true);
    expect(isAffectedBy(change, ['actions', 'list', 'scope=all&storeId=store-b', 1])).toBe(false);
    expect(isAffectedBy(change, ['actions', 'detail', 'action-1'])).toBe(true);
  });

  it('refetches the months whose calendar shows the date', () => {
    expect(isAffectedBy(change, reportKeys.month('store-a', 2026, 11))).toBe(true);
    expect(isAffectedBy(change, reportKeys.month(null, null, null))).toBe(true);
    expect(isAffectedBy(change, reportKeys.month('store-a', 2026, 10))).toBe(false);
    const lastDay = { ...change, businessDate: '2026-11-30' };
    // December's calendar starts on Monday 30 November.
    expect(isAffectedBy(lastDay, reportKeys.month('store-a', 2026, 12))).toBe(true);
  });

  it('judges a key for "today" or "the current" period by the answer it holds', () => {
    const today = storeDayKeys.day('store-a', null);
    expect(isAffectedBy(change, today, { date: '2026-11-18' })).toBe(true);
    expect(isAffectedBy(change, today, { date: '2026-11-19' })).toBe(false);
    const week = reportKeys.week(null, null);
    expect(isAffectedBy(change, week, { start: '2026-11-16', end: '2026-11-22' })).toBe(true);
    expect(isAffectedBy(change, week, { start: '2026-11-23', end: '2026-11-29' })).toBe(false);
    const month = reportKeys.month(null, null, null);
    expect(isAffectedBy(change, month, { year: 2026, month: 11 })).toBe(true);
    expect(isAffectedBy(change, month, { year: 2026, month: 10 })).toBe(false);
  });

  it('refetches the checklist itself and its history only', () => {
    expect(isAffectedBy(change, checklistKeys.detail('c-1'))).toBe(true);
    expect(isAffectedBy(change, checklistKeys.history('c-1'))).toBe(true);
    expect(isAffectedBy(change, checklistKeys.detail('c-2'))).toBe(false);
    expect(isAffectedBy(change, ['settings'])).toBe(false);
  });
});
