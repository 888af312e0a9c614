import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';

/** Where links in e-mails point: PUBLIC_URL, else the address this request came to. */
export function baseUrlOf(deps: AppDeps, request: FastifyRequest): string {
  return deps.config.publicUrl ?? `${request.protocol}://${request.host}`;
}
