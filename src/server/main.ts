import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { pruneSessions } from './auth/service';
import { systemClock } from './clock';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createAppMetrics } from './metrics/registry';
import { createDeps } from './deps';
import { openLiveBus } from './live/bus';
import { pruneIdempotencyKeys } from './idempotency/idempotency';
import { sweepSummary } from './retention/sweep';
import { startScheduler } from './scheduler/scheduler';
import { startWebhookDispatcher } from './integrations/webhooks/dispatcher';
import { listenForMetrics } from './metrics/metrics-port';
import { requireWritableDataDir } from './setup/data-dir';
import {
  createFirstSuperAdmin,
  prepareEmptyDatabase,
  type FirstStartResult,
} from './setup/first-start';
import { startFailureMessage, type StartStep } from './setup/start-failure';
import { VERSION } from './version';

const HOUR = 60 * 60 * 1000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) stop(error.message);
    throw error;
  }
}

function stop(line: string): never {
  console.error(line);
  process.exit(1);
}

/** Runs a step of the start; a failure a setting explains stops it with one line naming it. */
async function step<T>(name: StartStep, config: Config, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const line = startFailureMessage(name, error, config);
    if (line === null) throw error;
    stop(line);
  }
}

function announce(url: string, result: FirstStartResult, config: Config): void {
  const lines = [`ShiftCheck ${VERSION} is running at ${url}`];
  const admin = result.createdAdmin;
  if (admin) {
    lines.push('', 'First super-admin created. Sign in with:', `  e-mail:   ${admin.email}`);
    lines.push(
      admin.generated
        ? `  password: ${admin.password}   (shown only this once: change it under Profile Settings;\n            if it is lost, set another with: npm run admin -- reset-password ${admin.email})`
        : '  password: the ADMIN_PASSWORD you set',
    );
    if (config.twoFactorRequiredRoles.includes('super-admin')) {
      lines.push(
        '  then set up an authenticator app: super admins sign in with a code too (TWO_FACTOR_REQUIRED_ROLES).',
      );
    }
  }
  console.log(`\n${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  const config = readConfig();
  try {
    requireWritableDataDir(config);
  } catch (error) {
    if (error instanceof ConfigError) stop(error.message);
    throw error;
  }
  const metrics = createAppMetrics();
  const db = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'shiftcheck.db'),
    observeQuery: metrics.observeQuery,
  });
  const upgrade = await step('database', config, () => migrateToLatest(db));
  if (upgrade.applied.length > 0) {
    const copy = upgrade.safetyCopy
      ? ` (the database as it was is kept at ${upgrade.safetyCopy})`
      : '';
    console.log(`Database migrated: ${upgrade.applied.join(', ')}${copy}`);
  }
  let logError = (error: unknown) => console.error(error);
  const live = await step('database', config, () =>
    openLiveBus({ dialect: db.dialect, databaseUrl: config.databaseUrl }, (error) =>
      logError(error),
    ),
  );
  const deps = createDeps({ db, config, clock: systemClock, live, metrics });
  await prepareEmptyDatabase(deps);

  const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web');
  let started = () => {};
  const starting = new Promise<void>((resolve) => (started = resolve));
  const app = await buildApp(deps, {
    webRoot,
    trustProxy: config.trustProxy,
    logger: { level: config.logLevel },
    starting,
  });
  logError = (error) => app.log.error({ err: error }, 'live updates');
  // Due-time escalations, digests and notification e-mails, every minute in every instance.
  const scheduler = startScheduler(deps, {
    onError: (error) => app.log.error({ err: error }, 'scheduled notifications failed'),
    onRun: (run) => {
      if (run.retention) app.log.info({ retention: run.retention }, sweepSummary(run.retention));
    },
  });
  // The webhooks' outbox, looked at every second in every instance (one sends each delivery).
  const webhooks = startWebhookDispatcher(deps, {
    onError: (error) => app.log.error({ err: error }, 'sending webhooks failed'),
  });
  app.addHook('onClose', async () => {
    await webhooks.stop();
    await scheduler.stop();
    await live.close();
    await db.close();
  });

  const pruning = setInterval(() => {
    Promise.all([pruneSessions(deps), pruneIdempotencyKeys(deps)]).catch((error: unknown) =>
      app.log.warn({ err: error }, 'pruning expired sessions and idempotency keys failed'),
    );
  }, HOUR);
  pruning.unref();

  // Before it listens: a stop asked for while it starts (the first super admin's password is
  // hashed after the listen) still lets it finish and close the database.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(pruning);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  if (config.metricsPort !== undefined) {
    const { metricsPort } = config;
    const metricsServer = await step('metrics', config, () =>
      listenForMetrics(metricsPort, metrics),
    );
    app.addHook('onClose', async () => {
      await new Promise((resolve) => metricsServer.close(resolve));
    });
    app.log.info({ metricsPort }, 'metrics served on 127.0.0.1');
  }
  await step('listen', config, () => app.listen({ port: config.port, host: config.host }));
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // Only now that it listens: a start that failed before has created no account (first-start.ts).
  // Stopped meanwhile, the database may close under it: then no account was made either.
  const created = await createFirstSuperAdmin(deps).catch((error: unknown) => {
    if (closing) return {};
    throw error;
  });
  announce(config.publicUrl ?? `http://localhost:${port}`, created, config);
  if (closing) return;
  started();
  app.log.info({ version: VERSION, database: db.dialect, location: db.location }, 'ready');
  // S3 and SMTP set up wrong are said at start, not at the first photo or e-mail (health.ts).
  void Promise.all([deps.checks.photoStorage(), deps.checks.mail()]);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
