import { isIP } from 'node:net';
import { z } from 'zod';
import { isValidTimeZone } from '#domain/dates/business-date';
import { ROLES, type Role } from '#domain/roles';
import { isIssuerUrl } from '#domain/sso/api';

const port = z.coerce
  .number({ error: 'must be a port number from 0 to 65535' })
  .int('must be a port number from 0 to 65535')
  .min(0, 'must be a port number from 0 to 65535')
  .max(65535, 'must be a port number from 0 to 65535');

function isParsableUrl(value: string): boolean {
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

const TRUST_PROXY_TRUE_REFUSED =
  "must not be true: that would believe any client's X-Forwarded-For. Set the number of proxies in front (e.g. 1), or their addresses (e.g. 10.0.0.5,10.0.1.0/24)";
const TRUST_PROXY_FORMAT =
  'must be false, the number of proxies in front (e.g. 1), or their addresses or CIDR ranges separated by commas';

/** An IPv4 or IPv6 address, with a prefix length its family allows when it is a range. */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, extra] = value.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * false: use the connection's address. A hop count: trust that many proxies from the right of
 * X-Forwarded-For. Addresses/CIDRs: trust those proxies only (Fastify's trustProxy forms).
 */
function parseTrustProxy(value: string): false | number | string[] | null {
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= 10 ? hops : null;
  }
  const addresses = value.split(',').map((part) => part.trim());
  return addresses.every(isAddressOrRange) ? addresses : null;
}

const TWO_FACTOR_ROLES_FORMAT = `must be none, or roles separated by commas from ${ROLES.join(', ')}`;

const isRoleName = (value: string): value is Role => ROLES.some((role) => role === value);

/** `none`, or roles separated by commas: each a role, none twice. */
function parseRoles(value: string): Role[] | null {
  if (value.trim() === 'none') return [];
  const roles = value.split(',').map((part) => part.trim());
  return roles.every(isRoleName) && new Set(roles).size === roles.length ? roles : null;
}

/** A switch: true or false (unset: false). */
const onOff = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .default('false')
  .transform((value) => value === 'true');

export const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .refine(
      isParsableUrl,
      'is not a valid URL: a password holding @ / : # ? or % must be URL-encoded (%40 for @, %2F for /, %23 for #), such as postgres://shiftcheck:p%40ss@db:5432/shiftcheck',
    )
    .optional(),
  PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      error:
        'must be the http:// or https:// address people use, such as https://shifts.example.com',
    })
    .optional(),
  ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().optional(),
  PASSWORD_MIN_LENGTH: z.coerce
    .number({ error: 'must be a whole number from 6 to 128' })
    .int('must be a whole number from 6 to 128')
    .min(6, 'must be 6 or more')
    .max(128, 'must be 128 or less')
    .default(6),
  STALE_CRITICAL_TRANSLATIONS: z
    .enum(['allow', 'refuse'], { error: 'must be allow or refuse' })
    .default('allow'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .refine(isParsableUrl, 'must be an smtp:// or smtps:// URL such as smtp://user:pass@host:587')
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(
      /^[^@\s<>]+@[^@\s<>]+$|^[^<>]*<[^@\s<>]+@[^@\s<>]+>$/,
      'must be an e-mail address, or a name and <address>',
    )
    .optional(),
  TZ: z
    .string()
    .refine(isValidTimeZone, 'must be an IANA time zone such as Europe/London')
    .default('Europe/London'),
  TRUST_PROXY: z
    .string()
    .refine((value) => value !== 'true', TRUST_PROXY_TRUE_REFUSED)
    .transform(parseTrustProxy)
    .refine((value) => value !== null, TRUST_PROXY_FORMAT)
    .optional(),
  METRICS_TOKEN: z
    .string()
    .min(24, 'must be at least 24 characters (e.g. the output of `openssl rand -hex 24`)')
    .optional(),
  METRICS_PORT: port.optional(),
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\//, 'must be an http:// or https:// address such as https://s3.example.com')
    .refine(isParsableUrl, 'must be an http:// or https:// address such as https://s3.example.com')
    .optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  OIDC_ISSUER: z
    .string()
    .refine(
      isIssuerUrl,
      'must be the https:// issuer URL your identity provider gives (http:// only on this computer)',
    )
    .optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_NAME: z.string().min(1).max(40).default('your company account'),
  TWO_FACTOR_REQUIRED_ROLES: z
    .string()
    .default('super-admin')
    .transform(parseRoles)
    .refine((value) => value !== null, TWO_FACTOR_ROLES_FORMAT),
  WEBHOOKS_ALLOW_HTTP: onOff,
  WEBHOOKS_ALLOW_PRIVATE: onOff,
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
});

/** OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together: all three or none. */
function oidcConfig(e: z.infer<typeof envSchema>): Config['oidc'] {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = e;
  if (issuer === undefined && clientId === undefined && clientSecret === undefined)
    return undefined;
  if (issuer === undefined || clientId === undefined || clientSecret === undefined) {
    throw new ConfigError(
      'Invalid configuration: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together (the values your identity provider gives for ShiftCheck)',
    );
  }
  return { name: e.OIDC_NAME, issuer, clientId, clientSecret };
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  passwordMinLength: number;
  /**
   * Whether a template may be saved while a critical item's translations are stale (its English
   * changed after they were written): `refuse` makes the editor bring them up to date first.
   */
  staleCriticalTranslations: 'allow' | 'refuse';
  /** Single sign-on's provider when the environment sets it (OIDC_*); else the app's setting. */
  oidc: { name: string; issuer: string; clientId: string; clientSecret: string } | undefined;
  smtpUrl: string | undefined;
  /** The sender of password-reset e-mails. */
  mailFrom: string | undefined;
  defaultTimeZone: string;
  /** Behind a reverse proxy: read the client's address and https from its headers. */
  /** Which proxies' X-Forwarded-For to believe: none, a hop count, or their addresses. */
  trustProxy: false | number | string[];
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** /metrics on the app's port answers only with this bearer token; unset: it is refused. */
  metricsToken: string | undefined;
  /** A second listener on 127.0.0.1 serving /metrics without a token. */
  metricsPort: number | undefined;
  /** Photos go to this S3-compatible bucket when set, else under dataDir/photos. */
  s3: S3Config | undefined;
  /** Roles that always sign in with two factors; a super admin may add more in the app. */
  twoFactorRequiredRoles: Role[];
  /**
   * Where webhooks may be sent beyond public https:// addresses (docs/decisions/058): plain
   * http://, and addresses in private networks or on this machine. Both off unless set.
   */
  webhooks: { allowHttp: boolean; allowPrivate: boolean };
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/** All four S3 settings, or none: half a configuration would silently store photos on disk. */
function s3Config(e: z.infer<typeof envSchema>): S3Config | undefined {
  const missing = S3_VARIABLES.filter((name) => e[name] === undefined);
  if (missing.length === S3_VARIABLES.length) return undefined;
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration: ${missing.join(', ')} must also be set to store photos in S3 (or unset every S3_ variable)`,
    );
  }
  return {
    endpoint: e.S3_ENDPOINT ?? '',
    bucket: e.S3_BUCKET ?? '',
    accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
    region: e.S3_REGION,
  };
}

export class ConfigError extends Error {}

/** Reads the environment once at start; a bad value stops the start with a one-line message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const e = parsed.data;
  // Reset links and notifications carry the address people use, and only PUBLIC_URL says it:
  // a request's Host header is whatever its sender wrote (docs/decisions/034).
  if (e.SMTP_URL !== undefined && e.PUBLIC_URL === undefined) {
    throw new ConfigError(
      'Invalid configuration: PUBLIC_URL must be set when SMTP_URL is: links in e-mails point at it (e.g. https://shifts.example.com)',
    );
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(
      `Invalid configuration: METRICS_PORT must differ from PORT (both are ${e.PORT}): the metrics listener needs a port of its own`,
    );
  }
  if (e.ADMIN_PASSWORD !== undefined && e.ADMIN_PASSWORD.length < e.PASSWORD_MIN_LENGTH) {
    throw new ConfigError(
      `Invalid configuration: ADMIN_PASSWORD must be at least ${e.PASSWORD_MIN_LENGTH} characters`,
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    passwordMinLength: e.PASSWORD_MIN_LENGTH,
    staleCriticalTranslations: e.STALE_CRITICAL_TRANSLATIONS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    defaultTimeZone: e.TZ,
    trustProxy: e.TRUST_PROXY ?? false,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    s3: s3Config(e),
    twoFactorRequiredRoles: e.TWO_FACTOR_REQUIRED_ROLES ?? [],
    oidc: oidcConfig(e),
    webhooks: { allowHttp: e.WEBHOOKS_ALLOW_HTTP, allowPrivate: e.WEBHOOKS_ALLOW_PRIVATE },
  };
}
