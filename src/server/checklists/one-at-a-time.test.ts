import { describe, expect, it } from 'vitest';
import { keysInUse, oneAtATime } from './one-at-a-time';

/** A piece of work that records when it starts and ends, and ends when told to. */
function step(log: string[], name: string) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = () => resolve(name);
    fail = reject;
  });
  return {
    work: () => {
      log.push(`${name} starts`);
      return done.finally(() => log.push(`${name} ends`));
    },
    finish,
    fail,
  };
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('one at a time per key', () => {
  it('runs work with the same key after the one before has settled, in order, and other keys meanwhile', async () => {
    const log: string[] = [];
    const a1 = step(log, 'a1');
    const a2 = step(log, 'a2');
    const a3 = step(log, 'a3');
    const b1 = step(log, 'b1');
    const results = [
      oneAtATime('a', a1.work),
      oneAtATime('a', a2.work),
      oneAtATime('a', a3.work),
      oneAtATime('b', b1.work),
    ];
    // Watched from the start: a1's refusal reaches its caller before the others settle.
    const settling = Promise.allSettled(results);
    await turn();
    expect(log).toEqual(['a1 starts', 'b1 starts']);

    a1.fail(new Error('refused'));
    await turn();
    expect(log).toEqual(['a1 starts', 'b1 starts', 'a1 ends', 'a2 starts']);
    a2.finish();
    await turn();
    a3.finish();
    b1.finish();
    const settled = await settling;
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : s.reason.message))).toEqual([
      'refused',
      'a2',
      'a3',
      'b1',
    ]);
    expect(log.indexOf('a3 starts')).toBeGreaterThan(log.indexOf('a2 ends'));
    expect(keysInUse()).toBe(0);
  });
});
