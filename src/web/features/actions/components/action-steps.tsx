import type { Action, ActionDetail, ActionStepBody } from '#domain/actions/api';
import { Button } from '#web/components/ui/button';
import { SectionCard } from '#web/components/ui/card';
import { useT } from '#web/lib/i18n';
import { queueActionStep, queueFixPhoto } from '../api/action-writes';
import { anyStep, availableSteps } from '../hooks/available-steps';
import { actionsMessages, type ActionTexts } from '../messages';
import { AssignForm } from './assign-form';
import { CheckForm } from './check-form';
import { DoneForm } from './done-form';
import { StepBlock } from './step-block';

const shortened = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

/** What the queue calls a step, should the server refuse it: the step and the item's words. */
function stepLabel(t: ActionTexts, body: ActionStepBody, item: string, ownerName = ''): string {
  switch (body.step) {
    case 'assign':
    case 'assign-contractor':
      return t('writeAssign', { item, name: ownerName });
    case 'start':
      return t('writeStart', { item });
    case 'done':
      return t('writeDone', { item });
    case 'verify':
      return t('writeVerify', { item });
    case 'reopen':
      return t('writeReopen', { item });
  }
}

/** The steps the person may take now; each waits in the offline queue until it can be sent. */
export function ActionSteps({
  action,
  people,
}: {
  action: Action;
  people: ActionDetail['people'];
}) {
  const t = useT(actionsMessages);
  const steps = availableSteps(action);
  const item = shortened(action.itemTextShown);
  const take = (body: ActionStepBody, ownerName?: string) =>
    queueActionStep(action.id, body, stepLabel(t, body, item, ownerName));

  return (
    <SectionCard
      id="action-steps"
      title={t('steps')}
      bodyClassName="divide-y divide-slate-200 dark:divide-slate-800"
    >
      {!anyStep(steps) && (
        <p className="text-slate-600 dark:text-slate-400" data-testid="action-no-steps">
          {action.status === 'verified' ? t('verifiedDone') : t('nothingToDo')}
        </p>
      )}
      {steps.start && (
        <StepBlock id="step-start" title={t('startTitle')} hint={t('startHint')}>
          <Button variant="secondary" onClick={() => take({ step: 'start' })}>
            {t('start')}
          </Button>
        </StepBlock>
      )}
      {steps.done && (
        <DoneForm
          onDone={(body, photos) => {
            take(body);
            for (const photo of photos) {
              queueFixPhoto(action, photo, t('writeFixPhoto', { item }));
            }
          }}
        />
      )}
      {steps.reopen && <CheckForm canVerify={steps.verify} onStep={(body) => take(body)} />}
      {steps.assign && <AssignForm people={people} onAssign={take} />}
    </SectionCard>
  );
}
