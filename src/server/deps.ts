import type { LRUCache } from 'lru-cache';
import { SessionCache, sessionCacheMs } from './auth/session-cache';
import { createSessionReader, type SessionReader } from './auth/session-reader';
import { createTickGroup, type TickGroup } from './checklists/tick/group';
import { postgresTickStore } from './checklists/tick/postgres-store';
import { sqliteTickStore } from './checklists/tick/store';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/database';
import { FontBook } from './exports/pdf-fonts';
import type { LiveBus } from './live/bus';
import { createMailer, type Mailer } from './mail/mailer';
import { createAppMetrics, type AppMetrics } from './metrics/registry';
import { openPhotoStorage, type PhotoStorage } from './photos/storage';
import { createPeriodCache, type Period } from './reports/service';
import { OidcClients } from './sso/oidc-client';
import { StoreCache } from './stores/store-cache';
import { createDependencyChecks, type DependencyChecks } from './setup/dependency-checks';
import { createCommitSignal, type CommitSignal } from './writes/committed';

/**
 * Everything an app holds: what it was given (database, configuration, clock, live bus) and
 * what it keeps while it runs. Made once by createDeps, in main.ts and per test in the
 * integration suites; nothing in src/server keeps state of its own beside it. An app on another
 * database is made with createDeps too, never by copying one with `{ ...deps, db }`: the caches
 * and the tick group belong to the database they were made with.
 */
export interface AppDeps {
  db: Db;
  config: Config;
  clock: Clock;
  /** Where committed changes are announced to the open live streams (of every instance). */
  live: LiveBus;
  /** Emitted by the unit of work after each commit (writes/committed.ts). */
  committed: CommitSignal;
  /** Sessions looked up lately (SQLite only; see sessionCacheMs). */
  sessions: SessionCache;
  /** Reads a session from the database (batched on PostgreSQL; session-reader.ts). */
  readSession: SessionReader;
  /** Stores by id, kept while their revision holds. */
  stores: StoreCache;
  /** Reports' weeks and months, each worked out once. */
  periods: LRUCache<string, Period>;
  mailer: Mailer;
  photos: PhotoStorage;
  /** S3 and SMTP as /readyz reports them (setup/dependency-checks.ts). */
  checks: DependencyChecks;
  /** Ticks that reach this instance together share one read and one write (checklists/tick/). */
  ticks: TickGroup;
  /** Served at GET /metrics with the process's figures. */
  metrics: AppMetrics;
  /** The typefaces PDFs are set in, each read on first use (exports/pdf-fonts.ts). */
  fonts: FontBook;
  /** The identity provider's discovery and keys, read once an hour (sso/oidc-client.ts). */
  oidc: OidcClients;
}

/** What an app is given; the rest of AppDeps is made from it. */
export interface AppParts {
  db: Db;
  config: Config;
  clock: Clock;
  live: LiveBus;
  /** Made before the database when it observes the queries too (main.ts); else made here. */
  metrics?: AppMetrics;
}

const TICK_STORES = { sqlite: sqliteTickStore, postgres: postgresTickStore };

export function createDeps({ db, config, clock, live, metrics }: AppParts): AppDeps {
  const committed = createCommitSignal();
  const sessions = new SessionCache(sessionCacheMs(db.dialect));
  // A change this instance made is forgotten before its answer is sent; one another instance
  // made, when its message arrives on the bus.
  committed.subscribe((messages) => messages.forEach((message) => sessions.apply(message)));
  committed.subscribe((messages) => live.committed(messages));
  live.subscribe((message) => sessions.apply(message));
  const mailer = createMailer(config);
  const photos = openPhotoStorage(config);
  const deps: AppDeps = {
    db,
    config,
    clock,
    live,
    committed,
    sessions,
    readSession: createSessionReader(db),
    stores: new StoreCache(),
    periods: createPeriodCache(),
    mailer,
    photos,
    checks: createDependencyChecks({ config, photos, mailer, clock }),
    ticks: createTickGroup(() => deps, TICK_STORES[db.dialect]),
    metrics: metrics ?? createAppMetrics(),
    fonts: new FontBook(),
    oidc: new OidcClients(),
  };
  return deps;
}
