import { describe, expect, it } from 'vitest';
import { quantileOf } from './failures-repository';
import { completionOf, perChecklist } from './figures';

/** Minutes at ranks 1..n, as the database answers the ranks asked for. */
const ranked = (values: number[]) => new Map(values.map((value, index) => [index + 1, value]));

describe('quantiles between ranks, as percentile_cont', () => {
  it('interpolates between the two ranks around 1 + q·(n − 1)', () => {
    const times = ranked([10, 100, 200]);
    expect(quantileOf(times, 3, 5)).toBe(100);
    // 1 + 0.9 · 2 = 2.8: 100 + 0.8 · (200 − 100)
    expect(quantileOf(times, 3, 9)).toBeCloseTo(180, 9);
    expect(quantileOf(ranked([40, 260]), 2, 5)).toBe(150);
  });

  it('is the value itself for one, and nothing for none', () => {
    expect(quantileOf(ranked([40]), 1, 9)).toBe(40);
    expect(quantileOf(new Map(), 0, 5)).toBeNull();
  });
});

describe("a store's figures", () => {
  it('are whole per cents and failures to two places, and nothing without checklists', () => {
    expect(completionOf({ checklists: 3, completed: 2, failures: 0 })).toBe(67);
    expect(perChecklist({ checklists: 3, completed: 0, failures: 1 })).toBe(0.33);
    expect(completionOf({ checklists: 0, completed: 0, failures: 0 })).toBeNull();
    expect(perChecklist({ checklists: 0, completed: 0, failures: 2 })).toBeNull();
  });
});
