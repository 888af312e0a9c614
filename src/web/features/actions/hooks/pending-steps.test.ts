import { describe, expect, it } from 'vitest';
import type { ActionStepBody } from '#domain/actions/api';
import { action, NOW } from './action-fixtures';
import { withPendingSteps, type StepContext } from './pending-steps';

const context: StepContext = {
  me: { id: 'manager', name: 'Morgan Manager' },
  people: [
    { id: 'leader', name: 'Sam Leader' },
    { id: 'manager', name: 'Morgan Manager' },
  ],
};
const later = '2026-11-22T12:20:00.000Z';
const steps = (...bodies: ActionStepBody[]) => bodies.map((body) => ({ body, queuedAt: later }));

describe('withPendingSteps', () => {
  it('returns the server copy when nothing waits', () => {
    const shown = action();
    expect(withPendingSteps(shown, [], context)).toBe(shown);
  });

  it('shows a hand-over to a person of the store, or to a contractor, at once', () => {
    expect(
      withPendingSteps(action(), steps({ step: 'assign', userId: 'manager' }), context).owner,
    ).toEqual({ kind: 'person', userId: 'manager', name: 'Morgan Manager' });
    const contractor = steps({
      step: 'assign-contractor',
      name: ' Fryer Fix Ltd ',
      email: 'jobs@fryerfix.test',
    });
    expect(withPendingSteps(action(), contractor, context).owner).toEqual({
      kind: 'contractor',
      name: 'Fryer Fix Ltd',
      email: 'jobs@fryerfix.test',
    });
  });

  it('shows start, done and verify in order, done by the person taking them', () => {
    const shown = withPendingSteps(
      action(),
      steps(
        { step: 'start' },
        { step: 'done', note: ' Thermostat replaced ', productOutcome: 'discarded' },
        { step: 'verify' },
      ),
      context,
    );
    expect(shown).toMatchObject({
      status: 'verified',
      doneAt: later,
      doneByName: 'Morgan Manager',
      doneNote: 'Thermostat replaced',
      productOutcome: 'discarded',
      verifiedAt: later,
      verifiedByName: 'Morgan Manager',
    });
  });

  it('shows a reopened action open again with why, what was done cleared', () => {
    const done = action({
      status: 'done',
      doneAt: NOW,
      doneByName: 'Sam Leader',
      doneNote: 'Wiped',
      productOutcome: 'other',
    });
    const shown = withPendingSteps(
      done,
      steps({ step: 'reopen', reason: 'Still 40 °C low' }),
      context,
    );
    expect(shown).toMatchObject({
      status: 'open',
      doneAt: null,
      doneNote: null,
      productOutcome: null,
      reopenReason: 'Still 40 °C low',
    });
  });
});
