import { describe, expect, it } from 'vitest';
import { compareStoreNumbers, sortByStoreNumber } from './store-number';

const sorted = (numbers: string[]) => [...numbers].sort(compareStoreNumbers);

describe('compareStoreNumbers', () => {
  it('sorts numeric store numbers by value, not as text', () => {
    expect(sorted(['1000', '228', '31', '415', '310'])).toEqual([
      '31',
      '228',
      '310',
      '415',
      '1000',
    ]);
  });

  it('puts numeric numbers before the rest, which sort alphabetically with embedded numbers', () => {
    expect(sorted(['MCD010', 'mcd2', 'B7', '228', 'MCD001', '9'])).toEqual([
      '9',
      '228',
      'B7',
      'MCD001',
      'mcd2',
      'MCD010',
    ]);
  });

  it('keeps numbers too long for a double exact', () => {
    expect(sorted(['100000000000000000001', '100000000000000000000'])).toEqual([
      '100000000000000000000',
      '100000000000000000001',
    ]);
  });

  it('is a total order: equal values with different text still have a fixed order', () => {
    expect(sorted(['07', '7', '007'])).toEqual(['007', '07', '7']);
    expect(sorted(['7', '007', '07'])).toEqual(['007', '07', '7']);
    expect(compareStoreNumbers('228', '228')).toBe(0);
  });

  it('sortByStoreNumber returns a sorted copy', () => {
    const stores = [{ storeNumber: '415' }, { storeNumber: 'MCD001' }, { storeNumber: '228' }];
    expect(sortByStoreNumber(stores).map((s) => s.storeNumber)).toEqual(['228', '415', 'MCD001']);
    expect(stores[0]?.storeNumber).toBe('415');
  });
});
