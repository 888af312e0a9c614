import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/database';
import type { LiveBus } from './live/bus';

/** What every service needs; built once in main.ts, and per test in the integration suites. */
export interface AppDeps {
  db: Db;
  config: Config;
  clock: Clock;
  /** Where committed changes are announced to the open live streams (of every instance). */
  live: LiveBus;
}
