// npm run admin -- <command>: what IT does to an install from its shell, on either database.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { systemClock } from '../clock';
import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase, type Db } from '../db/database';
import { schemaState } from '../db/migrate';
import { createDeps, type AppDeps } from '../deps';
import { openLiveBus } from '../live/bus';
import { startFailureMessage } from '../setup/start-failure';
import { VERSION } from '../version';
import {
  choosePassword,
  CommandError,
  createSuperAdmin,
  endSessions,
  listSuperAdmins,
  resetPassword,
} from './accounts';
import { checkConfig, formatConfigReport } from './config-check';

export const USAGE = `ShiftCheck ${VERSION}: the admin command line

Usage: npm run admin -- <command> [options]

  create-super-admin <email> [--name "Name"] [--password-stdin]
                         a new super admin, in the default store
  reset-password <email> [--password-stdin]
                         a new password for anyone; their sessions end
  end-sessions <email>   signs a person out everywhere
  list-super-admins      every super admin, with their open sessions
  config check           every setting, where it comes from, and whether it works
  version                this version

Without --password-stdin a password is made and printed once. The settings come from the
environment, as the server's do (DATABASE_URL, DATA_DIR...): run it where the server runs.`;

/** Where the command line reads and writes: the process's own, or a test's. */
export interface CommandIo {
  env: NodeJS.ProcessEnv;
  out(line: string): void;
  err(line: string): void;
  /** Standard input, whole (for --password-stdin). */
  readInput(): Promise<string>;
}

/** Opens the database the settings name, refusing one of another version's schema. */
async function openFor(config: Config): Promise<Db> {
  const sqliteFile = path.resolve(config.dataDir, 'shiftcheck.db');
  if (!config.databaseUrl && !existsSync(sqliteFile)) {
    throw new CommandError(
      `There is no database at ${sqliteFile}: set DATA_DIR (or DATABASE_URL) as the server has it, or start ShiftCheck once to make it.`,
    );
  }
  const db = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile });
  try {
    const state = await schemaState(db);
    if (state.unknown.length > 0) {
      throw new CommandError(
        `The database was upgraded by a newer version of ShiftCheck (it has ${state.unknown.join(', ')}); this is ${VERSION}. Nothing was changed: run the newer version's admin command line.`,
      );
    }
    if (state.current === null) {
      throw new CommandError(
        'The database is empty: start ShiftCheck once (it makes the database and the first super admin), then run this again.',
      );
    }
    if (state.pending.length > 0) {
      throw new CommandError(
        `The database is at ${state.current}, older than this version (${state.newest}). Nothing was changed: start ShiftCheck ${VERSION} once to upgrade it, then run this again.`,
      );
    }
    return db;
  } catch (error) {
    await db.close();
    const line = startFailureMessage('database', error, config);
    throw line === null || error instanceof CommandError ? error : new CommandError(line);
  }
}

/** Runs one account command with an app made as the server makes it (createDeps). */
async function withApp<T>(io: CommandIo, work: (deps: AppDeps) => Promise<T>): Promise<T> {
  const config = loadConfig(io.env);
  const db = await openFor(config);
  // On PostgreSQL the running servers hear of ended sessions on the live bus, as from each other.
  const live = await openLiveBus(
    { dialect: db.dialect, databaseUrl: config.databaseUrl },
    (error) => io.err(`live updates: ${String(error)}`),
  );
  try {
    return await work(createDeps({ db, config, clock: systemClock, live }));
  } finally {
    await live.close();
    await db.close();
  }
}

async function passwordFrom(io: CommandIo, fromInput: boolean | undefined) {
  if (!fromInput) return undefined;
  const text = (await io.readInput()).replace(/\r?\n$/, '');
  if (text === '')
    throw new CommandError('--password-stdin was given, but standard input was empty.');
  return text;
}

function printPassword(io: CommandIo, email: string, generated: boolean, password: string) {
  if (!generated) return;
  io.out(`  e-mail:   ${email}`);
  io.out(
    `  password: ${password}   (shown only this once: it can be changed under Profile Settings)`,
  );
}

async function run(args: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      'password-stdin': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
      version: { type: 'boolean', short: 'v' },
    },
  });
  const [command, subject, ...rest] = positionals;
  if (values.version || command === 'version') {
    io.out(VERSION);
    return 0;
  }
  if (values.help || command === undefined || command === 'help') {
    io.out(USAGE);
    return command === undefined && !values.help ? 1 : 0;
  }
  const email = () => {
    if (subject === undefined || rest.length > 0) {
      throw new CommandError(
        `${command} takes one e-mail address: npm run admin -- ${command} <email>`,
      );
    }
    return subject;
  };
  switch (command) {
    case 'create-super-admin': {
      const address = email();
      const given = await passwordFrom(io, values['password-stdin']);
      await withApp(io, async (deps) => {
        const choice = choosePassword(deps, given);
        await createSuperAdmin(deps, address, values.name?.trim() || null, choice);
        io.out(`Super admin ${address.trim().toLowerCase()} created.`);
        printPassword(io, address.trim().toLowerCase(), choice.generated, choice.password);
      });
      return 0;
    }
    case 'reset-password': {
      const address = email();
      const given = await passwordFrom(io, values['password-stdin']);
      await withApp(io, async (deps) => {
        const choice = choosePassword(deps, given);
        const person = await resetPassword(deps, address, choice);
        io.out(`Password of ${person.email} set; every session of theirs has ended.`);
        printPassword(io, person.email, choice.generated, choice.password);
      });
      return 0;
    }
    case 'end-sessions': {
      const address = email();
      const ended = await withApp(io, (deps) => endSessions(deps, address));
      io.out(`${ended} session${ended === 1 ? '' : 's'} of ${address.trim().toLowerCase()} ended.`);
      return 0;
    }
    case 'list-super-admins': {
      const admins = await withApp(io, listSuperAdmins);
      if (admins.length === 0) io.out('No super admins.');
      for (const admin of admins) {
        const name = admin.name ? ` (${admin.name})` : '';
        const sessions = `${admin.sessions} session${admin.sessions === 1 ? '' : 's'}`;
        io.out(`${admin.email}${name}  created ${admin.createdAt.slice(0, 10)}  ${sessions}`);
      }
      return 0;
    }
    case 'config': {
      if (subject !== 'check')
        throw new CommandError('Did you mean: npm run admin -- config check');
      const report = await checkConfig(io.env);
      formatConfigReport(report).forEach((line) => io.out(line));
      return report.ok ? 0 : 1;
    }
    default:
      throw new CommandError(`Unknown command ${command}. ${USAGE}`);
  }
}

/** Runs the command line; answers the exit status. Refusals are one line on standard error. */
export async function runAdmin(args: string[], io: CommandIo): Promise<number> {
  try {
    return await run(args, io);
  } catch (error) {
    if (error instanceof CommandError || error instanceof ConfigError) {
      io.err(error.message);
      return 1;
    }
    if (
      error instanceof TypeError &&
      'code' in error &&
      String(error.code).startsWith('ERR_PARSE_ARGS')
    ) {
      io.err(`${error.message}\n\n${USAGE}`);
      return 1;
    }
    throw error;
  }
}
