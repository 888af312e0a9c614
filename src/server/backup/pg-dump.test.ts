import { describe, expect, it } from 'vitest';
import { describeDatabase, dumpFileName, pgDumpConnection } from './pg-dump';

describe('pg_dump connection', () => {
  it('takes the password out of the URL pg_dump sees, decoded', () => {
    expect(
      pgDumpConnection('postgres://app:s%40cr%3At@db.internal:5432/shifts?sslmode=require'),
    ).toEqual({
      url: 'postgres://app@db.internal:5432/shifts?sslmode=require',
      password: 's@cr:t',
    });
  });

  it('passes a URL without a password, or with several hosts, on as it is', () => {
    for (const url of ['postgres://app@db/shifts', 'postgresql://app:pw@a:5432,b:5432/shifts']) {
      expect(pgDumpConnection(url).url).toBe(url);
    }
  });

  it('names the database and server, never the user or password', () => {
    expect(describeDatabase('postgres://app:secret@db.internal:5433/shifts')).toBe(
      'the PostgreSQL database shifts on db.internal:5433',
    );
  });

  it('names the dump as the SQLite backups are named', () => {
    expect(dumpFileName(new Date('2026-11-22T12:00:00.123Z'))).toBe(
      'shiftcheck-2026-11-22T12-00-00Z.dump',
    );
  });
});
