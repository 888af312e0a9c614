import { Alert } from '#web/components/ui/alert';
import { SectionCard } from '#web/components/ui/card';
import { Spinner } from '#web/components/ui/spinner';
import { useT } from '#web/lib/i18n';
import { useChecklistSignals } from './api';
import { signalMessages } from './messages';
import { SignalList } from './signal-list';

/**
 * A checklist's record-confidence signals, for its store's managers (docs/decisions/050): loaded
 * after the checklist, never with the shift leader's first code.
 */
export function ChecklistSignalsCard({ checklistId }: { checklistId: string }) {
  const t = useT(signalMessages);
  const signals = useChecklistSignals(checklistId);
  return (
    <SectionCard id="checklist-signals" title={t('title')} description={t('intro')}>
      {signals.isPending && <Spinner label={t('loading')} />}
      {signals.isError && <Alert tone="error">{signals.error.message}</Alert>}
      {signals.data &&
        (signals.data.signals.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('checklistNone')}</p>
        ) : (
          <SignalList signals={signals.data.signals} showWhere={false} />
        ))}
    </SectionCard>
  );
}
