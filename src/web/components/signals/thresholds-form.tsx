import ChevronDown from 'lucide-react/icons/chevron-down';
import { useId, useState, type FormEvent } from 'react';
import {
  eachThreshold,
  SIGNAL_THRESHOLD_BOUNDS,
  type SignalSettings,
  type SignalThresholdField,
  type SignalThresholds,
} from '#domain/signals/api';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/components/ui/cn';
import { Spinner } from '#web/components/ui/spinner';
import { TextField } from '#web/components/ui/text-field';
import { useFormat, useT } from '#web/lib/i18n';
import { useSaveSignalSettings, useSignalSettings } from './api';
import { signalMessages } from './messages';

const FIELDS = Object.values(eachThreshold((field) => field));

/** Each threshold's label in this form's catalogue. */
const LABELS = {
  fastTickItems: 'fastTickItems',
  fastTickSeconds: 'fastTickSeconds',
  afterShiftMinutes: 'afterShiftMinutes',
  onePersonShifts: 'onePersonShifts',
  sameReadingDays: 'sameReadingDays',
  roundReadingsMin: 'roundReadingsMin',
  roundReadingsPercent: 'roundReadingsPercent',
} as const satisfies Record<SignalThresholdField, string>;

type Draft = Record<SignalThresholdField, string>;

const draftOf = (thresholds: SignalThresholds): Draft =>
  eachThreshold((field) => String(thresholds[field]));

function Form({
  settings,
  save,
}: {
  settings: SignalSettings;
  save: ReturnType<typeof useSaveSignalSettings>;
}) {
  const t = useT(signalMessages);
  const format = useFormat();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings.thresholds));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A box left empty or not a number goes as it is, for the server to say what it takes.
    save.mutate(eachThreshold((field) => Number(draft[field].trim() || NaN)));
  };
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('thresholdsIntro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(LABELS[field])}
            inputMode="numeric"
            min={SIGNAL_THRESHOLD_BOUNDS[field].min}
            max={SIGNAL_THRESHOLD_BOUNDS[field].max}
            value={draft[field]}
            onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
          />
        ))}
      </div>
      {save.isError && <Alert tone="error">{save.error.message}</Alert>}
      {save.isSuccess && (
        <p role="status" className="text-sm font-medium text-emerald-800 dark:text-emerald-300">
          {t('thresholdsSaved')}
        </p>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {settings.updatedAt && settings.updatedByName
          ? t('lastChanged', {
              name: settings.updatedByName,
              time: format.dateTime(settings.updatedAt),
            })
          : t('defaults')}
      </p>
      <Button type="submit" disabled={save.isPending}>
        {t('saveThresholds')}
      </Button>
    </form>
  );
}

/** The chain's thresholds, for super admins: folded away under the signals until opened. */
export function ThresholdsForm() {
  const t = useT(signalMessages);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const settings = useSignalSettings(open);
  // Above the form, which is drawn again from what was saved: "Saved" stays in view.
  const save = useSaveSignalSettings();
  return (
    <div className="mt-4 border-t border-slate-200 pt-2 dark:border-slate-800">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-11 w-full items-center gap-2 rounded-lg px-1 text-start font-semibold hover:bg-slate-50 dark:hover:bg-slate-800/60"
        >
          <span className="flex-1">{t('thresholds')}</span>
          <ChevronDown
            aria-hidden="true"
            className={cn('h-5 w-5 transition-transform', open && 'rotate-180')}
          />
        </button>
      </h3>
      {open && (
        <div id={panelId} className="pt-2">
          {settings.isPending && <Spinner label={t('loading')} />}
          {settings.isError && <Alert tone="error">{settings.error.message}</Alert>}
          {settings.data && (
            <Form key={settings.data.updatedAt} settings={settings.data} save={save} />
          )}
        </div>
      )}
    </div>
  );
}
