import { describe, expect, it } from 'vitest';
import type { RunResult } from './load';
import { dialectSection, pairedRatio } from './report';

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

describe('the load table', () => {
  const run = (name: string, rps: number, serverBusy: number, loadBusy: number): RunResult => ({
    name,
    versus: name.startsWith('bare') ? null : 'bare read',
    rps,
    p50: 1,
    p99: 2,
    bytesPerAnswer: 1000,
    failures: 0,
    refusals: '',
    rssMiB: 100,
    alongsideRps: null,
    cpuMicrosPerAnswer: 50,
    cpuBusyPercent: serverBusy,
    loadBusyPercent: loadBusy,
  });

  it('says how busy the server and the load generator each were, the median of the rounds', () => {
    const section = dialectSection({
      dialect: 'sqlite',
      chain: 'a chain',
      rounds: [
        [run('bare read', 1000, 95, 80), run('checklist detail', 300, 70, 96)],
        [run('bare read', 1000, 95, 80), run('checklist detail', 300, 72, 90)],
        [run('bare read', 1000, 95, 80), run('checklist detail', 300, 60, 99)],
      ],
      baseline: null,
      documentBytes: 30000,
      timings: [],
      slowest: '',
      plans: [],
      profiles: [],
    });
    const header = section.split('\n').find((line) => line.startsWith('| Request |'));
    const detail = section.split('\n').find((line) => line.startsWith('| checklist detail |'));
    const cells = (line: string | undefined) => (line ?? '').split('|').map((cell) => cell.trim());
    const column = (name: string) => cells(header).indexOf(name);
    expect(cells(detail)[column('server busy')]).toBe('70 %');
    expect(cells(detail)[column('load generator busy')]).toBe('96 %');
    expect(cells(detail)[column('vs bare')]).toBe('30.0 %');
  });
});
