import { describe, expect, it } from 'vitest';
import { paramsFrom, queryOf, querySearch, searchOf, type InsightParams } from './insight-params';

const read = (search: string) => paramsFrom(new URLSearchParams(search));

describe("the Insights screen's address", () => {
  it('reads nothing as every store, this month', () => {
    expect(read('')).toEqual({ target: { kind: 'all' }, period: 'month', date: null });
  });

  it('reads a store or an area, the period and the date, and writes them back the same', () => {
    const params: InsightParams = {
      target: { kind: 'area', id: 'a1' },
      period: 'week',
      date: '2026-11-20',
    };
    const search = searchOf(params);
    expect(search.toString()).toBe('scope=area%3Aa1&period=week&date=2026-11-20');
    expect(paramsFrom(search)).toEqual(params);
    expect(read('scope=store:s9').target).toEqual({ kind: 'store', id: 's9' });
  });

  it('takes what the API would refuse as the default', () => {
    expect(read('scope=team:x&period=year&date=2026-02-30')).toEqual({
      target: { kind: 'all' },
      period: 'month',
      date: null,
    });
    expect(read(`scope=store:${'x'.repeat(101)}`).target).toEqual({ kind: 'all' });
  });

  it('asks the API for the store or the area, never both', () => {
    expect(queryOf(read('scope=store:s1&period=week'))).toEqual({ storeId: 's1', period: 'week' });
    expect(querySearch(queryOf(read('scope=area:a1&date=2026-11-03')))).toBe(
      'areaId=a1&period=month&date=2026-11-03',
    );
  });
});
