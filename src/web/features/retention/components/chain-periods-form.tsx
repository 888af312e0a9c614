import { useState } from 'react';
import { retentionPeriodsSchema, type RetentionSettings } from '#domain/retention/api';
import {
  RETENTION_KINDS,
  type RetentionKind,
  type RetentionPeriods,
} from '#domain/retention/retention';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { SectionCard } from '#web/components/ui/card';
import { useDomainText, useFormat, useT } from '#web/lib/i18n';
import { useSaveChainPeriods } from '../api/retention';
import { retentionMessages } from '../messages';
import { PeriodField, periodInput, periodOf, type PeriodInput } from './period-field';
import { KIND_TEXTS } from './period-text';

type Inputs = Record<RetentionKind, PeriodInput>;
type Problems = Partial<Record<RetentionKind, string>>;

const inputsOf = (periods: RetentionPeriods): Inputs => ({
  checklists: periodInput(periods.checklists),
  photos: periodInput(periods.photos),
  auditLog: periodInput(periods.auditLog),
  notifications: periodInput(periods.notifications),
});

/** The periods typed, or each field's problem (the domain's rule texts, in English). */
function checked(inputs: Inputs): { periods: RetentionPeriods } | { problems: Problems } {
  const periods: RetentionPeriods = {
    checklists: periodOf(inputs.checklists),
    photos: periodOf(inputs.photos),
    auditLog: periodOf(inputs.auditLog),
    notifications: periodOf(inputs.notifications),
  };
  const problems: Problems = {};
  for (const kind of RETENTION_KINDS) {
    const answer = retentionPeriodsSchema.shape[kind].safeParse(periods[kind]);
    const message = answer.error?.issues[0]?.message;
    if (message) problems[kind] = message;
  }
  return Object.keys(problems).length > 0 ? { problems } : { periods };
}

/** The chain's periods, one per kind, saved together. */
export function ChainPeriodsForm({ settings }: { settings: RetentionSettings }) {
  const t = useT(retentionMessages);
  const domainText = useDomainText();
  const format = useFormat();
  const save = useSaveChainPeriods();
  const [inputs, setInputs] = useState(() => inputsOf(settings.periods));
  const [problems, setProblems] = useState<Problems>({});
  const [saved, setSaved] = useState(false);

  const submit = () => {
    setSaved(false);
    const result = checked(inputs);
    if ('problems' in result) {
      setProblems(result.problems);
      return;
    }
    setProblems({});
    save.mutate(result.periods, {
      onSuccess: (answer) => {
        setInputs(inputsOf(answer.periods));
        setSaved(true);
      },
    });
  };

  return (
    <SectionCard id="chain-periods" title={t('chainTitle')} description={t('chainDescription')}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {RETENTION_KINDS.map((kind) => {
          const problem = problems[kind];
          return (
            <PeriodField
              key={kind}
              label={t(KIND_TEXTS[kind].label)}
              description={t(KIND_TEXTS[kind].description)}
              otherLabel={t('keepForever')}
              value={inputs[kind]}
              error={problem && domainText(problem)}
              onChange={(value) => {
                setSaved(false);
                setInputs((old) => ({ ...old, [kind]: value }));
              }}
            />
          );
        })}
        {settings.updatedAt && settings.updatedByName && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('savedBy', {
              name: settings.updatedByName,
              date: format.dateTime(settings.updatedAt),
            })}
          </p>
        )}
        {saved && <Alert tone="success">{t('chainSaved')}</Alert>}
        {save.isError && <Alert tone="error">{save.error.message}</Alert>}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </form>
    </SectionCard>
  );
}
