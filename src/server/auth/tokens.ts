import { hash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe; only its hash is stored, so a database leak holds no live token. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Every API request hashes its cookie's token: the one-shot hash costs a quarter of a Hash's. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
