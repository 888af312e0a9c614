import fc from 'fast-check';
import { oddJson, oddNumber, oddString } from './values';

/** Keys no route expects, and ones that reach for prototypes. */
const STRANGE_KEYS = ['extra', 'id', 'role', 'storeId', 'version', '__proto__', 'constructor', ''];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value of the same kind as `value` but odd: what a careless or hostile client sends. */
function sameKindOdd(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value === 'string') return oddString;
  if (typeof value === 'number') return oddNumber;
  if (typeof value === 'boolean') return fc.constantFrom(!value, 'true', 1, 0);
  return oddJson;
}

function mutateObject(
  value: Record<string, unknown>,
  ids: readonly string[],
  depth: number,
): fc.Arbitrary<unknown> {
  const keys = Object.keys(value);
  const choices: fc.WeightedArbitrary<unknown>[] = [
    { weight: 2, arbitrary: fc.constant(value) },
    {
      // A field from another example, or a strange one, added.
      weight: 2,
      arbitrary: fc
        .tuple(fc.oneof(fc.constantFrom(...STRANGE_KEYS), fc.string({ maxLength: 12 })), oddJson)
        .map(([key, extra]) => ({ ...value, [key]: extra })),
    },
  ];
  if (keys.length > 0) {
    choices.push({
      weight: 3,
      arbitrary: fc
        .subarray(keys, { minLength: 1 })
        .map((dropped) =>
          Object.fromEntries(keys.filter((k) => !dropped.includes(k)).map((k) => [k, value[k]])),
        ),
    });
    // Each field kept, or changed on its own (several may change at once).
    const fields = keys.map((key) =>
      fc.oneof(
        { weight: 3, arbitrary: fc.constant(value[key]) },
        { weight: 2, arbitrary: mutateJson(value[key], ids, depth + 1) },
      ),
    );
    choices.push({
      weight: 6,
      arbitrary: fc
        .tuple(...fields)
        .map((changed) => Object.fromEntries(keys.map((key, i) => [key, changed[i]]))),
    });
  }
  return fc.oneof(...choices);
}

function mutateArray(
  value: unknown[],
  ids: readonly string[],
  depth: number,
): fc.Arbitrary<unknown> {
  const first = value[0];
  const choices: fc.WeightedArbitrary<unknown>[] = [
    { weight: 2, arbitrary: fc.constant(value) },
    { weight: 1, arbitrary: fc.constant([]) },
    { weight: 1, arbitrary: fc.constant(value.slice(1)) },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 2, max: 1_200 })
        .map((n) => Array.from({ length: n }, () => first)),
    },
  ];
  if (first !== undefined) {
    choices.push({
      weight: 3,
      arbitrary: fc
        .tuple(mutateJson(first, ids, depth + 1), fc.nat({ max: value.length }))
        .map(([changed, at]) => [...value.slice(0, at), changed, ...value.slice(at + 1)]),
    });
  }
  return fc.oneof(...choices);
}

/**
 * Variations of a valid example body: fields dropped, added, retyped or set to odd values,
 * recursively, plus whole-body replacements (null, arrays, deep nesting). Ids of existing
 * things are mixed in so that some mutated bodies still reach the service.
 */
export function mutateJson(
  value: unknown,
  ids: readonly string[],
  depth = 0,
): fc.Arbitrary<unknown> {
  const replaced: fc.WeightedArbitrary<unknown>[] = [
    { weight: 2, arbitrary: sameKindOdd(value) },
    { weight: 1, arbitrary: oddJson },
  ];
  if (ids.length > 0) replaced.push({ weight: 1, arbitrary: fc.constantFrom(...ids) });
  if (depth > 6) return fc.oneof({ weight: 4, arbitrary: fc.constant(value) }, ...replaced);
  if (isRecord(value)) {
    return fc.oneof({ weight: 8, arbitrary: mutateObject(value, ids, depth) }, ...replaced);
  }
  if (Array.isArray(value)) {
    return fc.oneof({ weight: 6, arbitrary: mutateArray(value, ids, depth) }, ...replaced);
  }
  return fc.oneof({ weight: 3, arbitrary: fc.constant(value) }, ...replaced);
}
