import fc from 'fast-check';
import type { Example } from './examples';
import type { RouteInfo } from './requests';
import { ODD_DATES, oddString, RAW_SEGMENTS } from './values';

/** Percent-encodes text as UTF-8 (lone surrogates become U+FFFD, as a browser sends them). */
export function percentEncode(text: string): string {
  return encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));
}

/** `arbitrary` once in `every` draws, else null. */
export const sometimes = <T>(arbitrary: fc.Arbitrary<T>, every: number) =>
  fc.oneof({ weight: every - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });

const segmentsOf = (path: string) => path.split('/');
const isParam = (segment: string) => segment.startsWith(':') || segment === '*';

function paramArbitrary(exampleValue: string | undefined, ids: readonly string[]) {
  const options: fc.WeightedArbitrary<string>[] = [
    { weight: 3, arbitrary: oddString.map(percentEncode) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  ];
  if (exampleValue !== undefined) options.push({ weight: 6, arbitrary: fc.constant(exampleValue) });
  if (ids.length > 0)
    options.push({ weight: 3, arbitrary: fc.constantFrom(...ids).map(percentEncode) });
  return fc.oneof(...options);
}

export function pathArbitrary(
  route: RouteInfo,
  example: Example | undefined,
  ids: readonly string[],
) {
  const template = segmentsOf(route.url);
  const given = example ? segmentsOf(example.path) : [];
  const aligned = given.length === template.length;
  return fc
    .tuple(
      ...template.map((segment, i) =>
        isParam(segment)
          ? paramArbitrary(aligned ? given[i] : undefined, ids)
          : fc.constant(segment),
      ),
    )
    .map((segments) => segments.join('/'));
}

function queryValue(exampleValue: string | undefined, ids: readonly string[]) {
  const options: fc.WeightedArbitrary<string | string[] | null>[] = [
    { weight: 2, arbitrary: fc.constant(null) },
    { weight: 3, arbitrary: oddString },
    { weight: 3, arbitrary: fc.constantFrom(...ODD_DATES) },
    { weight: 1, arbitrary: fc.array(oddString, { minLength: 2, maxLength: 3 }) },
  ];
  if (exampleValue !== undefined) options.push({ weight: 5, arbitrary: fc.constant(exampleValue) });
  if (ids.length > 0) options.push({ weight: 2, arbitrary: fc.constantFrom(...ids) });
  return fc.oneof(...options);
}

export function queryArbitrary(
  route: RouteInfo,
  example: Example | undefined,
  ids: readonly string[],
) {
  const given = new Map(example?.query ?? []);
  const keys = [...new Set([...given.keys(), ...route.queryKeys])];
  const extra = sometimes(fc.tuple(fc.string({ maxLength: 10 }), oddString), 5);
  const raw = sometimes(fc.constantFrom('&%ZZ', '&a[b]=c', '&=', '&&', '&x', '#frag'), 10);
  return fc
    .tuple(fc.tuple(...keys.map((key) => queryValue(given.get(key), ids))), extra, raw)
    .map(([values, extraPair, rawTail]) => {
      const pairs: [string, string][] = [];
      keys.forEach((key, i) => {
        const value = values[i];
        for (const v of value === null || value === undefined ? [] : [value].flat())
          pairs.push([key, v]);
      });
      if (extraPair) pairs.push(extraPair);
      const text = pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&');
      const query = `${text}${rawTail ?? ''}`;
      return query === '' ? '' : `?${query}`;
    });
}
