import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { freePort } from '#test/crash/server-process';
import { runAdmin, type CommandIo } from '#server/cli/admin';
import { MIGRATIONS, migrateToLatest } from '#server/db/migrate';
import { createStore, createUser, signInCookie } from '#test/support/factories';
import { createTestDatabase, startTestApp, testDialects } from '#test/support/harness';
import { startTestS3 } from '#test/support/s3-server';
import { startTestSmtp } from '#test/support/smtp';
import { useTestApp } from '#test/support/use-test-app';

/** This version's newest migration, and the one before it. */
const [PREVIOUS, NEWEST] = Object.keys(MIGRATIONS).slice(-2);

/** The command line run in this process, with the settings given and what it printed kept. */
async function admin(env: NodeJS.ProcessEnv, args: string[], input = '') {
  const out: string[] = [];
  const err: string[] = [];
  const io: CommandIo = {
    env,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readInput: () => Promise.resolve(input),
  };
  const status = await runAdmin(args, io);
  return { status, out: out.join('\n'), err: err.join('\n') };
}

const SETTINGS = { LOG_LEVEL: 'silent', TZ: 'Europe/London' };

describe.each(testDialects())('the admin command line on %s', (dialect) => {
  const t = useTestApp(dialect);
  const env = () => ({ ...SETTINGS, ...t.database.env });

  const signInStatus = async (email: string, password: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } }))
      .statusCode;

  it('reset-password signs a person in with the new password and ends their sessions', async () => {
    const store = await createStore(t.deps);
    const person = await createUser(t.deps, { role: 'store', storeId: store.id });
    const cookie = await signInCookie(t.app, person.email, person.password);

    const reset = await admin(
      env(),
      ['reset-password', person.email.toUpperCase(), '--password-stdin'],
      'Walk-in-fridge-42\n',
    );

    expect(reset).toMatchObject({ status: 0, err: '' });
    expect(reset.out).toBe(`Password of ${person.email} set; every session of theirs has ended.`);
    const sessions = await t.deps.db.kysely
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', person.id)
      .execute();
    expect(sessions).toEqual([]);
    // A server that had not seen the session before reads it from the database: it is gone.
    const fresh = await startTestApp(t.database);
    try {
      const me = await fresh.app.inject({ url: '/api/auth/session', headers: { cookie } });
      expect(me.json()).toEqual({ user: null });
    } finally {
      await fresh.stop();
    }
    expect(await signInStatus(person.email, person.password)).toBe(401);
    expect(await signInStatus(person.email, 'Walk-in-fridge-42')).toBe(200);
  });

  it('reset-password without a password makes one and prints it once; it signs in', async () => {
    const person = await createUser(t.deps, { role: 'shift-leader', storeId: null });
    const reset = await admin(env(), ['reset-password', person.email]);
    expect(reset.status).toBe(0);
    const password = /password: (\S+)/.exec(reset.out)?.[1];
    expect(password).toMatch(/^[\w-]{16}$/);
    expect(await signInStatus(person.email, password!)).toBe(200);
  });

  it('refuses an unknown person, a weak password and a missing address, changing nothing', async () => {
    expect(await admin(env(), ['reset-password', 'nobody@example.com'])).toMatchObject({
      status: 1,
      err: 'No one has the e-mail address nobody@example.com.',
    });
    const person = await createUser(t.deps, { role: 'shift-leader', storeId: null });
    expect(
      await admin(env(), ['reset-password', person.email, '--password-stdin'], 'password'),
    ).toMatchObject({
      status: 1,
      err: 'The password is too weak: it is one of the most common passwords.',
    });
    expect(await signInStatus(person.email, person.password)).toBe(200);
    const missing = await admin(env(), ['reset-password']);
    expect(missing.status).toBe(1);
    expect(missing.err).toContain('reset-password takes one e-mail address');
  });

  it('create-super-admin makes one who signs in and is listed; an address in use is refused', async () => {
    const created = await admin(
      env(),
      ['create-super-admin', 'IT@Example.com', '--name', 'Chain IT', '--password-stdin'],
      'Grease-trap-2026',
    );
    expect(created).toMatchObject({ status: 0, out: 'Super admin it@example.com created.' });
    const cookie = await signInCookie(t.app, 'it@example.com', 'Grease-trap-2026');
    const me = await t.app.inject({ url: '/api/auth/session', headers: { cookie } });
    expect(me.json()).toMatchObject({ user: { role: 'super-admin', email: 'it@example.com' } });

    const listed = await admin(env(), ['list-super-admins']);
    expect(listed.status).toBe(0);
    expect(listed.out).toMatch(
      /^admin@test\.example {2}created \d{4}-\d\d-\d\d {2}\d+ sessions?$/m,
    );
    expect(listed.out).toMatch(
      /^it@example\.com \(Chain IT\) {2}created \d{4}-\d\d-\d\d {2}1 session$/m,
    );

    const again = await admin(env(), ['create-super-admin', 'it@example.com']);
    expect(again.status).toBe(1);
    expect(again.err).toContain('it@example.com already has an account');
  });

  it('end-sessions signs a person out everywhere, and says how many', async () => {
    const person = await createUser(t.deps, { role: 'shift-leader', storeId: null });
    await signInCookie(t.app, person.email, person.password);
    await signInCookie(t.app, person.email, person.password);
    const ended = await admin(env(), ['end-sessions', person.email]);
    expect(ended).toMatchObject({ status: 0, out: `2 sessions of ${person.email} ended.` });
    expect(await signInStatus(person.email, person.password)).toBe(200);
  });

  it('refuses a database a newer version upgraded, changing nothing', async () => {
    const person = await createUser(t.deps, { role: 'shift-leader', storeId: null });
    const db = t.deps.db.kysely;
    await sql`insert into kysely_migration (name, timestamp) values ('999-from-the-future', '2027-01-01T00:00:00.000Z')`.execute(
      db,
    );
    try {
      const refused = await admin(env(), ['reset-password', person.email]);
      expect(refused.status).toBe(1);
      expect(refused.err).toMatch(
        /^The database was upgraded by a newer version of ShiftCheck \(it has 999-from-the-future\); this is \d+\.\d+\.\d+\. Nothing was changed/,
      );
      expect(await signInStatus(person.email, person.password)).toBe(200);
    } finally {
      await sql`delete from kysely_migration where name = '999-from-the-future'`.execute(db);
    }
  });

  it('refuses a database an older version left, until the server has upgraded it', async () => {
    const older = await createTestDatabase(dialect, { empty: true });
    try {
      const db = older.open();
      await migrateToLatest(db, { before: NEWEST });
      await db.close();
      const refused = await admin({ ...SETTINGS, ...older.env }, ['list-super-admins']);
      expect(refused.status).toBe(1);
      expect(refused.err).toMatch(
        new RegExp(
          `^The database is at ${PREVIOUS}, older than this version \\(${NEWEST}\\)\\. Nothing was changed: start ShiftCheck`,
        ),
      );
    } finally {
      await older.destroy();
    }
  });

  it('config check: every setting with its source, and each dependency that works', async () => {
    const s3 = await startTestS3();
    const smtp = await startTestSmtp();
    try {
      const healthy = await admin(
        {
          ...env(),
          PUBLIC_URL: 'https://shifts.example.com',
          SMTP_URL: smtp.url,
          S3_ENDPOINT: s3.config.endpoint,
          S3_BUCKET: s3.config.bucket,
          S3_ACCESS_KEY_ID: s3.config.accessKeyId,
          S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
          METRICS_TOKEN: 'a-token-of-at-least-24-characters',
        },
        ['config', 'check'],
      );
      expect(healthy.status).toBe(0);
      const line = (name: string) =>
        healthy.out.split('\n').find((l) => l.startsWith(`${name} `)) ?? '';
      expect(line(dialect === 'sqlite' ? 'DATA_DIR' : 'DATABASE_URL')).toMatch(
        new RegExp(`environment +ok: .* at ${NEWEST}, this version's newest$`),
      );
      expect(line('SMTP_URL')).toMatch(/environment +ok: the server answers/);
      expect(line('S3_BUCKET')).toMatch(/photos +environment +ok: a file was written and removed$/);
      expect(line('S3_SECRET_ACCESS_KEY')).toMatch(/^S3_SECRET_ACCESS_KEY +\*\*\* +environment/);
      expect(line('METRICS_TOKEN')).not.toContain('a-token');
      expect(line('PORT')).toMatch(/^PORT +3000 +default$/);
      expect(healthy.out).toMatch(/Configuration works\.$/);
      expect(await s3.keys()).toEqual([]);

      const broken = await admin(
        {
          ...env(),
          PUBLIC_URL: 'https://shifts.example.com',
          SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
          S3_ENDPOINT: s3.config.endpoint,
          S3_BUCKET: 'no-such-bucket',
          S3_ACCESS_KEY_ID: s3.config.accessKeyId,
          S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
        },
        ['config', 'check'],
      );
      expect(broken.status).toBe(1);
      const brokenLine = (name: string) =>
        broken.out.split('\n').find((l) => l.startsWith(`${name} `)) ?? '';
      expect(brokenLine('S3_BUCKET')).toMatch(
        /FAILED: Photo storage \(S3 bucket no-such-bucket\): S3_BUCKET names a bucket that does not exist/,
      );
      expect(brokenLine('SMTP_URL')).toMatch(/WARNING: SMTP_URL: .*ECONNREFUSED/);
      expect(broken.out).toMatch(/Configuration has problems: see FAILED above\.$/);
    } finally {
      await smtp.close();
      await s3.stop();
    }
  });
});

