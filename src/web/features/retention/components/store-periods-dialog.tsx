import { useState } from 'react';
import { storeRetentionPeriodsSchema, type StoreRetention } from '#domain/retention/api';
import {
  STORE_RETENTION_KINDS,
  type RetentionPeriods,
  type StoreRetentionKind,
  type StoreRetentionPeriods,
} from '#domain/retention/retention';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Modal } from '#web/components/ui/dialog';
import { useDomainText, useT } from '#web/lib/i18n';
import { useSaveStorePeriods } from '../api/retention';
import { retentionMessages } from '../messages';
import { PeriodField, periodInput, periodOf, type PeriodInput } from './period-field';
import { KIND_TEXTS, usePeriodText } from './period-text';

type Inputs = Record<StoreRetentionKind, PeriodInput>;
type Problems = Partial<Record<StoreRetentionKind, string>>;

function checked(inputs: Inputs): { periods: StoreRetentionPeriods } | { problems: Problems } {
  const periods: StoreRetentionPeriods = {
    checklists: periodOf(inputs.checklists),
    photos: periodOf(inputs.photos),
    notifications: periodOf(inputs.notifications),
  };
  const problems: Problems = {};
  for (const kind of STORE_RETENTION_KINDS) {
    const answer = storeRetentionPeriodsSchema.shape[kind].safeParse(periods[kind]);
    const message = answer.error?.issues[0]?.message;
    if (message) problems[kind] = message;
  }
  return Object.keys(problems).length > 0 ? { problems } : { periods };
}

/** A store's own periods: per kind, the chain's or a number of days. */
export function StorePeriodsDialog({
  store,
  chain,
  label,
  onClose,
}: {
  store: StoreRetention;
  chain: RetentionPeriods;
  /** The store as the list names it. */
  label: string;
  onClose: (saved: boolean) => void;
}) {
  const t = useT(retentionMessages);
  const domainText = useDomainText();
  const periodText = usePeriodText();
  const save = useSaveStorePeriods(store.storeId);
  const [inputs, setInputs] = useState<Inputs>(() => ({
    checklists: periodInput(store.overrides.checklists),
    photos: periodInput(store.overrides.photos),
    notifications: periodInput(store.overrides.notifications),
  }));
  const [problems, setProblems] = useState<Problems>({});

  const submit = () => {
    const result = checked(inputs);
    if ('problems' in result) {
      setProblems(result.problems);
      return;
    }
    setProblems({});
    save.mutate(result.periods, { onSuccess: () => onClose(true) });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose(false)}
      title={t('storePeriodsTitle', { store: label })}
      description={t('storePeriodsDescription')}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {STORE_RETENTION_KINDS.map((kind) => {
          const problem = problems[kind];
          return (
            <PeriodField
              key={kind}
              label={t(KIND_TEXTS[kind].label)}
              description={t(KIND_TEXTS[kind].description)}
              otherLabel={t('keepChain', { period: periodText(chain[kind]) })}
              value={inputs[kind]}
              error={problem && domainText(problem)}
              onChange={(value) => setInputs((old) => ({ ...old, [kind]: value }))}
            />
          );
        })}
        {save.isError && <Alert tone="error">{save.error.message}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onClose(false)}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('saving') : t('save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
