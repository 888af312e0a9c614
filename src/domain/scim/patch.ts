// RFC 7644 §3.5.2 PATCH, applied to a person's SCIM resource as a document: add, replace and
// remove, with a path ("displayName", "name.givenName", `emails[type eq "work"].value`, an
// extension's "urn:…:User:role") or without one (a value object of attributes, whose names may
// themselves be paths, as Entra ID sends them). The result is then read as a PUT's body would be.
// Operation names in any letter case ("Replace"); attributes of extensions this service does not
// keep are let through unchanged.
import { attributeOf, isRecord, SCIM_MAX_OPERATIONS, SCIM_SCHEMAS } from './protocol';
import { refused, type Read } from './user-input';

type Document = Record<string, unknown>;
type PatchOp = 'add' | 'replace' | 'remove';

export interface PatchOperation {
  op: PatchOp;
  path: string | undefined;
  value: unknown;
}

interface ValueFilter {
  attribute: string;
  value: string | number | boolean;
}

interface Path {
  /** null: an extension not kept here, which the operation leaves as it is. */
  container: 'core' | 'extension' | null;
  /** null: the container itself (a path that is only a schema's URN). */
  attribute: string | null;
  filter: ValueFilter | null;
  sub: string | null;
}

const OPS: readonly PatchOp[] = ['add', 'replace', 'remove'];
/** RFC 7643 §2.1: ATTRNAME = ALPHA *(nameChar). Never "__proto__" nor any other odd key. */
const NAME = /^[A-Za-z][\w-]*$/;
const PATH = /^([A-Za-z][\w-]*)(?:\[(.*)\])?(?:\.([A-Za-z][\w-]*))?$/;
const VALUE_FILTER = /^([A-Za-z][\w-]*)\s+eq\s+(\S.*)$/i;
const ok = <T>(value: T): Read<T> => ({ ok: true, value });

/** The PATCH body's operations, checked, or why they cannot be taken. */
export function readPatch(body: Readonly<Record<string, unknown>>): Read<PatchOperation[]> {
  const schemas = attributeOf(body, 'schemas');
  if (schemas !== undefined && !Array.isArray(schemas)) {
    return refused('invalidSyntax', 'schemas must be a list of schema URNs');
  }
  const operations = attributeOf(body, 'Operations');
  if (!Array.isArray(operations) || operations.length === 0) {
    return refused('invalidSyntax', 'Operations must be a list of at least one operation');
  }
  if (operations.length > SCIM_MAX_OPERATIONS) {
    return refused('tooMany', `At most ${SCIM_MAX_OPERATIONS} operations in one PATCH`);
  }
  const out: PatchOperation[] = [];
  for (const operation of operations) {
    if (!isRecord(operation)) return refused('invalidSyntax', 'Each operation must be an object');
    const given = attributeOf(operation, 'op');
    const op = OPS.find((o) => typeof given === 'string' && o === given.trim().toLowerCase());
    if (!op) return refused('invalidSyntax', 'op must be add, replace or remove');
    const path = attributeOf(operation, 'path');
    if (path !== undefined && path !== null && typeof path !== 'string') {
      return refused('invalidPath', 'path must be a string');
    }
    const value = attributeOf(operation, 'value');
    if (op !== 'remove' && value === undefined) {
      return refused('invalidValue', `${op} needs a value`);
    }
    out.push({
      op,
      path: typeof path === 'string' && path.trim() !== '' ? path : undefined,
      value,
    });
  }
  return ok(out);
}

const isFilterValue = (value: unknown): value is ValueFilter['value'] =>
  (typeof value === 'string' && !value.includes('\u0000')) ||
  typeof value === 'number' ||
  typeof value === 'boolean';

function readValueFilter(text: string): Read<ValueFilter> {
  const match = VALUE_FILTER.exec(text.trim());
  let value: unknown;
  try {
    value = match?.[2] === undefined ? undefined : JSON.parse(match[2]);
  } catch {
    value = undefined;
  }
  if (!match?.[1] || !isFilterValue(value)) {
    return refused('invalidFilter', `[${text}] is not a filter this service understands`);
  }
  return ok({ attribute: match[1], value });
}

function parsePath(text: string): Read<Path> {
  const whole = text.trim();
  let rest = whole;
  let container: Path['container'] = 'core';
  if (whole.toLowerCase().startsWith('urn:')) {
    const schemas = [
      [SCIM_SCHEMAS.user, 'core'],
      [SCIM_SCHEMAS.shiftcheckUser, 'extension'],
    ] as const;
    const known = schemas.find(([urn]) => {
      const lower = whole.toLowerCase();
      return lower === urn.toLowerCase() || lower.startsWith(`${urn.toLowerCase()}:`);
    });
    if (!known) return ok({ container: null, attribute: null, filter: null, sub: null });
    container = known[1];
    rest = whole.slice(known[0].length + 1);
    if (rest === '') return ok({ container, attribute: null, filter: null, sub: null });
  }
  const match = PATH.exec(rest);
  if (!match?.[1]) return refused('invalidPath', `${text} is not a path this service understands`);
  const filter = match[2] === undefined ? null : readValueFilter(match[2]);
  if (filter && !filter.ok) return filter;
  return ok({
    container,
    attribute: match[1],
    filter: filter ? filter.value : null,
    sub: match[3] ?? null,
  });
}

