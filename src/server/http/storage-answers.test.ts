import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, STORAGE_MESSAGES } from '#domain/api-error';
import { AppError, registerErrorHandler } from './errors';

const withCode = (code: string) => Object.assign(new Error(`failed: ${code}`), { code });
const sqliteError = (code: string) => new SQLite.SqliteError(`failed: ${code}`, code);
const pgError = (code: string) => {
  const error = new pg.DatabaseError(`failed: ${code}`, 0, 'error');
  error.code = code;
  return error;
};

/** An app whose one route throws the error under test, answered by the one error handler. */
async function answerTo(error: unknown) {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/', async () => {
    throw error;
  });
  const response = await app.inject({ url: '/' });
  const refused = app.disk.refused;
  await app.close();
  return { status: response.statusCode, body: response.json(), refused };
}

const FULL = {
  status: 507,
  body: {
    error: {
      code: ERROR_CODES.storageFull,
      message: STORAGE_MESSAGES.full,
      key: 'rules-api.storageFull',
      params: {},
    },
  },
  refused: 'full',
};
const UNWRITABLE = {
  status: 503,
  body: {
    error: {
      code: ERROR_CODES.storageUnwritable,
      message: STORAGE_MESSAGES.unwritable,
      key: 'rules-api.storageUnwritable',
      params: {},
    },
  },
  refused: 'unwritable',
};
const INTERNAL = {
  status: 500,
  body: {
    error: {
      code: ERROR_CODES.internal,
      message: 'Something went wrong on our side. Please try again.',
      key: 'rules-http.internal',
      params: {},
    },
  },
  refused: null,
};

describe('a write the disk refused', () => {
  it.each([
    ['SQLite, full', sqliteError('SQLITE_FULL'), FULL],
    ['SQLite, the shared-memory index could not grow', sqliteError('SQLITE_IOERR_SHMSIZE'), FULL],
    ['PostgreSQL disk_full', pgError('53100'), FULL],
    ['Node ENOSPC (a photo or outbox file)', withCode('ENOSPC'), FULL],
    ['Node EDQUOT (over quota)', withCode('EDQUOT'), FULL],
    ['SQLite, read-only', sqliteError('SQLITE_READONLY'), UNWRITABLE],
    ['SQLite, moved away', sqliteError('SQLITE_READONLY_DBMOVED'), UNWRITABLE],
    ['SQLite, a failed write', sqliteError('SQLITE_IOERR_WRITE'), UNWRITABLE],
    ['SQLite, a failed sync', sqliteError('SQLITE_IOERR_FSYNC'), UNWRITABLE],
    ['PostgreSQL read_only_sql_transaction', pgError('25006'), UNWRITABLE],
    ['Node EROFS', withCode('EROFS'), UNWRITABLE],
    [
      'full, wrapped twice',
      new Error('outer', { cause: new Error('inner', { cause: sqliteError('SQLITE_FULL') }) }),
      FULL,
    ],
    ['SQLite, a failed read (not a refused write)', sqliteError('SQLITE_IOERR_READ'), INTERNAL],
    ['SQLite, corrupt', sqliteError('SQLITE_CORRUPT'), INTERNAL],
    ['Node ENOENT', withCode('ENOENT'), INTERNAL],
    ['PostgreSQL, too many connections', pgError('53300'), INTERNAL],
  ])('%s', async (_name, error, expected) => {
    expect(await answerTo(error)).toEqual(expected);
  });

  it("keeps an AppError's own answer (photo storage words its own 503)", async () => {
    const error = new AppError(503, ERROR_CODES.unavailable, 'Photos cannot be stored just now.');
    expect(await answerTo(error)).toEqual({
      status: 503,
      body: {
        error: { code: ERROR_CODES.unavailable, message: 'Photos cannot be stored just now.' },
      },
      refused: null,
    });
  });

  describe('as SQLite itself raises it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shiftcheck-readonly-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('a write on a read-only connection answers 503', async () => {
      const file = path.join(dir, 'readonly.db');
      new SQLite(file).exec('create table t (x integer)').close();
      const readOnly = new SQLite(file, { readonly: true });
      let raised: unknown;
      try {
        readOnly.exec('insert into t values (1)');
      } catch (error) {
        raised = error;
      } finally {
        readOnly.close();
      }
      expect(await answerTo(raised)).toEqual(UNWRITABLE);
    });
  });
});
