import { useState, type FormEvent } from 'react';
import type { ActionStepBody } from '#domain/actions/api';
import { ACTION_NOTE_MAX_LENGTH } from '#domain/actions/messages';
import { Button } from '#web/components/ui/button';
import { TextareaField } from '#web/components/ui/textarea';
import { useDomainText, useT } from '#web/lib/i18n';
import { stepErrors, type StepErrors } from '../hooks/step-validation';
import { actionsMessages } from '../messages';
import { StepBlock } from './step-block';

/** A manager's check of what was done: verify it, or reopen it with why. */
export function CheckForm({
  canVerify,
  onStep,
}: {
  /** Done and not yet verified; a verified action can still be reopened. */
  canVerify: boolean;
  onStep: (body: ActionStepBody) => void;
}) {
  const t = useT(actionsMessages);
  const domainText = useDomainText();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<StepErrors>({});

  function reopen(event: FormEvent) {
    event.preventDefault();
    const body: ActionStepBody = { step: 'reopen', reason };
    const found = stepErrors(body);
    setErrors(found ?? {});
    if (found) return;
    onStep(body);
    setReason('');
  }

  return (
    <>
      {canVerify && (
        <StepBlock id="step-verify" title={t('verifyTitle')} hint={t('verifyHint')}>
          <Button onClick={() => onStep({ step: 'verify' })}>{t('verify')}</Button>
        </StepBlock>
      )}
      <StepBlock id="step-reopen" title={t('reopenTitle')}>
        <form noValidate onSubmit={reopen} className="space-y-3">
          <TextareaField
            label={t('reopenReason')}
            value={reason}
            required
            maxLength={ACTION_NOTE_MAX_LENGTH}
            onChange={(event) => {
              setReason(event.target.value);
              setErrors({});
            }}
            error={errors.reason ? domainText(errors.reason) : null}
          />
          <Button type="submit" variant="danger-outline">
            {t('reopen')}
          </Button>
        </form>
      </StepBlock>
    </>
  );
}