/** The name an object already uses for an attribute (in any letter case), else the one given. */
function keyIn(object: Document, name: string): string {
  return Object.keys(object).find((key) => key.toLowerCase() === name.toLowerCase()) ?? name;
}

/** Sets each attribute of `value` on `target` (a complex attribute's sub-attributes). */
function merge(target: Document, value: Document): Read<void> {
  for (const [name, inner] of Object.entries(value)) {
    if (!NAME.test(name)) return refused('invalidPath', `${name} is not an attribute name`);
    target[keyIn(target, name)] = inner;
  }
  return ok(undefined);
}

const matches = (element: unknown, filter: ValueFilter) => {
  if (!isRecord(element)) return false;
  const value = attributeOf(element, filter.attribute);
  return typeof value === 'string' && typeof filter.value === 'string'
    ? value.toLowerCase() === filter.value.toLowerCase()
    : value === filter.value;
};

/** An operation on the elements of a multi-valued attribute a filter picks. */
function applyFiltered(target: Document, key: string, op: PatchOp, path: Path, value: unknown) {
  const filter = path.filter;
  if (!filter) return ok(undefined);
  const current = target[key];
  const list: unknown[] = Array.isArray(current) ? [...current] : [];
  const picked = list.filter((element) => matches(element, filter));
  if (op === 'remove') {
    target[key] = path.sub
      ? list.map((element) => {
          if (!isRecord(element) || !picked.includes(element)) return element;
          const { [keyIn(element, path.sub ?? '')]: _removed, ...kept } = element;
          return kept;
        })
      : list.filter((element) => !picked.includes(element));
    return ok(undefined);
  }
  const change: Document = path.sub ? { [path.sub]: value } : isRecord(value) ? value : {};
  if (!path.sub && !isRecord(value)) {
    return refused('invalidValue', `${path.attribute ?? ''}[…] takes an object`);
  }
  if (picked.length === 0) {
    const added: Document = { [filter.attribute]: filter.value };
    const merged = merge(added, change);
    if (!merged.ok) return merged;
    target[key] = [...list, added];
    return ok(undefined);
  }
  for (const element of picked) {
    if (!isRecord(element)) continue;
    const merged = merge(element, change);
    if (!merged.ok) return merged;
  }
  target[key] = list;
  return ok(undefined);
}

/** The object a path's attribute lives in; made when an add or replace needs it. */
function containerOf(document: Document, path: Path, make: boolean): Document | null {
  if (path.container === 'core') return document;
  const key = keyIn(document, SCIM_SCHEMAS.shiftcheckUser);
  const found = document[key];
  if (isRecord(found)) return found;
  if (!make) return null;
  const made: Document = {};
  document[key] = made;
  return made;
}

function applyOne(document: Document, op: PatchOp, path: Path, value: unknown): Read<void> {
  if (path.container === null) return ok(undefined);
  const target = containerOf(document, path, op !== 'remove');
  if (!target) return ok(undefined);
  if (path.attribute === null) {
    if (op === 'remove' || !isRecord(value)) {
      return refused('invalidPath', 'A schema alone is a path only for an object of attributes');
    }
    return applyEach(document, op, value, path.container);
  }
  const key = keyIn(target, path.attribute);
  if (path.filter) return applyFiltered(target, key, op, path, value);
  const existing = target[key];
  if (path.sub) {
    if (op === 'remove') {
      if (isRecord(existing)) delete existing[keyIn(existing, path.sub)];
      return ok(undefined);
    }
    const complex: Document = isRecord(existing) ? existing : {};
    complex[keyIn(complex, path.sub)] = value;
    target[key] = complex;
    return ok(undefined);
  }
  if (op === 'remove') {
    delete target[key];
    return ok(undefined);
  }
  if (op === 'add' && Array.isArray(existing)) {
    target[key] = [...existing, ...(Array.isArray(value) ? value : [value])];
    return ok(undefined);
  }
  if (isRecord(existing) && isRecord(value)) return merge(existing, value);
  target[key] = value;
  return ok(undefined);
}

/** An operation without a path: each attribute of its value, its name read as a path. */
function applyEach(
  document: Document,
  op: PatchOp,
  value: Document,
  within: 'core' | 'extension',
): Read<void> {
  for (const [name, inner] of Object.entries(value)) {
    const path = parsePath(
      within === 'extension' ? `${SCIM_SCHEMAS.shiftcheckUser}:${name}` : name,
    );
    if (!path.ok) return path;
    const applied = applyOne(document, op, path.value, inner);
    if (!applied.ok) return applied;
  }
  return ok(undefined);
}

/** The document after the operations, in order; the document given is left as it was. */
export function applyPatch(
  document: Document,
  operations: readonly PatchOperation[],
): Read<Document> {
  const patched = structuredClone(document);
  for (const { op, path, value } of operations) {
    let applied: Read<void>;
    if (path === undefined) {
      if (op === 'remove') return refused('noTarget', 'remove needs a path');
      if (!isRecord(value)) return refused('invalidValue', `${op} without a path takes an object`);
      applied = applyEach(patched, op, value, 'core');
    } else {
      const parsed = parsePath(path);
      applied = parsed.ok ? applyOne(patched, op, parsed.value, value) : parsed;
    }
    if (!applied.ok) return applied;
  }
  return ok(patched);
}
