import { describe, expect, it } from 'vitest';
import { signedInUser } from '#test/support/api-client';
import { createStore } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

// PostgreSQL reads every request's session (session-cache.ts); requests that arrive together
// share the statement (session-reader.ts).
describe.runIf(testDialects().includes('postgres'))('session reads on postgres', () => {
  const t = useTestApp('postgres');
  const session = (cookie: string) =>
    t.app.inject({ url: '/api/auth/session', headers: { cookie } });

  it('reads the sessions of requests sent together in one statement, each answered as its own', async () => {
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const manager = await signedInUser(t, 'store', store.id);
    const cookies = Array.from({ length: 12 }, (_, i) => (i % 2 ? manager : leader).cookie);
    const before = t.database.statementsRun();
    const answers = await Promise.all(cookies.map(session));
    const read = t.database.statementsRun() - before;
    expect(answers.map((a) => a.json().user?.email)).toEqual(
      cookies.map((_, i) => (i % 2 ? manager : leader).email),
    );
    expect(read).toBeGreaterThanOrEqual(1);
    expect(read).toBeLessThan(cookies.length / 2);
  });

  it('refuses an ended session read in the same statement as a live one', async () => {
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const gone = await signedInUser(t, 'shift-leader', store.id);
    await gone.api.post('/api/auth/sign-out');
    const [kept, ended] = await Promise.all([session(leader.cookie), session(gone.cookie)]);
    expect(kept.json().user?.email).toBe(leader.email);
    expect(ended.json()).toEqual({ user: null });
  });
});
