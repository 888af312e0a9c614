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
});
