import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChecklistChangeEvent } from '#domain/live/events';
import { createLiveRefetcher, type LiveRefetcher } from './live-refetch';
import { checklistKeys, reportKeys, storeDayKeys } from './query-keys';

const TIMING = { quietMs: 250, maxWaitMs: 1_000 };

// Wednesday 18 November 2026, in the week of Monday 16 to Sunday 22.
const tick = (storeId: string, businessDate = '2026-11-18'): ChecklistChangeEvent => ({
  action: 'changed',
  storeId,
  checklistId: `c-${storeId}`,
  businessDate,
  origin: null,
});

let client: QueryClient;
let refetcher: LiveRefetcher;
let unsubscribes: (() => void)[];

/** A query on screen (an observer keeps it active), answering `data`; returns its fetch count. */
async function onScreen(queryKey: QueryKey, data: unknown = {}, fetchMs = 0) {
  const fetches = { count: 0 };
  const observer = new QueryObserver(client, {
    queryKey,
    queryFn: async () => {
      fetches.count += 1;
      if (fetchMs > 0) await new Promise((resolve) => setTimeout(resolve, fetchMs));
      return data;
    },
    staleTime: Infinity,
  });
  unsubscribes.push(observer.subscribe(() => undefined));
  await vi.advanceTimersByTimeAsync(fetchMs);
  fetches.count = 0;
  return fetches;
}

beforeEach(() => {
  vi.useFakeTimers();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  refetcher = createLiveRefetcher(client, TIMING);
  unsubscribes = [];
});

afterEach(() => {
  refetcher.stop();
  for (const unsubscribe of unsubscribes) unsubscribe();
  client.clear();
  vi.useRealTimers();
});

describe('live changes refetch what they touch, once per burst', () => {
  it("refetches a super-admin's all-stores week once for a burst of a hundred ticks", async () => {
    const week = await onScreen(reportKeys.week(null, '2026-11-16'));
    for (let i = 0; i < 100; i += 1) {
      refetcher.changed(tick(`store-${i % 7}`));
      await vi.advanceTimersByTimeAsync(5);
    }
    expect(week.count).toBe(0);
    await vi.advanceTimersByTimeAsync(TIMING.quietMs);
    expect(week.count).toBe(1);
  });

  it('still refetches about once a maximum wait while ticks never pause', async () => {
    const week = await onScreen(reportKeys.week(null, '2026-11-16'));
    for (let elapsed = 0; elapsed < 3_000; elapsed += 100) {
      refetcher.changed(tick('store-a'));
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(week.count).toBe(3);
  });

  it('leaves alone the reports and days of other stores and other dates', async () => {
    const otherStoreWeek = await onScreen(reportKeys.week('store-b', '2026-11-16'));
    const otherWeek = await onScreen(reportKeys.week(null, '2026-11-23'));
    const otherMonth = await onScreen(reportKeys.month('store-a', 2026, 10));
    const otherDay = await onScreen(storeDayKeys.day('store-a', '2026-11-17'));
    const otherChecklist = await onScreen(checklistKeys.detail('c-other'));
    const ownDay = await onScreen(storeDayKeys.day('store-a', '2026-11-18'));
    const ownMonth = await onScreen(reportKeys.month(null, 2026, 11));
    refetcher.changed(tick('store-a'));
    await vi.advanceTimersByTimeAsync(TIMING.maxWaitMs);
    expect([otherStoreWeek, otherWeek, otherMonth, otherDay, otherChecklist]).toEqual(
      Array(5).fill({ count: 0 }),
    );
    expect([ownDay.count, ownMonth.count]).toEqual([1, 1]);
  });

  it('judges "the current week" and "today" by the answer they hold', async () => {
    const currentWeek = await onScreen(reportKeys.week(null, null), {
      start: '2026-11-23',
      end: '2026-11-29',
    });
    const today = await onScreen(storeDayKeys.day('store-a', null), { date: '2026-11-24' });
    refetcher.changed(tick('store-a', '2026-11-18'));
    await vi.advanceTimersByTimeAsync(TIMING.maxWaitMs);
    expect([currentWeek.count, today.count]).toEqual([0, 0]);
    refetcher.changed(tick('store-a', '2026-11-24'));
    await vi.advanceTimersByTimeAsync(TIMING.maxWaitMs);
    expect([currentWeek.count, today.count]).toEqual([1, 1]);
  });

  it('lets a slow report finish, then refetches it once for the changes it missed', async () => {
    const week = await onScreen(reportKeys.week(null, '2026-11-16'), {}, 1_500);
    refetcher.changed(tick('store-a'));
    await vi.advanceTimersByTimeAsync(TIMING.quietMs);
    expect(week.count).toBe(1);
    // Ticks while that fetch runs: not cancelled, asked again once it is done.
    for (let i = 0; i < 10; i += 1) {
      refetcher.changed(tick('store-b'));
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(week.count).toBe(1);
    await vi.advanceTimersByTimeAsync(1_500 + TIMING.maxWaitMs);
    expect(week.count).toBe(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(week.count).toBe(2);
  });

  it('refetches everything on screen at once after missed events', async () => {
    const otherStoreWeek = await onScreen(reportKeys.week('store-b', '2026-11-16'));
    refetcher.changed(tick('store-b'));
    refetcher.refetchAll();
    await vi.advanceTimersByTimeAsync(0);
    expect(otherStoreWeek.count).toBe(1);
    await vi.advanceTimersByTimeAsync(TIMING.maxWaitMs);
    expect(otherStoreWeek.count).toBe(1);
  });
});
