// RFC 7644 §3.4.2.2 filters, as far as provisioning needs them: the identity provider looks a
// person up by `userName eq "…"` (their e-mail) or `externalId eq "…"` before it creates them.
import { SCIM_SCHEMAS } from './protocol';

export type ScimFilterAttribute = 'userName' | 'externalId' | 'id';

export interface ScimFilter {
  attribute: ScimFilterAttribute;
  value: string;
}

const ATTRIBUTES: readonly ScimFilterAttribute[] = ['userName', 'externalId', 'id'];

/** `attribute eq "value"`, the operator in any letter case, the value a JSON string. */
const EQUALS = /^\s*([A-Za-z][\w.:-]*)\s+eq\s+("(?:[^"\\]|\\.)*")\s*$/i;

/** The attribute a filter names, its core schema's URN (if written) left off. */
function attributeNamed(name: string): ScimFilterAttribute | null {
  const prefix = `${SCIM_SCHEMAS.user}:`.toLowerCase();
  const bare = name.toLowerCase().startsWith(prefix) ? name.slice(prefix.length) : name;
  return ATTRIBUTES.find((attribute) => attribute.toLowerCase() === bare.toLowerCase()) ?? null;
}

/** The filter, or null for one this service does not take (answered 400 invalidFilter). */
export function parseScimFilter(text: string): ScimFilter | null {
  const match = EQUALS.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const attribute = attributeNamed(match[1]);
  if (!attribute) return null;
  let value: unknown;
  try {
    value = JSON.parse(match[2]);
  } catch {
    return null;
  }
  // U+0000 can be written as \u0000 inside the quotes: no address or id holds it (and
  // PostgreSQL cannot compare it).
  return typeof value === 'string' && !value.includes('\u0000') ? { attribute, value } : null;
}
