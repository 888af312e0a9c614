// What an action looks like with the steps still waiting in the queue taken: the person sees
// "done" the moment they mark it done, signal or not. The server's answer replaces it.
import type { Action, ActionStepBody } from '#domain/actions/api';

export interface PendingStep {
  body: ActionStepBody;
  queuedAt: string;
}

/** Who is taking the steps, and the store's people (for the name of whoever a step assigns). */
export interface StepContext {
  me: { id: string; name: string };
  people: readonly { id: string; name: string }[];
}

function applyStep(action: Action, { body, queuedAt }: PendingStep, context: StepContext): Action {
  switch (body.step) {
    case 'assign': {
      const name = context.people.find((person) => person.id === body.userId)?.name ?? '';
      return { ...action, owner: { kind: 'person', userId: body.userId, name } };
    }
    case 'assign-contractor':
      return {
        ...action,
        owner: { kind: 'contractor', name: body.name.trim(), email: body.email.trim() },
      };
    case 'start':
      return { ...action, status: 'in-progress' };
    case 'done':
      return {
        ...action,
        status: 'done',
        doneAt: queuedAt,
        doneByName: context.me.name,
        doneNote: body.note.trim(),
        productOutcome: body.productOutcome ?? null,
      };
    case 'verify':
      return {
        ...action,
        status: 'verified',
        verifiedAt: queuedAt,
        verifiedByName: context.me.name,
      };
    case 'reopen':
      return {
        ...action,
        status: 'open',
        doneAt: null,
        doneByName: null,
        doneNote: null,
        productOutcome: null,
        verifiedAt: null,
        verifiedByName: null,
        reopenReason: body.reason.trim(),
      };
  }
}

export function withPendingSteps(
  action: Action,
  pending: readonly PendingStep[],
  context: StepContext,
): Action {
  return pending.reduce((shown, step) => applyStep(shown, step, context), action);
}
