import fc from 'fast-check';

/**
 * The odd values a fuzzed request is built from: text a person or a script might send where an
 * id, a date, a number or a name is expected. Huge values are rare (they cost time to send)
 * but always in the mix.
 */

/** Dates at and past every edge: year 1 and 9999, impossible days, other notations. */
export const ODD_DATES = [
  '9999-12-31',
  '0001-01-01',
  '0000-00-00',
  '2026-02-30',
  '2026-02-29',
  '2024-02-29',
  '2026-13-01',
  '2026-11-22',
  '2026-11-23',
  '2026-11-21',
  '2000-01-01',
  '1999-12-31',
  '1970-01-01',
  '+002026-01-01',
  '-000001-01-01',
  '2026-1-1',
  '20261122',
  '2026-11-22T00:00:00Z',
  '10000-01-01',
  '2026-W47',
] as const;

/** Text aimed at paths, parsers and SQL. */
const NASTY_TEXT = [
  '',
  ' ',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f',
  '%00',
  '%ZZ',
  '%',
  '\u0000',
  'a\u0000b',
  "' or 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '\ud800',
  '🧑‍🍳🍔',
  'Ω≈ç√∫',
  'ملف',
  '\r\nSet-Cookie: x=1',
  'null',
  'undefined',
  'NaN',
  '[]',
  '{}',
  'true',
  '-1',
  '1e309',
  '__proto__',
  'constructor',
  'default-day-template',
  'default-overnight-template',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
] as const;

const smallString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.uuid(),
);

/** Long text: a few kilobytes often, up to about a megabyte rarely. */
export const hugeString = fc
  .oneof(
    { weight: 8, arbitrary: fc.integer({ min: 201, max: 5_000 }) },
    { weight: 1, arbitrary: fc.integer({ min: 500_000, max: 1_100_000 }) },
  )
  .chain((length) =>
    fc.constantFrom('x', 'é', '🍔', '\u0000', ' ').map((c) => [length, c] as const),
  )
  .map(([length, c]) => c.repeat(Math.ceil(length / c.length)).slice(0, length));

export const oddString = fc.oneof(
  { weight: 4, arbitrary: smallString },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 3, arbitrary: fc.constantFrom(...ODD_DATES) },
  { weight: 1, arbitrary: hugeString },
);

export const oddNumber = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    1.5,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
    1e308,
    -1e308,
    5e-324,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Nesting far deeper than any real body (deeper still as raw text: see deepJsonText). */
export const deepValue = fc
  .tuple(fc.integer({ min: 20, max: 300 }), fc.boolean())
  .map(([depth, asArray]) => {
    let value: unknown = 'bottom';
    for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
    return value;
  });

/** Any JSON value, weighted towards the shapes a schema would confuse. */
export const oddJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: oddString },
  { weight: 2, arbitrary: oddNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 200 }) },
  { weight: 1, arbitrary: deepValue },
);

/** JSON text nested up to 50,000 levels: more than a recursive parser or validator survives. */
export const deepJsonText = fc
  .tuple(fc.integer({ min: 1_000, max: 50_000 }), fc.boolean())
  .map(([depth, asArray]) =>
    asArray
      ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

/** Content types a client might claim (application/json itself is the common case). */
export const CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'application/octet-stream',
  '',
  'json',
  '*/*',
] as const;

/** Bodies no JSON parser should accept, or should accept only with care. */
export const BROKEN_JSON = [
  '{',
  '{"a":1,}',
  "{'a':1}",
  'NaN',
  'undefined',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '\u0000',
  '"\ud800"',
  '['.repeat(10_000),
  '{"a":'.repeat(2_000),
  ' ',
  '\ufeff{}',
  'a=1&b=2',
] as const;

/** Segments kept as typed: the router and the URL parser see them raw. */
export const RAW_SEGMENTS = [
  '..',
  '.',
  '%ZZ',
  '%',
  '%00',
  '%2F',
  'a%2Fb',
  '..%2F..%2Fetc',
  '%C0%AE',
] as const;
