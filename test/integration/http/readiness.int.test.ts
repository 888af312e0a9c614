import { describe, expect, it } from 'vitest';
import { freePort } from '#test/crash/server-process';
import { createTestDatabase, startTestApp } from '#test/support/harness';
import { startTestSmtp } from '#test/support/smtp';

describe('/readyz names each dependency', () => {
  it('reports an SMTP server that does not answer, and stays ready: nothing waits for mail', async () => {
    const database = await createTestDatabase('sqlite');
    const smtp = await startTestSmtp();
    const working = await startTestApp(database, { config: { smtpUrl: smtp.url } });
    const broken = await startTestApp(database, {
      config: { smtpUrl: `smtp://127.0.0.1:${await freePort()}` },
    });
    try {
      const fine = await working.app.inject({ url: '/readyz' });
      expect(fine.statusCode).toBe(200);
      expect(fine.json()).toEqual({ status: 'ready', checks: { database: 'ok', mail: 'ok' } });
      const ready = await broken.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', mail: 'not answering' },
      });
    } finally {
      await working.stop();
      await broken.stop();
      await smtp.close();
      await database.destroy();
    }
  });

  it('answers "starting" until the start has finished after the listen', async () => {
    const database = await createTestDatabase('sqlite');
    let finish = () => {};
    const starting = new Promise<void>((resolve) => (finish = resolve));
    const t = await startTestApp(database, { build: { starting } });
    try {
      const early = await t.app.inject({ url: '/readyz' });
      expect(early.statusCode).toBe(503);
      expect(early.json()).toEqual({ status: 'starting', checks: { database: 'starting' } });
      finish();
      await starting;
      const ready = await t.app.inject({ url: '/readyz' });
      expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
    } finally {
      await t.stop();
      await database.destroy();
    }
  });
});
