// Makes the upgrade fixtures of this release: the demo chain in a SQLite file and in a
// PostgreSQL dump (test-data/upgrade/<newest migration>.*). Run once per release that changes
// the schema, on the code of that release: `npx tsx test/upgrade/make-fixtures.ts [postgres URL]`
// (TEST_DATABASE_URL when no URL is given; needs pg_dump), then add the line it prints to
// UPGRADE_FIXTURES. Later releases never rewrite a fixture; the upgrade test migrates them all.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { openDatabase, type Db } from '#server/db/database';
import { MIGRATIONS, migrateToLatest } from '#server/db/migrate';
import { createDeps } from '#server/deps';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORDS } from '#tools/demo/chain';
import { assertDemoCanLoad } from '#tools/demo/guard';
import { loadDemoChain } from '#tools/demo/load';
import { createLocalBus } from '#server/live/bus';
import { firstStart } from '#server/setup/first-start';
import { VERSION } from '#server/version';
import { sessionCookieFrom } from '../support/factories';
import { multipartPhoto, phonePhoto } from '../support/photo-upload';
import { fixtureFile, writeCompressed, type FixtureManifest } from './fixture-files';
import { countRows } from './tables';

const MADE_AT = new Date('2026-11-23T11:00:00.000Z');
const LEADER = 'tom.fletcher@shiftcheck.demo';

type App = Awaited<ReturnType<typeof buildApp>>;

async function signIn(app: App, email: string, password: string): Promise<string> {
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
  });
  if (signedIn.statusCode !== 200) throw new Error(`sign-in of ${email}: ${signedIn.body}`);
  return sessionCookieFrom(signedIn.headers['set-cookie']);
}

/** Fails unless the answer has the expected status: a fixture is made whole or not at all. */
function expectStatus(what: string, response: { statusCode: number; body: string }, status = 200) {
  if (response.statusCode !== status) throw new Error(`${what}: ${response.body}`);
}

/**
 * Rows the demo chain leaves out: a priority A failure (and the managers' notification of it)
 * with its photo, someone's notification settings, a checklist taken over and a deleted one.
 */
async function fillTheRest(app: App, db: Db, leaderCookie: string, checklistId: string) {
  const item = await db.kysely
    .selectFrom('checklist_items')
    .select('id')
    .where('checklist_id', '=', checklistId)
    .where('section', '=', 'travel-path')
    .where('completed', '=', false)
    .where('failed', '=', false)
    .orderBy('position', 'desc')
    .executeTakeFirstOrThrow();
  const itemUrl = `/api/checklists/${checklistId}/items/${item.id}`;
  const failure = await app.inject({
    method: 'PATCH',
    url: itemUrl,
    headers: { cookie: leaderCookie },
    payload: { type: 'fail', comment: 'Walk-in chiller at 9 °C', priority: 'A' },
  });
  expectStatus('failure', failure);
  const raised = await db.kysely.selectFrom('notifications').select('id').execute();
  if (raised.length === 0) throw new Error('the priority A failure raised no notification');
  const upload = multipartPhoto(await phonePhoto(800, 600), { filename: 'chiller.jpg' });
  const photo = await app.inject({
    method: 'POST',
    url: `${itemUrl}/photos?kind=failure`,
    payload: upload.payload,
    headers: { ...upload.headers, cookie: leaderCookie },
  });
  expectStatus('photo', photo, 201);

  const manager = await signIn(app, 'daniel.murphy@shiftcheck.demo', DEMO_PASSWORDS.store);
  const preferences = await app.inject({
    method: 'PUT',
    url: '/api/notifications/preferences',
    headers: { cookie: manager },
    payload: {
      'not-started': 'in-app',
      'priority-failure': 'in-app-email',
      'unresolved-at-shift-end': 'in-app-email',
      feedback: 'in-app-email',
      'daily-digest': 'off',
      'action-assigned': 'in-app-email',
      'action-due': 'in-app',
      'action-overdue': 'in-app-email',
      'action-escalated': 'in-app',
    },
  });
  expectStatus('notification settings', preferences);

  const riverside = await db.kysely
    .selectFrom('checklists')
    .innerJoin('stores', 'stores.id', 'checklists.store_id')
    .select(['checklists.id', 'checklists.store_id', 'checklists.created_by'])
    .where('stores.store_number', '=', '310')
    .orderBy('checklists.business_date', 'desc')
    .orderBy('checklists.category')
    .execute();
  const running = riverside[0];
  if (!running) throw new Error('store 310 has no checklists');
  const otherLeader = await db.kysely
    .selectFrom('users')
    .select('email')
    .where('store_id', '=', running.store_id)
    .where('role', '=', 'shift-leader')
    .where('id', '!=', running.created_by ?? '')
    .orderBy('email')
    .executeTakeFirstOrThrow();
  const takingOver = await signIn(app, otherLeader.email, DEMO_PASSWORDS['shift-leader']);
  expectStatus(
    'take-over',
    await app.inject({
      method: 'POST',
      url: `/api/checklists/${running.id}/take-over`,
      headers: { cookie: takingOver },
    }),
  );

  const admin = await signIn(app, DEMO_ADMIN_EMAIL, DEMO_PASSWORDS['super-admin']);
  const oldest = riverside.at(-1);
  if (!oldest) throw new Error('store 310 has no checklists');
  expectStatus(
    'deletion',
    await app.inject({
      method: 'DELETE',
      url: `/api/checklists/${oldest.id}`,
      headers: { cookie: admin },
    }),
    204,
  );
}

