import { describe, expect, it } from 'vitest';
import { action } from './action-fixtures';
import { anyStep, availableSteps } from './available-steps';

const owner = { assign: true, progress: true, verify: false };
const manager = { assign: true, progress: true, verify: true };
const onlooker = { assign: false, progress: false, verify: false };

describe('availableSteps', () => {
  it('offers an owner assign, start and done on an open action; no start once started', () => {
    expect(availableSteps(action({ can: owner }))).toEqual({
      assign: true,
      start: true,
      done: true,
      verify: false,
      reopen: false,
    });
    expect(availableSteps(action({ status: 'in-progress', can: owner }))).toMatchObject({
      start: false,
      done: true,
    });
  });

  it('offers a manager verify and reopen on a done action, and only reopen once verified', () => {
    expect(availableSteps(action({ status: 'done', can: manager }))).toEqual({
      assign: false,
      start: false,
      done: false,
      verify: true,
      reopen: true,
    });
    expect(availableSteps(action({ status: 'verified', can: manager }))).toEqual({
      assign: false,
      start: false,
      done: false,
      verify: false,
      reopen: true,
    });
  });

  it('offers nothing to someone the server allows nothing, and no verifying to an owner', () => {
    expect(anyStep(availableSteps(action({ can: onlooker })))).toBe(false);
    expect(availableSteps(action({ status: 'done', can: owner })).verify).toBe(false);
  });
});
