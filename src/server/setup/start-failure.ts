import type { Config } from '../config';
import { errorCode } from '../db/error-code';

/** Where a failure at start came from: the step decides which setting it names. */
export type StartStep = 'database' | 'listen' | 'metrics';

/** The address of the database as a person would check it, never with its password. */
export function databaseTarget(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    const user = url.username ? `${decodeURIComponent(url.username)}@` : '';
    return `${user}${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'the address given';
  }
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** PostgreSQL and network failures of DATABASE_URL, in the words an operator acts on. */
function databaseFailure(error: unknown, databaseUrl: string): string {
  const code = errorCode(error) ?? '';
  const target = databaseTarget(databaseUrl);
  const text = message(error);
  const reasons: Record<string, string> = {
    ECONNREFUSED: `nothing accepts connections at ${target}: is PostgreSQL running, and on that port?`,
    ENOTFOUND: `the host in ${target} is not known (ENOTFOUND): check its spelling and the DNS`,
    EAI_AGAIN: `the host in ${target} could not be looked up (EAI_AGAIN): check the DNS`,
    ETIMEDOUT: `${target} did not answer in time: check the address and any firewall`,
    EHOSTUNREACH: `${target} cannot be reached (EHOSTUNREACH): check the address and the network`,
    '28P01': `PostgreSQL refused the password for ${target} (28P01): check it; a password holding @ / : # ? or % must be URL-encoded (%40 for @, %2F for /)`,
    '28000': `PostgreSQL refused the connection to ${target} (28000): check the user name and pg_hba.conf`,
    '3D000': `the database in ${target} does not exist (3D000): create it, or fix its name`,
    '42501': `the user in ${target} may not use the database (42501): grant it the rights, or use its owner`,
    '57P03': `PostgreSQL at ${target} is starting up and not taking connections yet: start ShiftCheck again in a moment`,
  };
  if (reasons[code]) return `Invalid configuration: DATABASE_URL ${reasons[code]}`;
  if (/client password must be a string|password authentication|SASL/i.test(text)) {
    return `Invalid configuration: DATABASE_URL has no password for ${target}, and PostgreSQL asks for one: add it as postgres://user:password@host/db (URL-encoded)`;
  }
  if (/self[- ]signed|certificate|SSL|TLS/i.test(text)) {
    return `Invalid configuration: DATABASE_URL: the secure connection to ${target} failed (${text}): check sslmode in the URL`;
  }
  return `Invalid configuration: DATABASE_URL: connecting to ${target} failed: ${text}`;
}

function listenFailure(error: unknown, variable: 'PORT' | 'METRICS_PORT', config: Config): string {
  const code = errorCode(error) ?? '';
  const port = variable === 'PORT' ? config.port : config.metricsPort;
  const host = variable === 'PORT' ? config.host : '127.0.0.1';
  if (code === 'EADDRINUSE') {
    return `Invalid configuration: ${variable} ${port} is already in use on ${host} (another ShiftCheck, or another program, listens there): stop it or choose another port`;
  }
  if (code === 'EACCES') {
    return `Invalid configuration: ${variable} ${port} needs privileges this user does not have (ports below 1024): choose a port above 1023 and put a proxy in front`;
  }
  if (
    variable === 'PORT' &&
    (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN')
  ) {
    return `Invalid configuration: HOST ${config.host} is not an address of this machine (${code}): use 0.0.0.0 for every interface, 127.0.0.1 for this machine only, or one of its addresses`;
  }
  return `Invalid configuration: ${variable === 'PORT' ? 'HOST and PORT' : variable}: listening on ${host}:${port} failed: ${message(error)}`;
}

/**
 * The one line a failed start prints for an error of one of its steps, naming the setting to
 * change; null when the error is not one a setting explains (it is then printed as it is).
 */
export function startFailureMessage(
  step: StartStep,
  error: unknown,
  config: Config,
): string | null {
  if (step === 'database') {
    return config.databaseUrl ? databaseFailure(error, config.databaseUrl) : null;
  }
  return listenFailure(error, step === 'listen' ? 'PORT' : 'METRICS_PORT', config);
}
