import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache';

describe('the SQLite statement cache', () => {
  const driver = new SQLite(':memory:');
  driver.exec('create table t (n integer)');
  driver.exec('insert into t values (1), (2), (3)');
  let prepared = 0;
  const counting = new Proxy(driver, {
    get(target, property) {
      if (property === 'prepare') {
        return (sql: string) => {
          prepared += 1;
          return target.prepare(sql);
        };
      }
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  afterEach(() => {
    prepared = 0;
  });

  it('prepares a statement once and reuses it for the same text', () => {
    const cache = withStatementCache(counting, 10);
    const first = cache.prepare('select n from t where n > ?');
    const again = cache.prepare('select n from t where n > ?');
    expect(again).toBe(first);
    expect(prepared).toBe(1);
    expect(again.all([1])).toEqual([{ n: 2 }, { n: 3 }]);
    cache.prepare('select count(*) as c from t');
    expect(prepared).toBe(2);
    expect(cache.cachedStatements).toBe(2);
  });

  it('keeps the most recently used, dropping the least recently used past its size', () => {
    const cache = withStatementCache(counting, 2);
    const a = cache.prepare('select 1');
    cache.prepare('select 2');
    expect(cache.prepare('select 1')).toBe(a);
    cache.prepare('select 3');
    expect(cache.cachedStatements).toBe(2);
    expect(cache.prepare('select 1')).toBe(a);
    prepared = 0;
    cache.prepare('select 2');
    expect(prepared).toBe(1);
  });

  it('gives a fresh statement while the cached one is still being iterated', () => {
    const cache = withStatementCache(counting, 10);
    const streaming = cache.prepare('select n from t order by n');
    const rows = streaming.iterate([]);
    expect(rows.next().value).toEqual({ n: 1 });
    const other = cache.prepare('select n from t order by n');
    expect(other).not.toBe(streaming);
    expect(other.all([])).toHaveLength(3);
    expect([...rows]).toEqual([{ n: 2 }, { n: 3 }]);
    expect(cache.prepare('select n from t order by n')).toBe(streaming);
  });
});
