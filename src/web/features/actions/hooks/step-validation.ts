// A step is checked in the browser by the schema the server checks it with, so the person is
// told at once (and in their language) what a step lacks, even with no signal to ask.
import { actionStepBodySchema, type ActionStepBody } from '#domain/actions/api';
import { ACTION_MESSAGES } from '#domain/actions/messages';

/** Each field's first problem, in the domain's English (the screen translates it). */
export type StepErrors = Partial<Record<string, string>>;

export function stepErrors(body: ActionStepBody): StepErrors | null {
  if (body.step === 'assign' && body.userId === '')
    return { userId: ACTION_MESSAGES.ownerRequired };
  const parsed = actionStepBodySchema.safeParse(body);
  if (parsed.success) return null;
  const errors: StepErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'step');
    errors[field] ??= issue.message;
  }
  return errors;
}
