import { z } from 'zod';
import type { AppDeps } from '../deps';
import type { FuzzRequest } from './requests';
import type { FuzzResponse } from './send';
import { changeMark } from './snapshot';

const errorBodySchema = z.object({
  error: z.object({ code: z.string().min(1), message: z.string().trim().min(1) }),
});

/** Whether an error answer has the API's `{ error: { code, message } }` shape (HEAD has none). */
export function hasErrorShape(request: FuzzRequest, response: FuzzResponse): boolean {
  if (request.method === 'HEAD') return true;
  try {
    return errorBodySchema.safeParse(JSON.parse(response.body)).success;
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
 * Routes that answer before their work is done: "Forgot your password?" answers at once,
 * whatever the address, and replaces the account's reset link afterwards. The fuzzer waits for
 * that work before the next request, so it is not taken for the next request's doing.
 */
export const ANSWER_BEFORE_DONE = new Set(['POST /api/auth/password-reset/request']);

/** Waits until the change log has been still for a few polls (at most about a second). */
export async function settle(deps: AppDeps): Promise<void> {
  let last = await changeMark(deps.db);
  for (let still = 0, polls = 0; still < 3 && polls < 100; polls += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    const mark = await changeMark(deps.db);
    still = mark === last ? still + 1 : 0;
    last = mark;
  }
}
