import type { OpenAPIV3 } from 'openapi-types';
import { API_SCOPES } from '#domain/authz/api-token';
import { API_TOKEN_PREFIX } from '#domain/integrations/api-tokens';
import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_TTL_HOURS } from '#domain/idempotency';
import { LIVE_EVENTS } from '#domain/live/events';
import { SESSION_COOKIE } from '../auth/session-plugin';

/**
 * The parts of the OpenAPI document that no route declares (docs/api.md, "OpenAPI"): how a
 * caller proves who it is, the one error shape, the Idempotency-Key header and the live stream.
 */

const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });

export const API_ERROR_REF = schemaRef('ApiError');
export const SCIM_ERROR_REF = schemaRef('ScimError');

/** The names of the security schemes, as operations list them. */
export const SECURITY = {
  session: 'session',
  apiToken: 'apiToken',
  scimToken: 'scimToken',
} as const;

const securitySchemes: Record<string, OpenAPIV3.SecuritySchemeObject> = {
  [SECURITY.session]: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      'The session a sign-in sets (`POST /api/auth/sign-in`): what the web app uses. Writes ' +
      'with it must be JSON and, from a browser, same-origin (docs/api.md, "Cross-site requests").',
  },
  [SECURITY.apiToken]: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: `${API_TOKEN_PREFIX}…`,
    description:
      `An integration's API token: \`Authorization: Bearer ${API_TOKEN_PREFIX}…\`, made in ` +
      'Admin → Integrations (`POST /api/api-tokens`, by a manager for what they run; the secret ' +
      'is shown once). It acts for the person who made it, only for the actions of its scopes ' +
      `(${API_SCOPES.join(', ')}) and only within its store, area or the chain: anything else ` +
      'is 403 (or 404). An unknown, revoked or expired token is 401. Writes with it need no ' +
      'Origin checks, only JSON (docs/api.md, "API tokens").',
  },
  [SECURITY.scimToken]: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'scim_…',
    description:
      "The identity provider's SCIM token (`Authorization: Bearer scim_…`), made under " +
      '`/api/identity/scim-tokens`. It opens `/scim/v2` only, and no session opens that.',
  },
};

/**
 * The error answer (src/domain/api-error.ts, whose zod schema the unit test compares this with),
 * written out for the descriptions a generated client shows.
 */
export const API_ERROR_SCHEMA: OpenAPIV3.SchemaObject = {
  type: 'object',
  description:
    'Every error of the API has this shape (docs/api.md, "Errors"). Branch on `code` and ' +
    '`key`, which stay stable; `message` is for people and may change wording or language.',
  properties: {
    error: {
      type: 'object',
      properties: {
        code: {
          type: 'string',
          description: 'What went wrong, in one word: bad_request, validation_failed, … (stable).',
        },
        message: {
          type: 'string',
          description: "To show to a person, in the request's language.",
        },
        key: {
          type: 'string',
          description:
            "The catalogue entry that wrote the message ('rules-stores.duplicateNumber'), when " +
            'there is one: for a client that words the message itself.',
        },
        params: {
          type: 'object',
          additionalProperties: { anyOf: [{ type: 'string' }, { type: 'number' }] },
          description: "The message's values, by name.",
        },
      },
      required: ['code', 'message'],
      additionalProperties: false,
    },
  },
  required: ['error'],
  additionalProperties: false,
};

/** A SCIM error body (src/domain/scim/protocol.ts; compared with its zod schema likewise). */
export const SCIM_ERROR_SCHEMA: OpenAPIV3.SchemaObject = {
  type: 'object',
  description: 'A SCIM 2.0 error (RFC 7644 §3.12): the answer of every refused /scim/v2 request.',
  properties: {
    schemas: { type: 'array', items: { type: 'string' } },
    status: { type: 'string', description: 'The HTTP status, as text.' },
    scimType: { type: 'string' },
    detail: { type: 'string' },
  },
  required: ['schemas', 'status', 'detail'],
  additionalProperties: false,
};

/**
 * Written into each write rather than referred to, so that a reader of the document that does not
 * follow references (test/fuzz/routes.ts, say) still sees every parameter's name.
 */
export const IDEMPOTENCY_KEY: OpenAPIV3.ParameterObject = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes the write safe to send again (docs/api.md, "Idempotency"). Sending the same request ' +
    'again with the same key changes nothing and replays the first answer (with ' +
    '`Idempotent-Replayed: true`); the same key with another method, path or body is refused ' +
    `with 422. Keys are kept per person for ${IDEMPOTENCY_KEY_TTL_HOURS} hours; only ` +
    'successful answers are kept, so a refused write may be sent again with its key.',
  schema: { type: 'string', minLength: 1, maxLength: 100, pattern: IDEMPOTENCY_KEY_PATTERN.source },
};

/** The data of the live stream's events, for clients that read them. */
const liveSchemas: Record<string, OpenAPIV3.SchemaObject> = {
  LiveHello: {
    type: 'object',
    description: 'The `hello` event, sent first on every stream.',
    properties: {
      origin: {
        type: 'string',
        description: "This session's tag: a `checklist` event with it is this session's own echo.",
      },
    },
    required: ['origin'],
  },
  LiveChecklistChange: {
    type: 'object',
    description: 'The `checklist` event: a checklist of a store and business date changed.',
    properties: {
      action: { type: 'string', enum: ['created', 'changed', 'deleted'] },
      storeId: { type: 'string' },
      checklistId: { type: 'string' },
      businessDate: { type: 'string', description: 'YYYY-MM-DD, in the store’s time zone.' },
      origin: {
        type: 'string',
        nullable: true,
        description: 'The tag of the session that made it.',
      },
    },
    required: ['action', 'storeId', 'checklistId', 'businessDate', 'origin'],
  },
};

export function openapiComponents(): OpenAPIV3.ComponentsObject {
  return {
    securitySchemes,
    schemas: { ApiError: API_ERROR_SCHEMA, ScimError: SCIM_ERROR_SCHEMA, ...liveSchemas },
  };
}

const LIVE_DESCRIPTION = [
  'Server-Sent Events (`text/event-stream`) of the changes the signed-in person may see; it ' +
    'stays open. It takes the session cookie only: an API token is refused (403).',
  '',
  'Events, each with JSON `data`:',
  '',
  `- \`${LIVE_EVENTS.hello}\` (LiveHello) on opening;`,
  `- \`${LIVE_EVENTS.checklist}\` (LiveChecklistChange): refetch what shows that store and date;`,
  `- \`${LIVE_EVENTS.notification}\` (\`{}\`): the person has a new notification;`,
  `- \`${LIVE_EVENTS.resync}\` (\`{}\`): events may have been missed; refetch everything shown.`,
  '',
  'Events are sent only after the change has committed. Lines starting with `:` are ' +
    'keep-alives; `retry:` says how long to wait before reconnecting. The stream ends when its ' +
    'session ends, and past the per-session and per-person caps (docs/operations.md).',
].join('\n');

/** GET /api/live: its route streams by hand, so it declares no schema of its own. */
export function livePathItem(): OpenAPIV3.PathItemObject {
  return {
    get: {
      summary: 'The live stream of changes (Server-Sent Events)',
      tags: ['live'],
      description: LIVE_DESCRIPTION,
      responses: {
        200: {
          description: 'The open stream',
          content: {
            'text/event-stream': {
              schema: { type: 'string', description: '`event:` and `data:` lines (see above)' },
            },
          },
        },
      },
    },
  };
}
