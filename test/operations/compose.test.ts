import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { envSchema, loadConfig } from '#server/config';
import { PROJECT_ROOT } from '#test/crash/server-process';

const read = (file: string) => readFileSync(path.join(PROJECT_ROOT, file), 'utf8');

/** Every variable the server reads (src/server/config.ts). */
const SERVER_VARIABLES = Object.keys(envSchema.shape).sort();

/** What compose.yaml gives the app itself: its place in this setup, not a choice in .env. */
const SET_BY_COMPOSE: Record<string, string> = {
  DATABASE_URL: 'postgres://shiftcheck:${POSTGRES_PASSWORD}@db:5432/shiftcheck',
  DATA_DIR: '/data',
  HOST: '0.0.0.0',
  PORT: '3000',
};

/** What .env sets for a typical install: the required variables only. */
const REQUIRED_ONLY = {
  POSTGRES_PASSWORD: 'a3f1c9e0b7d24e6f8a1b2c3d4e5f6a7b',
  PUBLIC_URL: 'https://shifts.example.com',
  SITE_ADDRESS: 'shifts.example.com',
};

const composeSchema = z.object({
  services: z.record(
    z.string(),
    z.object({
      environment: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      ports: z.array(z.string()).optional(),
      volumes: z.array(z.string()).optional(),
      restart: z.string().optional(),
      logging: z
        .object({
          driver: z.string().optional(),
          options: z.record(z.string(), z.string()).optional(),
        })
        .optional(),
    }),
  ),
});

const compose = composeSchema.parse(parse(read('compose.yaml')));
const app = compose.services.app ?? {};
const appEnvironment = Object.fromEntries(
  Object.entries(app.environment ?? {}).map(([name, value]) => [name, String(value)]),
);

/** Compose's interpolation, for the forms compose.yaml may use: ${NAME}, ${NAME:-…}, ${NAME:?…}. */
function interpolate(value: string, dotEnv: Record<string, string>): string {
  return value.replace(
    /\$\{(\w+)(?::([-?])([^}]*))?\}/g,
    (_whole, name: string, operator, rest) => {
      const given = dotEnv[name];
      if (given !== undefined && given !== '') return given;
      if (operator === '?') throw new Error(`docker compose refuses to start: ${rest}`);
      return operator === '-' ? (rest as string) : '';
    },
  );
}

/** The app's environment as compose would start it with this .env. */
function appEnvironmentWith(dotEnv: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(appEnvironment).map(([name, value]) => [name, interpolate(value, dotEnv)]),
  );
}

/** The variables named in the first column of operations.md's "Environment variables" table. */
function documentedVariables(): string[] {
  const section = /^## Environment variables\n([\s\S]*?)^## /m.exec(read('docs/operations.md'));
  const rows = (section?.[1] ?? '').split('\n').filter((line) => line.startsWith('| `'));
  const names = rows.flatMap((row) =>
    [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1] ?? ''),
  );
  return names.sort();
}

describe('the documented settings', () => {
  it('are exactly the variables the server reads', () => {
    expect(documentedVariables()).toEqual(SERVER_VARIABLES);
  });
});

