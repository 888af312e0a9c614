import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { currentSessionResponseSchema, messageResponseSchema } from '#domain/auth/schemas';
import { shiftTargetSchema, type ShiftTarget } from '#domain/checklists/api';
import type { Role } from '#domain/roles';
import {
  api,
  apiRequest,
  ApiRequestError,
  NetworkError,
  signingOutWith,
  UNEXPECTED_ANSWER_MESSAGE,
  UnexpectedAnswerError,
} from './api-client';

const target = { id: 't-1', position: 1, text: 'Sell 40 pies', achieved: null, comment: '' };

/** The server behind fetch: one answer, and every request it was sent. */
function stubServer(answer: () => Response) {
  const requests: { path: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init: RequestInit) => {
      requests.push({ path, init });
      return Promise.resolve(answer());
    }),
  );
  return requests;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** What a promise rejected with (fails the test if it resolved). */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('the request should have failed'),
    (error: unknown) => error,
  );
}

describe('the API client parses every answer with its route’s schema', () => {
  beforeEach(() => vi.stubGlobal('window', {}));
  afterEach(() => vi.unstubAllGlobals());

  it('an answer that matches comes back as the schema’s data, typed', async () => {
    const parsed = shiftTargetSchema.safeParse(target);
    // The fixture itself is a target the domain accepts, or this test proves nothing.
    expect(parsed.success).toBe(true);
    const requests = stubServer(() => json({ ...target, unknownField: 'dropped' }, 201));

    const answer = await api.post('/api/checklists/c-1/targets', {}, shiftTargetSchema, {
      headers: { 'Idempotency-Key': 'k-1' },
    });

    expectTypeOf(answer).toEqualTypeOf<ShiftTarget>();
    expect(answer).toEqual(target);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.init).toMatchObject({
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'k-1' },
    });
  });

  it('an answer of another shape is an ApiRequestError saying so, with what did not match', async () => {
    stubServer(() => json({ ...target, achieved: 'yes' }));

    const error = await rejectionOf(api.get('/api/checklists/c-1/targets/t-1', shiftTargetSchema));

    expect(error).toBeInstanceOf(UnexpectedAnswerError);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 200,
      code: 'unexpected_answer',
      message: UNEXPECTED_ANSWER_MESSAGE,
    });
    expect(error).toMatchObject({ issues: [expect.objectContaining({ path: ['achieved'] })] });
  });

  it('a page that is not JSON at all (a proxy’s) is the same error, not a crash later on', async () => {
    stubServer(() => new Response('<html>Welcome to the hotel Wi-Fi</html>', { status: 200 }));

    const error = await rejectionOf(api.post('/api/auth/password', {}, messageResponseSchema));

    expect(error).toBeInstanceOf(UnexpectedAnswerError);
    expect(error).toMatchObject({ status: 200, message: UNEXPECTED_ANSWER_MESSAGE });
  });

  it('an error answer keeps the server’s code and message; the schema is not asked', async () => {
    stubServer(() => json({ error: { code: 'forbidden', message: 'Not your store.' } }, 403));

    const error = await rejectionOf(api.get('/api/users/u-1', messageResponseSchema));

    expect(error).not.toBeInstanceOf(UnexpectedAnswerError);
    expect(error).toMatchObject({ status: 403, code: 'forbidden', message: 'Not your store.' });
  });

  it('a schema the first page loads on demand is fetched beside the request, then parses', async () => {
    const user = {
      id: 'u-1',
      email: 'leader@example.test',
      role: 'shift-leader',
      displayName: null,
      storeId: 's-1',
      storeNumber: '001',
      storeName: 'Main Street',
      createdAt: '2026-11-23T07:00:00.000Z',
      locale: null,
      storeLocale: null,
      storeClock: null,
    };
    const requests = stubServer(() => json({ user }));
    let requestsWhenLoaded = -1;
    const load = () => {
      requestsWhenLoaded = requests.length;
      return Promise.resolve(currentSessionResponseSchema);
    };

    const answer = await api.get('/api/auth/session', load);

    expectTypeOf(answer.user?.role).toEqualTypeOf<Role | undefined>();
    expect(answer).toEqual({ user });
    // Asked for before the request went out, not after its answer arrived.
    expect(requestsWhenLoaded).toBe(0);

    stubServer(() => json({ user: null }));
    await expect(api.get('/api/auth/session', load)).resolves.toEqual({ user: null });
    stubServer(() => json({ user: { id: 'u-1' } }));
    await expect(api.get('/api/auth/session', load)).rejects.toBeInstanceOf(UnexpectedAnswerError);
  });

  it('a schema that cannot be downloaded is no connection, as the request would be', async () => {
    stubServer(() => json({ message: 'ok' }));
    const offline = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

    await expect(api.post('/api/auth/password', {}, offline)).rejects.toBeInstanceOf(NetworkError);
  });

  it('a route that answers 204 resolves with nothing; any other answer there is unexpected', async () => {
    const requests = stubServer(() => new Response(null, { status: 204 }));
    await expect(api.delete('/api/checklists/c-1')).resolves.toBeUndefined();
    await expect(api.post('/api/auth/sign-out')).resolves.toBeUndefined();
    expect(requests.map(({ init }) => init.method)).toEqual(['DELETE', 'POST']);

    stubServer(() => json({ message: 'deleted' }));
    const error = await rejectionOf(api.delete('/api/checklists/c-1'));
    expect(error).toBeInstanceOf(UnexpectedAnswerError);
    expect(error).toMatchObject({ status: 200, code: 'unexpected_answer' });
  });

  it('the offline queue’s raw request hands back the answer unread, for its screen to parse', async () => {
    stubServer(() => json({ anything: ['the', 'screen', 'decides'] }));

    await expect(apiRequest('PUT', '/api/checklists/c-1/items/i-1')).resolves.toEqual({
      anything: ['the', 'screen', 'decides'],
    });
  });
});

describe('signing out', () => {
  it('sends no read while the sign-out is on its way, gives them up after it, and reads again then', async () => {
    const requests = stubServer(() => json({ notifications: [] }));
    let answerSignOut = () => {};
    const signOut = signingOutWith(
      () =>
        new Promise<void>((resolve) => {
          answerSignOut = resolve;
        }),
    );
    const read = rejectionOf(api.get('/api/notifications', messageResponseSchema));
    const session = api.get('/api/auth/session', currentSessionResponseSchema).catch(() => null);
    await session;
    expect(requests.map(({ path }) => path)).toEqual(['/api/auth/session']);

    answerSignOut();
    await signOut;
    const error = await read;
    expect(error).toBeInstanceOf(DOMException);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(requests.map(({ path }) => path)).toEqual(['/api/auth/session']);

    await api.get('/api/notifications', messageResponseSchema).catch(() => null);
    expect(requests.map(({ path }) => path)).toEqual(['/api/auth/session', '/api/notifications']);
  });

  it('a sign-out that fails still lets reads go again', async () => {
    const requests = stubServer(() => json({ message: 'ok' }));
    await expect(signingOutWith(() => Promise.reject(new NetworkError()))).rejects.toBeInstanceOf(
      NetworkError,
    );
    await expect(api.get('/api/settings', messageResponseSchema)).resolves.toEqual({
      message: 'ok',
    });
    expect(requests).toHaveLength(1);
  });
});
