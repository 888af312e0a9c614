import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  apiQueryOf,
  filtersFrom,
  paramsOf,
  scopesFor,
  type ListFilters,
} from './list-filters';

const MANAGER = ['store', 'mine'] as const;
const LEADER = ['mine'] as const;
const ADMIN = ['all', 'mine'] as const;

const base: ListFilters = {
  scope: 'store',
  status: 'outstanding',
  priority: null,
  owner: null,
  overdue: false,
  recurring: false,
  dates: null,
};

describe('scopesFor', () => {
  it('gives each role its scopes, its default first', () => {
    expect(scopesFor({ id: 'u', role: 'super-admin', storeId: null })).toEqual(['all', 'mine']);
    expect(scopesFor({ id: 'u', role: 'store', storeId: 's1' })).toEqual(['store', 'mine']);
    expect(scopesFor({ id: 'u', role: 'shift-leader', storeId: 's1' })).toEqual(['mine']);
    const area = { id: 'u', role: 'area' as const, storeId: null, areaStoreIds: ['s1', 's2'] };
    expect(scopesFor(area)).toEqual(['all', 'mine']);
    // Without an area there is no store to list.
    expect(scopesFor({ ...area, areaStoreIds: [] })).toEqual(['mine']);
  });
});

describe('filtersFrom', () => {
  it('reads no parameters as the defaults, the scope being the first allowed', () => {
    expect(filtersFrom(new URLSearchParams(), MANAGER)).toEqual(base);
    expect(filtersFrom(new URLSearchParams(), LEADER).scope).toBe('mine');
  });

  it('reads every filter the address gives', () => {
    const params = new URLSearchParams(
      'scope=mine&status=done&priority=A&owner=u2&overdue=true&recurring=true&from=2026-11-01&to=2026-11-30',
    );
    expect(filtersFrom(params, MANAGER)).toEqual({
      scope: 'mine',
      status: 'done',
      priority: 'A',
      owner: 'u2',
      overdue: true,
      recurring: true,
      dates: { from: '2026-11-01', to: '2026-11-30' },
    });
  });

  it('takes dates only as a whole range in order', () => {
    const read = (search: string) => filtersFrom(new URLSearchParams(search), MANAGER).dates;
    expect(read('from=2026-11-01')).toBeNull();
    expect(read('from=2026-11-30&to=2026-11-01')).toBeNull();
    expect(read('from=2026-11-31&to=2026-12-01')).toBeNull();
    expect(read('from=2026-11-02&to=2026-11-08')).toEqual({ from: '2026-11-02', to: '2026-11-08' });
  });

  it('takes a scope the person may not choose, or a value the API refuses, as the default', () => {
    const params = new URLSearchParams('scope=all&status=lost&priority=Z&owner=&overdue=yes');
    expect(filtersFrom(params, MANAGER)).toEqual(base);
    expect(filtersFrom(new URLSearchParams('scope=store'), LEADER).scope).toBe('mine');
  });
});

describe('paramsOf', () => {
  it('writes only what differs from the defaults, and reads back the same', () => {
    expect(paramsOf(base, MANAGER).toString()).toBe('');
    const filters: ListFilters = { ...base, scope: 'mine', priority: 'none', overdue: true };
    const params = paramsOf(filters, MANAGER);
    expect(params.toString()).toBe('scope=mine&priority=none&overdue=true');
    expect(filtersFrom(params, MANAGER)).toEqual(filters);
  });
});

describe('activeFilterCount', () => {
  it('counts the filters that narrow the list, not the scope', () => {
    expect(activeFilterCount({ ...base, scope: 'mine' })).toBe(0);
    expect(activeFilterCount({ ...base, status: 'any', owner: 'none', recurring: true })).toBe(3);
  });
});

describe('apiQueryOf', () => {
  it('always names the scope and status, and the chosen store only for all stores', () => {
    expect(apiQueryOf(base, 's1')).toBe('scope=store&status=outstanding');
    expect(apiQueryOf({ ...base, scope: 'all' }, 's1')).toBe(
      'scope=all&storeId=s1&status=outstanding',
    );
    expect(apiQueryOf({ ...base, scope: 'all' }, null)).toBe('scope=all&status=outstanding');
    expect(
      apiQueryOf(
        { ...base, priority: 'B', owner: 'contractor', overdue: true, recurring: true },
        null,
      ),
    ).toBe(
      'scope=store&status=outstanding&priority=B&owner=contractor&overdue=true&recurring=true',
    );
    const dates = { from: '2026-11-01', to: '2026-11-30' };
    expect(apiQueryOf({ ...base, status: 'any', dates }, null)).toBe(
      'scope=store&status=any&from=2026-11-01&to=2026-11-30',
    );
    expect(activeFilterCount({ ...base, dates })).toBe(1);
  });
  it('is the same for the same filters, whatever the admin scopes are', () => {
    expect(apiQueryOf(filtersFrom(new URLSearchParams(), ADMIN), null)).toBe(
      'scope=all&status=outstanding',
    );
  });
});
