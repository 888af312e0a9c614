import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      passwordMinLength: 6,
      staleCriticalTranslations: 'allow',
      defaultTimeZone: 'Europe/London',
      logLevel: 'info',
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/shiftcheck',
      DATABASE_URL: 'postgres://app@db:5432/shiftcheck',
      PUBLIC_URL: 'https://shifts.example.com',
      ADMIN_EMAIL: 'ops@example.com',
      ADMIN_PASSWORD: 'long-enough-1',
      PASSWORD_MIN_LENGTH: '10',
      STALE_CRITICAL_TRANSLATIONS: 'refuse',
      SMTP_URL: 'smtp://mail:587',
      MAIL_FROM: 'ShiftCheck <shifts@example.com>',
      TZ: 'America/New_York',
      TRUST_PROXY: '2',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN: 'a-metrics-token-of-24-chars',
      METRICS_PORT: '9464',
      TWO_FACTOR_REQUIRED_ROLES: 'super-admin, area',
      WEBHOOKS_ALLOW_HTTP: 'true',
      WEBHOOKS_ALLOW_PRIVATE: 'true',
    });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/shiftcheck',
      databaseUrl: 'postgres://app@db:5432/shiftcheck',
      publicUrl: 'https://shifts.example.com',
      adminEmail: 'ops@example.com',
      adminPassword: 'long-enough-1',
      passwordMinLength: 10,
      staleCriticalTranslations: 'refuse',
      smtpUrl: 'smtp://mail:587',
      mailFrom: 'ShiftCheck <shifts@example.com>',
      defaultTimeZone: 'America/New_York',
      trustProxy: 2,
      logLevel: 'warn',
      metricsToken: 'a-metrics-token-of-24-chars',
      metricsPort: 9464,
      twoFactorRequiredRoles: ['super-admin', 'area'],
      webhooks: { allowHttp: true, allowPrivate: true },
    });
  });

  it('sends webhooks to public https addresses only unless told, and refuses what is not a switch', () => {
    expect(loadConfig({}).webhooks).toEqual({ allowHttp: false, allowPrivate: false });
    expect(() => loadConfig({ WEBHOOKS_ALLOW_PRIVATE: 'yes' })).toThrow(
      'Invalid configuration: WEBHOOKS_ALLOW_PRIVATE must be true or false',
    );
  });

  it('takes TWO_FACTOR_REQUIRED_ROLES as roles or none, super admins by default', () => {
    expect(loadConfig({}).twoFactorRequiredRoles).toEqual(['super-admin']);
    expect(loadConfig({ TWO_FACTOR_REQUIRED_ROLES: 'none' }).twoFactorRequiredRoles).toEqual([]);
    expect(
      loadConfig({ TWO_FACTOR_REQUIRED_ROLES: 'store,shift-leader' }).twoFactorRequiredRoles,
    ).toEqual(['store', 'shift-leader']);
    for (const value of ['owner', 'store,store', 'none,store']) {
      expect(() => loadConfig({ TWO_FACTOR_REQUIRED_ROLES: value })).toThrow(
        'Invalid configuration: TWO_FACTOR_REQUIRED_ROLES must be none, or roles separated by commas from super-admin, area, store, shift-leader',
      );
    }
  });

  it('takes TRUST_PROXY as a hop count or proxy addresses, and refuses true saying why', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
    ]);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY must not be true: that would believe any client's X-Forwarded-For/,
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'ftp://shifts.example.com' }, 'PUBLIC_URL'],
    [{ SMTP_URL: 'smtp://mail:587' }, 'PUBLIC_URL'],
    [{ ADMIN_EMAIL: 'nobody' }, 'ADMIN_EMAIL'],
    [{ PASSWORD_MIN_LENGTH: '4' }, 'PASSWORD_MIN_LENGTH'],
    [{ STALE_CRITICAL_TRANSLATIONS: 'warn' }, 'STALE_CRITICAL_TRANSLATIONS'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'nobody' }, 'MAIL_FROM'],
    [{ TZ: 'Mars/Olympus' }, 'TZ'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ METRICS_PORT: 'nine' }, 'METRICS_PORT'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '0' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1,not-an-address' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/99' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '300.1.2.3' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'fd00::/129' }, 'TRUST_PROXY'],
    [{ METRICS_PORT: '3000' }, 'METRICS_PORT'],
    [{ PORT: '8080', METRICS_PORT: '8080' }, 'METRICS_PORT'],
    [{ DATABASE_URL: 'postgres://shiftcheck:pa/ss@db:5432/shiftcheck' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgres://shiftcheck:pa#ss@db:5432/shiftcheck' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'ftp://shifts.example.com' }, 'PUBLIC_URL'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
  ])('stops on %o with one line naming %s', (env, name) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${name} `));
    expect(message).not.toContain('\n');
    expect(message).not.toMatch(/Invalid input|NaN/);
  });
  it('stores photos in S3 only with all four S3 settings, and names the missing ones', () => {
    const s3 = {
      S3_ENDPOINT: 'https://s3.example.com',
      S3_BUCKET: 'shift-photos',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig(s3).s3).toEqual({
      endpoint: 'https://s3.example.com',
      bucket: 'shift-photos',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      region: 'us-east-1',
    });
    expect(() => loadConfig({ S3_ENDPOINT: s3.S3_ENDPOINT, S3_BUCKET: s3.S3_BUCKET })).toThrow(
      'Invalid configuration: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must also be set to store photos in S3 (or unset every S3_ variable)',
    );
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 's3.example.com' })).toThrow(
      /^Invalid configuration: S3_ENDPOINT must be an http/,
    );
  });

  it('signs in with the OIDC_ provider only when all three are set, on https or this computer', () => {
    const oidc = {
      OIDC_ISSUER: 'https://contoso.okta.com',
      OIDC_CLIENT_ID: 'client',
      OIDC_CLIENT_SECRET: 'secret',
    };
    expect(loadConfig({}).oidc).toBeUndefined();
    expect(loadConfig(oidc).oidc).toEqual({
      name: 'your company account',
      issuer: 'https://contoso.okta.com',
      clientId: 'client',
      clientSecret: 'secret',
    });
    expect(loadConfig({ ...oidc, OIDC_NAME: 'Contoso' }).oidc?.name).toBe('Contoso');
    expect(loadConfig({ ...oidc, OIDC_ISSUER: 'http://127.0.0.1:9000' }).oidc?.issuer).toBe(
      'http://127.0.0.1:9000',
    );
    expect(() => loadConfig({ OIDC_ISSUER: oidc.OIDC_ISSUER })).toThrow(
      /^Invalid configuration: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together/,
    );
    expect(() => loadConfig({ ...oidc, OIDC_ISSUER: 'http://idp.example.com' })).toThrow(
      /^Invalid configuration: OIDC_ISSUER must be the https:\/\/ issuer URL/,
    );
  });
});
