import { describe, expect, it } from 'vitest';
import { ACTION_MESSAGES } from '#domain/actions/messages';
import { USER_MESSAGES } from '#domain/users/messages';
import { stepErrors } from './step-validation';

describe('stepErrors', () => {
  it('passes a step the server would take', () => {
    expect(stepErrors({ step: 'assign', userId: 'u1' })).toBeNull();
    expect(stepErrors({ step: 'done', note: 'Replaced', productOutcome: null })).toBeNull();
    expect(stepErrors({ step: 'verify' })).toBeNull();
  });

  it('asks for a person, a note and a reason in the domain’s words', () => {
    expect(stepErrors({ step: 'assign', userId: '' })).toEqual({
      userId: ACTION_MESSAGES.ownerRequired,
    });
    expect(stepErrors({ step: 'done', note: '   ' })).toEqual({
      note: ACTION_MESSAGES.noteRequired,
    });
    expect(stepErrors({ step: 'reopen', reason: '' })).toEqual({
      reason: ACTION_MESSAGES.reasonRequired,
    });
  });

  it('names each field of a contractor that is missing or wrong', () => {
    expect(stepErrors({ step: 'assign-contractor', name: '', email: 'not an address' })).toEqual({
      name: ACTION_MESSAGES.contractorNameRequired,
      email: USER_MESSAGES.invalidEmail,
    });
  });
});
