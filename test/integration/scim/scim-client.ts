import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { SCIM_CONTENT_TYPE, SCIM_SCHEMAS, scimErrorSchema } from '#domain/scim/protocol';
import { createdScimTokenSchema } from '#domain/scim/tokens';
import type { ApiClient } from '#test/support/api-client';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ScimClient {
  send(method: Method, url: string, body?: unknown): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body: unknown): Promise<LightMyRequestResponse>;
  put(url: string, body: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, body: unknown): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
}

/** Requests as an identity provider sends them: the bearer token, bodies as SCIM JSON. */
export function scimClient(app: FastifyInstance, token: string | null): ScimClient {
  const send = (method: Method, url: string, body?: unknown) =>
    app.inject({
      method,
      url: `/scim/v2${url}`,
      headers: {
        ...(token === null ? {} : { authorization: `Bearer ${token}` }),
        ...(body === undefined ? {} : { 'content-type': SCIM_CONTENT_TYPE }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  return {
    send,
    get: (url) => send('GET', url),
    post: (url, body) => send('POST', url, body),
    put: (url, body) => send('PUT', url, body),
    patch: (url, body) => send('PATCH', url, body),
    delete: (url) => send('DELETE', url),
  };
}

/** A super admin makes a token in Admin → Sign-in & identity: its secret, shown this once. */
export async function madeToken(admin: ApiClient, name = 'Entra ID'): Promise<string> {
  const answer = await admin.post('/api/identity/scim-tokens', { name });
  if (answer.statusCode !== 201) throw new Error(`token not made: ${answer.body}`);
  return createdScimTokenSchema.parse(answer.json()).secret;
}

/** A SCIM error body: its status and kind of refusal. */
export function scimError(answer: { body: string }) {
  return scimErrorSchema.parse(JSON.parse(answer.body));
}

export const patchOp = (...operations: object[]) => ({
  schemas: [SCIM_SCHEMAS.patchOp],
  Operations: operations,
});

/** A User body as Entra ID and Okta send one. */
export function scimUserBody(userName: string, more: Record<string, unknown> = {}) {
  return {
    schemas: [SCIM_SCHEMAS.user],
    userName,
    name: { givenName: 'Jamie', familyName: 'Rivera' },
    emails: [{ value: userName, type: 'work', primary: true }],
    active: true,
    externalId: `ext-${userName}`,
    ...more,
  };
}

export const listed = (answer: LightMyRequestResponse) =>
  z
    .object({
      totalResults: z.number(),
      startIndex: z.number(),
      itemsPerPage: z.number(),
      Resources: z.array(z.object({ id: z.string(), userName: z.string() }).loose()),
    })
    .parse(answer.json());
