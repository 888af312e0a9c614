import { decide, type Action, type Actor, type ResourceArgs } from '#domain/authz';
import { forbidden, notFound } from '../http/errors';

/**
 * The server's one authorization entry point: services call it before they act. A refusal
 * becomes the policy's 403, or a 404 for what the person may not even know exists.
 */
export function requireAccess<A extends Action>(
  actor: Actor,
  action: A,
  ...resource: ResourceArgs<A>
): void {
  const decision = decide(actor, action, ...resource);
  if (decision === 'allow') return;
  throw decision.status === 404 ? notFound(decision.message) : forbidden(decision.message);
}