/** The demo chain, plus a row in each table the demo leaves empty, made through the API. */
async function fill(db: Db, dataDir: string): Promise<void> {
  const config = loadConfig({
    ADMIN_EMAIL: 'admin@shiftcheck.test',
    ADMIN_PASSWORD: 'fixture-admin-pass',
    DATA_DIR: dataDir,
  });
  const deps = createDeps({
    db,
    config,
    clock: { now: () => new Date(MADE_AT) },
    live: createLocalBus(),
  });
  await migrateToLatest(db);
  await firstStart(deps);
  await assertDemoCanLoad(deps);
  await loadDemoChain(deps);
  const app = await buildApp(deps);
  await app.ready();
  try {
    const cookie = await signIn(app, LEADER, DEMO_PASSWORDS['shift-leader']);
    await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'priya.sharma@shiftcheck.demo', password: 'not-her-password' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: 'emily.walsh@shiftcheck.demo' },
    });
    const leader = await db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', LEADER)
      .executeTakeFirstOrThrow();
    const checklist = await db.kysely
      .selectFrom('checklists')
      .select('id')
      .where('created_by', '=', leader.id)
      .where('completed_at', 'is', null)
      .orderBy('business_date', 'desc')
      .executeTakeFirstOrThrow();
    const item = await db.kysely
      .selectFrom('checklist_items')
      .select('id')
      .where('checklist_id', '=', checklist.id)
      .where('completed', '=', false)
      .where('failed', '=', false)
      .orderBy('position')
      .executeTakeFirstOrThrow();
    const write = await app.inject({
      method: 'PATCH',
      url: `/api/checklists/${checklist.id}/items/${item.id}`,
      headers: { cookie, 'idempotency-key': 'upgrade-fixture-write-0001' },
      payload: { type: 'complete', completed: true },
    });
    expectStatus('write', write);
    await fillTheRest(app, db, cookie, checklist.id);
  } finally {
    await app.close();
  }
}

async function makeSqlite(release: string, work: string): Promise<Record<string, number>> {
  const file = path.join(work, 'shiftcheck.db');
  const db = openDatabase({ sqliteFile: file });
  await fill(db, work);
  const counts = await countRows(db);
  await db.close();
  // One self-contained file, as a backup or an old install would hand it over.
  const compact = path.join(work, 'fixture.db');
  execFileSync('node', [
    '-e',
    `const S=require('better-sqlite3');const d=new S(${JSON.stringify(file)});d.exec("vacuum into '${compact}'");d.close()`,
  ]);
  writeCompressed(fixtureFile(release, 'sqlite'), readFileSync(compact));
  return counts;
}

async function makePostgres(release: string, url: string, work: string) {
  const name = `shiftcheck_fixture_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const fixtureUrl = new URL(url);
  fixtureUrl.pathname = `/${name}`;
  try {
    const db = openDatabase({ databaseUrl: fixtureUrl.toString() });
    await fill(db, work);
    const counts = await countRows(db);
    await db.close();
    // Plain SQL with INSERTs: the test loads it through the pg driver, with no psql needed.
    const dump = execFileSync(
      'pg_dump',
      [
        '--no-owner',
        '--no-privileges',
        '--inserts',
        '--rows-per-insert=500',
        fixtureUrl.toString(),
      ],
      { maxBuffer: 1024 * 1024 * 1024 },
    );
    writeCompressed(fixtureFile(release, 'postgres'), dump);
    return counts;
  } finally {
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}

async function main(): Promise<void> {
  const url = process.argv[2] ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      'Usage: make-fixtures.ts <postgres:// URL of a server to make the dump on> ' +
        '(or set TEST_DATABASE_URL)',
    );
  }
  const release = Object.keys(MIGRATIONS).sort().at(-1) ?? 'none';
  if (existsSync(fixtureFile(release, 'manifest'))) {
    throw new Error(`The fixtures of ${release} exist already; fixtures are never rewritten.`);
  }
  const work = mkdtempSync(path.join(tmpdir(), 'shiftcheck-fixture-'));
  try {
    const sqlite = await makeSqlite(release, work);
    const postgres = await makePostgres(release, url, work);
    const manifest: FixtureManifest = {
      release,
      madeAt: MADE_AT.toISOString(),
      counts: { sqlite, postgres },
      signIn: { email: LEADER, password: DEMO_PASSWORDS['shift-leader'] },
    };
    writeFileSync(fixtureFile(release, 'manifest'), `${JSON.stringify(manifest, null, 2)}\n`);
    console.log(`Made the ${release} fixtures:`, manifest.counts);
    console.log(
      `Add this release to UPGRADE_FIXTURES (test/upgrade/fixture-files.ts):\n` +
        `  { version: '${VERSION}', fixture: '${release}' },`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