describe('compose.yaml', () => {
  it('hands the app every variable the server reads, and no other', () => {
    expect(Object.keys(appEnvironment).sort()).toEqual(SERVER_VARIABLES);
    for (const [name, value] of Object.entries(SET_BY_COMPOSE)) {
      expect(appEnvironment[name], name).toBe(value);
    }
    for (const name of SERVER_VARIABLES.filter((name) => !(name in SET_BY_COMPOSE))) {
      // Taken from .env as it is, or refused when a required one is missing: never a fixed value.
      expect(appEnvironment[name], name).toMatch(new RegExp(`^\\$\\{${name}:[-?][^}]*\\}$`));
    }
  });

  it('passes every setting in .env through to the app', () => {
    const dotEnv = {
      ...REQUIRED_ONLY,
      ADMIN_EMAIL: 'it@example.com',
      ADMIN_PASSWORD: 'a-long-first-password',
      PASSWORD_MIN_LENGTH: '12',
      STALE_CRITICAL_TRANSLATIONS: 'refuse',
      SMTP_URL: 'smtp://mail.example.com:587',
      MAIL_FROM: 'Shifts <shifts@example.com>',
      TZ: 'America/New_York',
      TRUST_PROXY: '2',
      METRICS_TOKEN: 'f'.repeat(48),
      METRICS_PORT: '9464',
      S3_ENDPOINT: 'https://s3.example.com',
      S3_BUCKET: 'photos',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_REGION: 'eu-west-2',
      LOG_LEVEL: 'warn',
      OIDC_ISSUER: 'https://login.microsoftonline.com/tenant-id/v2.0',
      OIDC_CLIENT_ID: 'client-id',
      OIDC_CLIENT_SECRET: 'client-secret',
      OIDC_NAME: 'Contoso',
      TWO_FACTOR_REQUIRED_ROLES: 'super-admin,area',
      WEBHOOKS_ALLOW_HTTP: 'true',
      WEBHOOKS_ALLOW_PRIVATE: 'false',
    };
    const environment = appEnvironmentWith(dotEnv);
    for (const name of SERVER_VARIABLES.filter((name) => !(name in SET_BY_COMPOSE))) {
      expect(environment[name], name).toBe(dotEnv[name as keyof typeof dotEnv]);
    }
    expect(loadConfig(environment)).toMatchObject({
      databaseUrl: `postgres://shiftcheck:${REQUIRED_ONLY.POSTGRES_PASSWORD}@db:5432/shiftcheck`,
      passwordMinLength: 12,
      staleCriticalTranslations: 'refuse',
      metricsPort: 9464,
      trustProxy: 2,
      s3: { bucket: 'photos', region: 'eu-west-2' },
      oidc: { name: 'Contoso', clientId: 'client-id' },
      webhooks: { allowHttp: true, allowPrivate: false },
    });
  });

  it('with only the required settings, starts the app on its defaults behind one proxy', () => {
    const config = loadConfig(appEnvironmentWith(REQUIRED_ONLY));
    const defaults = loadConfig({});
    expect(config).toEqual({
      ...defaults,
      dataDir: '/data',
      databaseUrl: `postgres://shiftcheck:${REQUIRED_ONLY.POSTGRES_PASSWORD}@db:5432/shiftcheck`,
      publicUrl: REQUIRED_ONLY.PUBLIC_URL,
      trustProxy: 1,
    });
  });

  it('refuses to start without PUBLIC_URL, SITE_ADDRESS or POSTGRES_PASSWORD', () => {
    const everyValue = read('compose.yaml');
    for (const name of Object.keys(REQUIRED_ONLY)) {
      const without = Object.fromEntries(
        Object.entries(REQUIRED_ONLY).filter(([other]) => other !== name),
      );
      expect(() => interpolate(everyValue, without), name).toThrow(name);
    }
  });

  it('documents every variable it reads that the server does not', () => {
    const operations = read('docs/operations.md');
    const names = new Set([...read('compose.yaml').matchAll(/\$\{(\w+)/g)].map((m) => m[1] ?? ''));
    for (const name of [...names].filter((name) => !SERVER_VARIABLES.includes(name))) {
      expect(operations.includes(`\`${name}\``), `${name} in docs/operations.md`).toBe(true);
    }
  });

  it('publishes only Caddy, on 80 and 443, in front of the app', () => {
    expect(app.ports).toBeUndefined();
    expect(compose.services.db?.ports).toBeUndefined();
    expect(compose.services.caddy?.ports).toEqual(['80:80', '443:443', '443:443/udp']);
    expect(compose.services.caddy?.volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
    const caddyfile = read('Caddyfile');
    expect(caddyfile).toMatch(`reverse_proxy app:${SET_BY_COMPOSE.PORT} {`);
    // Live updates (Server-Sent Events) go out as they come, not when a buffer fills.
    expect(caddyfile.split('\n').map((line) => line.trim())).toContain('flush_interval -1');
    expect(app.volumes).toContain(`app-data:${SET_BY_COMPOSE.DATA_DIR}`);
  });

  it('restarts every service and rotates its logs', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.restart, name).toBe('unless-stopped');
      expect(service.logging?.driver, name).toBe('local');
      expect(Object.keys(service.logging?.options ?? {}).sort(), name).toEqual([
        'max-file',
        'max-size',
      ]);
    }
  });
});
