import CircleCheck from 'lucide-react/icons/circle-check';
import ShieldQuestion from 'lucide-react/icons/shield-question-mark';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { startOfWeek } from '#domain/dates';
import { EXPLANATION_MAX_LENGTH, type RecordSignal, type SignalKind } from '#domain/signals/api';
import { Alert } from '#web/components/ui/alert';
import { Button, buttonClasses } from '#web/components/ui/button';
import { TextareaField } from '#web/components/ui/textarea';
import { useFormat, useLabels, useT } from '#web/lib/i18n';
import { dailyViewPath } from '#web/lib/routes';
import { useSelectedStoreId } from '#web/lib/selected-store';
import { useExplainSignal } from './api';
import { signalMessages } from './messages';
import { useSignalText } from './signal-text';

const KIND_TITLES = {
  'fast-ticks': 'kindFastTicks',
  'after-shift': 'kindAfterShift',
  'one-person-day': 'kindOnePersonDay',
  'same-reading': 'kindSameReading',
  'round-readings': 'kindRoundReadings',
} as const satisfies Record<SignalKind, string>;

/** Where a signal's record is read: its checklist, or the store's temperature log of its week. */
function recordLink(signal: RecordSignal): {
  to: string;
  label: 'openChecklist' | 'openDay' | 'openLog';
} {
  if (signal.checklistId) {
    return { to: `/checklists/${encodeURIComponent(signal.checklistId)}`, label: 'openChecklist' };
  }
  if (signal.detail.kind === 'one-person-day') {
    return { to: dailyViewPath(signal.businessDate), label: 'openDay' };
  }
  return { to: `/records?week=${startOfWeek(signal.businessDate)}`, label: 'openLog' };
}

function ExplainForm({ signal, onDone }: { signal: RecordSignal; onDone: () => void }) {
  const t = useT(signalMessages);
  const explain = useExplainSignal();
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    explain.mutate({ id: signal.id, note }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="mt-3 space-y-3">
      <TextareaField
        label={t('explainLabel')}
        hint={t('explainHint')}
        value={note}
        maxLength={EXPLANATION_MAX_LENGTH}
        onChange={(event) => setNote(event.target.value)}
        error={explain.error?.message ?? null}
        autoFocus
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={explain.isPending}>
          {t('save')}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

function SignalItem({ signal, showWhere }: { signal: RecordSignal; showWhere: boolean }) {
  const t = useT(signalMessages);
  const format = useFormat();
  const labels = useLabels();
  const text = useSignalText();
  const explain = useExplainSignal();
  const [, selectStore] = useSelectedStoreId();
  const [explaining, setExplaining] = useState(false);
  const titleId = useId();
  const { explanation } = signal;
  const link = recordLink(signal);
  const where = {
    store: `${signal.storeName} (${signal.storeNumber})`,
    date: format.shortDate(signal.businessDate),
  };
  return (
    <li aria-labelledby={titleId} className="flex gap-3 py-4 first:pt-0 last:pb-0">
      {explanation ? (
        <CircleCheck
          aria-hidden="true"
          className="mt-0.5 h-5 w-5 shrink-0 text-slate-500 dark:text-slate-400"
        />
      ) : (
        <ShieldQuestion
          aria-hidden="true"
          className="mt-0.5 h-5 w-5 shrink-0 text-amber-700 dark:text-amber-400"
        />
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <h3 id={titleId} className="font-semibold">
          {t(KIND_TITLES[signal.detail.kind])}
        </h3>
        {showWhere && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {signal.category
              ? t('whereShift', { ...where, shift: labels.shift(signal.category) })
              : t('where', where)}
          </p>
        )}
        <p className="break-words" data-testid="signal-text">
          {text(signal)}
        </p>
        {explanation && (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            <span className="font-medium">
              {t('explained', {
                name: explanation.byName,
                time: format.dateTime(explanation.at, signal.timeZone),
              })}
            </span>{' '}
            <span className="break-words">{explanation.note}</span>
          </p>
        )}
        {explaining ? (
          <ExplainForm signal={signal} onDone={() => setExplaining(false)} />
        ) : (
          <div className="flex flex-wrap items-center gap-2 pt-1">
            {explanation ? (
              <Button
                size="sm"
                variant="secondary"
                disabled={explain.isPending}
                onClick={() => explain.mutate({ id: signal.id, note: null })}
              >
                {t('takeBack')}
              </Button>
            ) : (
              <Button size="sm" variant="secondary" onClick={() => setExplaining(true)}>
                {t('explain')}
              </Button>
            )}
            {showWhere && (
              <Link
                to={link.to}
                onClick={() => selectStore(signal.storeId)}
                className={buttonClasses('ghost', 'sm')}
              >
                {t(link.label)}
              </Link>
            )}
          </div>
        )}
        {explain.isError && !explaining && <Alert tone="error">{explain.error.message}</Alert>}
      </div>
    </li>
  );
}

/**
 * Record-confidence signals, each with what it saw in words and the manager's explanation;
 * `showWhere`: the store, day and shift of each, with a way to its record (Insights lists many
 * stores' signals; a checklist's page shows its own).
 */
export function SignalList({
  signals,
  showWhere,
  toExplain = 0,
}: {
  signals: readonly RecordSignal[];
  showWhere: boolean;
  /** How many are still to be explained, said above them when there are any. */
  toExplain?: number;
}) {
  const t = useT(signalMessages);
  return (
    <>
      {toExplain > 0 && (
        <p className="mb-3 text-sm font-medium text-amber-800 dark:text-amber-300">
          {t('toExplain', { count: toExplain })}
        </p>
      )}
      <ul aria-label={t('title')} className="divide-y divide-slate-200 dark:divide-slate-800">
        {signals.map((signal) => (
          <SignalItem key={signal.id} signal={signal} showWhere={showWhere} />
        ))}
      </ul>
    </>
  );
}
