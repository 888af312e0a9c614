import { createHash } from 'node:crypto';
import { RETENTION_MESSAGES } from '#domain/retention/messages';

/** Four hex characters of the account id's hash: the same person always gets the same ones. */
export const pseudonymCode = (userId: string) =>
  createHash('sha256').update(userId).digest('hex').slice(0, 4).toUpperCase();

/** "Former employee 4F2A": the name an erased person's records carry. */
export const pseudonymOf = (userId: string) =>
  RETENTION_MESSAGES.formerEmployee(pseudonymCode(userId));

/** An address no mail reaches (RFC 2606's .invalid), unique per account. */
export const erasedEmailOf = (userId: string) => `erased-${userId}@erased.invalid`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replaces every whole-word occurrence of the given texts (any case) by their stand-ins:
 * "Ann Lee" in "Signed by Ann Lee." but not in "Ann Leeds".
 */
export function replacerOf(replacements: ReadonlyMap<string, string>): (text: string) => string {
  const byLower = new Map([...replacements].map(([from, to]) => [from.toLowerCase(), to]));
  const alternatives = [...byLower.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  if (alternatives === '') return (text) => text;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'giu');
  return (text) => text.replace(pattern, (found) => byLower.get(found.toLowerCase()) ?? found);
}
