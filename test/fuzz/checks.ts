import { z } from 'zod';
import type { AppDeps } from '#server/deps';
import { SCIM_SCHEMAS } from '#domain/scim/protocol';
import { isScimUrl, type FuzzRequest } from './requests';
import type { FuzzResponse } from './send';
import { findUserByEmail } from '#server/users/repository';
import { changesSince } from './snapshot';

const errorBodySchema = z.object({
  error: z.object({ code: z.string().min(1), message: z.string().trim().min(1) }),
});

/** SCIM's own (RFC 7644 §3.12): its status as text, and a detail. */
const scimErrorBodySchema = z.object({
  schemas: z.tuple([z.literal(SCIM_SCHEMAS.error)]),
  status: z.string().regex(/^[45]\d\d$/),
  detail: z.string().trim().min(1),
});

/**
 * Whether an error answer has the API's `{ error: { code, message } }` shape, or on the SCIM
 * routes SCIM's own with the answer's status (HEAD has none).
 */
export function hasErrorShape(request: FuzzRequest, response: FuzzResponse): boolean {
  if (request.method === 'HEAD') return true;
  try {
    const body: unknown = JSON.parse(response.body);
    if (isScimUrl(request.url)) {
      const scim = scimErrorBodySchema.safeParse(body);
      return scim.success && scim.data.status === String(response.status);
    }
    return errorBodySchema.safeParse(body).success;
  } catch {
    return false;
  }
}

export const statusClass = (status: number) =>
  status >= 500 ? '5xx' : status >= 400 ? '4xx' : status >= 300 ? '3xx' : '2xx';

const excerpt = (text: string | undefined, length = 160) =>
  text === undefined
    ? '(none)'
    : JSON.stringify(text.length > length ? `${text.slice(0, length)}…` : text);

/** Enough of a request and its answer to send it again by hand. */
export function describeExchange(request: FuzzRequest, response: FuzzResponse): string {
  return (
    `${response.status} for ${request.method} ${excerpt(request.url, 200)} as ${request.caller}` +
    ` (route ${request.route}, content-type ${excerpt(request.contentType)},` +
    ` idempotency key ${excerpt(request.idempotencyKey)}, body ${excerpt(request.payload)})` +
    ` answered ${excerpt(response.body, 300)}`
  );
}

/**
 * "Forgot your password?" answers at once, whatever the address, and replaces the account's
 * reset link afterwards (so an unknown address cannot be told apart by timing). After an
 * accepted request for an existing account the fuzzer waits for that new link, so the work is
 * not taken for the next request's doing.
 */
export const ANSWER_BEFORE_DONE = new Set(['POST /api/auth/password-reset/request']);

const resetRequestSchema = z.object({ email: z.string() });

export async function awaitWorkAfterAnswer(
  deps: AppDeps,
  request: FuzzRequest,
  response: FuzzResponse,
  mark: number,
): Promise<void> {
  // A replay of an earlier answer (same Idempotency-Key) ran nothing.
  if (response.replayed) return;
  let body: unknown;
  try {
    body = JSON.parse(request.payload ?? 'null');
  } catch {
    return;
  }
  const parsed = resetRequestSchema.safeParse(body);
  if (!parsed.success) return;
  const user = await findUserByEmail(deps.db.kysely, parsed.data.email);
  if (!user) return;
  for (let polls = 0; polls < 300; polls += 1) {
    if ((await changesSince(deps.db, mark)).includes('insert password_reset_tokens')) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`No reset link was made for ${parsed.data.email} within 3 s`);
}
