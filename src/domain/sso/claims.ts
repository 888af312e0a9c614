// What ShiftCheck reads from an identity provider's claims (docs/decisions/052).
import type { Role } from '../roles';

export interface MappingRule {
  claim: string;
  value: string;
  role: Role;
  storeId: string | null;
  areaId: string | null;
}

/**
 * A claim's values as text: a string, number or boolean is one; a list (Entra ID's and Okta's
 * `groups`) gives each of its items. A dotted name reads inside an object claim
 * (`address.region`). Anything else gives none.
 */
export function claimValues(claims: Readonly<Record<string, unknown>>, name: string): string[] {
  let value: unknown = claims;
  for (const part of name.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
    value = Object.entries(value).find(([key]) => key === part)?.[1];
  }
  const items: unknown[] = Array.isArray(value) ? value : [value];
  return items.flatMap((item) =>
    typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean'
      ? [String(item)]
      : [],
  );
}

/** The first mapping, in the list's order, whose claim holds its value (exactly, any case). */
export function firstMatch<Rule extends MappingRule>(
  rules: readonly Rule[],
  claims: Readonly<Record<string, unknown>>,
): Rule | null {
  for (const rule of rules) {
    const wanted = rule.value.toLowerCase();
    if (claimValues(claims, rule.claim).some((value) => value.toLowerCase() === wanted)) {
      return rule;
    }
  }
  return null;
}

/** RFC 8176 methods that are multi-factor on their own. */
const MULTI_FACTOR = new Set(['mfa', 'mca']);

/**
 * The provider says it checked more than one factor: `amr` holds "mfa" (Entra ID, Okta) or
 * "mca", or two methods or more (["pwd", "otp"]). A provider that sends no `amr` (Google) did
 * not say so.
 */
export function providerDidMfa(amr: unknown): boolean {
  if (!Array.isArray(amr)) return false;
  const methods = new Set(amr.filter((method): method is string => typeof method === 'string'));
  return [...methods].some((method) => MULTI_FACTOR.has(method)) || methods.size >= 2;
}
