import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/database';

/** What every service needs; built once in main.ts, and per test in the integration suites. */
export interface AppDeps {
  db: Db;
  config: Config;
  clock: Clock;
}
