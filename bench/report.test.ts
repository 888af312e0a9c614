import { describe, expect, it } from 'vitest';
import { pairedRatio } from './report';

describe('before and after from paired runs', () => {
  it('cancels a second run going slower whichever app it is', () => {
    // The new build is 10 % faster; on this machine the second run of a pair loses 40 %.
    const pairs = [
      { after: 110, before: 100 * 0.6, afterFirst: true },
      { after: 110 * 0.6, before: 100, afterFirst: false },
      { after: 110, before: 100 * 0.6, afterFirst: true },
      { after: 110 * 0.6, before: 100, afterFirst: false },
    ];
    const { ratio, second } = pairedRatio(pairs);
    expect(ratio).toBeCloseTo(1.1, 6);
    expect(second).toBeCloseTo(0.6, 6);
  });

  it('says nothing about the order when every pair ran in the same one', () => {
    const pairs = [
      { after: 120, before: 100, afterFirst: true },
      { after: 90, before: 100, afterFirst: true },
      { after: 100, before: 100, afterFirst: true },
    ];
    expect(pairedRatio(pairs)).toEqual({ ratio: 1, second: null });
  });
});
