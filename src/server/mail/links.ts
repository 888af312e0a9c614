import type { Config } from '../config';

/**
 * A link in an e-mail, built from PUBLIC_URL alone. Never from the request's Host or
 * X-Forwarded-Host: anyone can send those, and a reset link pointing at their server hands them
 * the account. Without PUBLIC_URL mail goes to the outbox only (config refuses SMTP without it),
 * and the operator reading it on this machine follows localhost.
 */
export function emailLink(config: Config, path: string): string {
  const base = config.publicUrl ?? `http://localhost:${config.port}`;
  return `${base.replace(/\/$/, '')}${path}`;
}
