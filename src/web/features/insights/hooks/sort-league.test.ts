import { describe, expect, it } from 'vitest';
import type { LeagueRow } from '#domain/insights/api';
import { nextSort, sortLeague } from './sort-league';

const row = (storeNumber: string, completion: number | null, failures: number): LeagueRow => ({
  storeId: `id-${storeNumber}`,
  name: `Store ${storeNumber}`,
  storeNumber,
  checklists: 4,
  completed: 2,
  completion,
  onTime: null,
  sectionsDue: 0,
  failures,
  failuresPerChecklist: failures / 4,
  openActions: 0,
  overdueActions: 0,
  readingsOutside: 0,
  recurring: 0,
  signOffsMissing: 0,
});

const numbers = (rows: LeagueRow[]) => rows.map((r) => r.storeNumber);

describe('the league table order', () => {
  const rows = [row('310', 50, 1), row('9', null, 8), row('228', 90, 3), row('45', 50, 0)];

  it('sorts store numbers as numbers', () => {
    expect(numbers(sortLeague(rows, { column: 'store', descending: false }))).toEqual([
      '9',
      '45',
      '228',
      '310',
    ]);
  });

  it('puts a store with no figure last, whichever way, and ties by store number', () => {
    expect(numbers(sortLeague(rows, { column: 'completion', descending: false }))).toEqual([
      '45',
      '310',
      '228',
      '9',
    ]);
    expect(numbers(sortLeague(rows, { column: 'completion', descending: true }))).toEqual([
      '228',
      '45',
      '310',
      '9',
    ]);
  });

  it('sorts a new column worst first, and the same column the other way on a second choice', () => {
    const failures = nextSort({ column: 'store', descending: false }, 'failuresPerChecklist');
    expect(failures).toEqual({ column: 'failuresPerChecklist', descending: true });
    expect(numbers(sortLeague(rows, failures))).toEqual(['9', '228', '310', '45']);
    expect(nextSort(failures, 'failuresPerChecklist').descending).toBe(false);
    expect(nextSort(failures, 'completion')).toEqual({ column: 'completion', descending: false });
  });
});
