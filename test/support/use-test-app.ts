import { afterAll, beforeAll } from 'vitest';
import type { Dialect } from '#server/db/database';
import {
  createTestDatabase,
  startTestApp,
  type TestApp,
  type TestClock,
  type TestDatabase,
} from './harness';
import type { BuildOptions } from '#server/app';
import type { Config } from '#server/config';

export interface SuiteApp extends TestApp {
  database: TestDatabase;
}

/**
 * A test file's own database and app: created before its tests, closed and dropped after.
 * Read its fields inside tests (they exist once beforeAll has run).
 */
export function useTestApp(
  dialect: Dialect,
  options: { config?: Partial<Config>; clock?: TestClock; build?: BuildOptions } = {},
): SuiteApp {
  let database: TestDatabase | undefined;
  let started: TestApp | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    started = await startTestApp(database, options);
  });
  afterAll(async () => {
    await started?.stop();
    await database?.destroy();
  });
  const running = (): TestApp => {
    if (!started) throw new Error('The test app starts in beforeAll; use it inside a test');
    return started;
  };
  return {
    get app() {
      return running().app;
    },
    get deps() {
      return running().deps;
    },
    get clock() {
      return running().clock;
    },
    stop: () => running().stop(),
    get database() {
      if (!database) throw new Error('The test database is created in beforeAll');
      return database;
    },
  };
}
