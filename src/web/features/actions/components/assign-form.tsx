import { useState, type FormEvent } from 'react';
import type { ActionDetail, ActionStepBody } from '#domain/actions/api';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/components/ui/cn';
import { SelectField } from '#web/components/ui/select-field';
import { TextField } from '#web/components/ui/text-field';
import { useDomainText, useT } from '#web/lib/i18n';
import { stepErrors, type StepErrors } from '../hooks/step-validation';
import { actionsMessages } from '../messages';
import { StepBlock } from './step-block';

type Kind = 'person' | 'contractor';

function KindChoice({ kind, onChange }: { kind: Kind; onChange: (kind: Kind) => void }) {
  const t = useT(actionsMessages);
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('assignKind')}
      </legend>
      <div className="flex flex-wrap gap-2">
        {(['person', 'contractor'] as const).map((value) => (
          <label
            key={value}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 font-medium',
              kind === value
                ? 'border-blue-600 bg-blue-50 text-blue-900 dark:border-blue-400 dark:bg-blue-950 dark:text-blue-100'
                : 'border-slate-300 dark:border-slate-700',
            )}
          >
            <input
              type="radio"
              name="assign-kind"
              value={value}
              checked={kind === value}
              onChange={() => onChange(value)}
              className="h-4 w-4 accent-blue-700"
            />
            {value === 'person' ? t('assignPerson') : t('assignContractor')}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Hands the action to a person of the store, or to an outside contractor by name and e-mail. */
export function AssignForm({
  people,
  onAssign,
}: {
  people: ActionDetail['people'];
  /** Queues the step; `ownerName` names it if the server refuses it. */
  onAssign: (body: ActionStepBody, ownerName: string) => void;
}) {
  const t = useT(actionsMessages);
  const domainText = useDomainText();
  const [kind, setKind] = useState<Kind>('person');
  const [userId, setUserId] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<StepErrors>({});
  const error = (field: string) => {
    const message = errors[field];
    return message ? domainText(message) : undefined;
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: ActionStepBody =
      kind === 'person' ? { step: 'assign', userId } : { step: 'assign-contractor', name, email };
    const found = stepErrors(body);
    setErrors(found ?? {});
    if (found) return;
    const ownerName =
      kind === 'person' ? (people.find((person) => person.id === userId)?.name ?? '') : name.trim();
    onAssign(body, ownerName);
    setUserId('');
    setName('');
    setEmail('');
  }

  return (
    <StepBlock id="step-assign" title={t('assignTitle')}>
      <form noValidate onSubmit={submit} className="space-y-3">
        <KindChoice
          kind={kind}
          onChange={(next) => {
            setKind(next);
            setErrors({});
          }}
        />
        {kind === 'person' ? (
          <SelectField
            label={t('person')}
            value={userId}
            onChange={(event) => {
              setUserId(event.target.value);
              setErrors({});
            }}
            error={error('userId')}
          >
            <option value="">{t('choosePerson')}</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </SelectField>
        ) : (
          <>
            <TextField
              label={t('contractorName')}
              value={name}
              autoComplete="off"
              onChange={(event) => setName(event.target.value)}
              error={error('name')}
            />
            <TextField
              label={t('contractorEmail')}
              type="email"
              inputMode="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={error('email')}
            />
          </>
        )}
        <Button type="submit">{t('assign')}</Button>
      </form>
    </StepBlock>
  );
}
