import { afterAll, beforeAll } from 'vitest';
import type { BuildOptions } from '#server/app';
import type { Config } from '#server/config';
import type { Dialect } from '#server/db/database';
import { startTestSmtp } from './smtp';
import { useTestApp } from './use-test-app';

type TestSmtp = Awaited<ReturnType<typeof startTestSmtp>>;

/**
 * A test file's app whose e-mails go to a real SMTP server on loopback, served at
 * https://shifts.example.com unless the config says otherwise. Read both inside tests.
 */
export function useMailingTestApp(
  dialect: Dialect,
  options: { config?: Partial<Config>; build?: BuildOptions } = {},
) {
  let server: TestSmtp | undefined;
  const config: Partial<Config> = { publicUrl: 'https://shifts.example.com', ...options.config };
  // Before the app's own beforeAll: the app reads the SMTP address when it starts.
  beforeAll(async () => {
    server = await startTestSmtp();
    config.smtpUrl = server.url;
  });
  afterAll(() => server?.close());
  const t = useTestApp(dialect, { ...options, config });
  const smtp = (): TestSmtp => {
    if (!server) throw new Error('The SMTP server starts in beforeAll; use it inside a test');
    return server;
  };
  return { t, smtp };
}
