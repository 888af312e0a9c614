import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Role } from '#domain/roles';
import { createUser, signInCookie, type TestUser } from './factories';
import type { TestApp } from './harness';

type Body = object | unknown[] | string | number | boolean | null;

export interface ApiClient {
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: Body): Promise<LightMyRequestResponse>;
  patch(url: string, body?: Body): Promise<LightMyRequestResponse>;
  put(url: string, body?: Body): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
}

/** JSON requests through app.inject(), signed in when a cookie is given. */
export function apiClient(app: FastifyInstance, cookie?: string): ApiClient {
  const headers = cookie ? { cookie } : {};
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: Body) =>
    app.inject({
      method,
      url,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  return {
    get: (url) => send('GET', url),
    post: (url, body) => send('POST', url, body),
    patch: (url, body) => send('PATCH', url, body),
    put: (url, body) => send('PUT', url, body),
    delete: (url) => send('DELETE', url),
  };
}

export interface SignedInUser extends TestUser {
  cookie: string;
  api: ApiClient;
}

export async function signedInUser(
  t: TestApp,
  role: Role,
  storeId: string | null,
  displayName: string | null = null,
): Promise<SignedInUser> {
  const user = await createUser(t.deps, { role, storeId, displayName });
  const cookie = await signInCookie(t.app, user.email, user.password);
  return { ...user, cookie, api: apiClient(t.app, cookie) };
}
