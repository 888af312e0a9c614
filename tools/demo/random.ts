/** A seeded pseudo-random source, so the demo history is the same on every run. */
export interface Random {
  /** [0, 1) */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(list: readonly T[]): T;
  /** `count` different elements in their original order. */
  sample<T>(list: readonly T[], count: number): T[];
}

/** mulberry32: tiny, fast and well spread; cryptographic quality is not needed here. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: <T>(list: readonly T[]): T => {
      if (list.length === 0) throw new RangeError('Cannot pick from an empty list');
      return list[int(0, list.length - 1)] as T;
    },
    sample: <T>(list: readonly T[], count: number): T[] => {
      const indices = list.map((_, i) => i);
      for (let i = indices.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [indices[i], indices[j]] = [indices[j] as number, indices[i] as number];
      }
      const chosen = indices.slice(0, Math.min(count, list.length)).sort((a, b) => a - b);
      return chosen.map((i) => list[i] as T);
    },
  };
}

/** A seed of its own for each named thing (FNV-1a), so results do not depend on the order. */
export function seedFor(seed: number, key: string): number {
  let hash = 0x811c9dc5 ^ seed;
  for (let i = 0; i < key.length; i += 1) {
    hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  }
  return hash >>> 0;
}
