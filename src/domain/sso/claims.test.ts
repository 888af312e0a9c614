import { describe, expect, it } from 'vitest';
import { claimValues, firstMatch, providerDidMfa, type MappingRule } from './claims';

const rule = (claim: string, value: string, storeId: string | null = null): MappingRule => ({
  claim,
  value,
  role: 'shift-leader',
  storeId,
  areaId: null,
});

describe('claimValues', () => {
  it('reads strings, numbers and booleans, lists item by item, and dotted names inside objects', () => {
    const claims = {
      groups: ['Store 228 Leaders', 7, { nested: true }],
      department: 'Ops',
      store_number: 228,
      address: { region: 'North' },
    };
    expect(claimValues(claims, 'groups')).toEqual(['Store 228 Leaders', '7']);
    expect(claimValues(claims, 'department')).toEqual(['Ops']);
    expect(claimValues(claims, 'store_number')).toEqual(['228']);
    expect(claimValues(claims, 'address.region')).toEqual(['North']);
    expect(claimValues(claims, 'address.missing')).toEqual([]);
    expect(claimValues(claims, 'groups.0')).toEqual([]);
    expect(claimValues(claims, 'missing')).toEqual([]);
  });
});

describe('firstMatch', () => {
  it('takes the first rule in the list whose claim holds its value, whatever its case', () => {
    const rules = [rule('groups', 'managers', 's1'), rule('groups', 'leaders', 's2')];
    expect(firstMatch(rules, { groups: ['Leaders', 'Managers'] })).toBe(rules[0]);
    expect(firstMatch(rules, { groups: ['LEADERS'] })).toBe(rules[1]);
    expect(firstMatch(rules, { groups: ['bakers'] })).toBeNull();
    expect(firstMatch(rules, { group: 'leaders' })).toBeNull();
  });
});

describe('providerDidMfa', () => {
  it('believes "mfa", "mca" or two methods, never one method or none', () => {
    expect(providerDidMfa(['pwd', 'mfa'])).toBe(true);
    expect(providerDidMfa(['mca'])).toBe(true);
    expect(providerDidMfa(['pwd', 'otp'])).toBe(true);
    expect(providerDidMfa(['pwd'])).toBe(false);
    expect(providerDidMfa(['pwd', 'pwd'])).toBe(false);
    expect(providerDidMfa(undefined)).toBe(false);
    expect(providerDidMfa('mfa')).toBe(false);
  });
});
