import { describe, expect, it } from 'vitest';
import { expectConsoleError } from './console-errors';

describe('console.error in a test', () => {
  it('passes when the test declared it, and is not printed', () => {
    expectConsoleError(/^live bus error/);
    console.error('live bus error', new Error('cut'));
  });

  it('takes text as well as a pattern, matched anywhere in the message', () => {
    expectConsoleError('went (wrong)');
    console.error('something went (wrong) here');
    expect(true).toBe(true);
  });
});