describe('the admin command line without a working configuration', () => {
  it('config check names a bad setting in one line, and the database it cannot reach', async () => {
    const invalid = await admin({ ...SETTINGS, PUBLIC_URL: 'ftp://shifts.example.com' }, [
      'config',
      'check',
    ]);
    expect(invalid.status).toBe(1);
    expect(invalid.out).toMatch(
      /Invalid configuration: PUBLIC_URL must be the http:\/\/ or https:\/\/ address people use/,
    );

    const port = await freePort();
    const unreachable = await admin(
      { ...SETTINGS, DATABASE_URL: `postgres://shiftcheck:secret@127.0.0.1:${port}/shiftcheck` },
      ['config', 'check'],
    );
    expect(unreachable.status).toBe(1);
    const line = unreachable.out.split('\n').find((l) => l.startsWith('DATABASE_URL ')) ?? '';
    expect(line).toContain(`postgres://shiftcheck:***@127.0.0.1:${port}/shiftcheck`);
    expect(line).toContain(
      `FAILED: DATABASE_URL nothing accepts connections at shiftcheck@127.0.0.1:${port}/shiftcheck`,
    );
    expect(unreachable.out).not.toContain('secret');
  });

  it('refuses, in one line, a DATA_DIR that holds no database', async () => {
    const refused = await admin({ ...SETTINGS, DATA_DIR: '/etc/passwd' }, ['list-super-admins']);
    expect(refused).toMatchObject({
      status: 1,
      err: 'There is no database at /etc/passwd/shiftcheck.db: set DATA_DIR (or DATABASE_URL) as the server has it, or start ShiftCheck once to make it.',
    });
  });

  it('prints its usage, its version, and refuses an unknown command', async () => {
    const usage = await admin(SETTINGS, ['--help']);
    expect(usage.status).toBe(0);
    expect(usage.out).toContain('reset-password <email> [--password-stdin]');
    expect((await admin(SETTINGS, ['version'])).out).toMatch(/^\d+\.\d+\.\d+$/);
    const unknown = await admin(SETTINGS, ['frob']);
    expect(unknown.status).toBe(1);
    expect(unknown.err).toMatch(/^Unknown command frob\./);
  });
});
