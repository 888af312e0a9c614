import AlarmClock from 'lucide-react/icons/alarm-clock';
import { sectionDueStatus, type SectionDueTone } from '#domain/due/section-status';
import type { ShiftTiming } from '#domain/due/shift-timing';
import type { Section } from '#domain/sections';
import { useLabels } from '#web/lib/i18n';
import { cn } from '../ui/cn';

const TONES: Record<SectionDueTone, string> = {
  overdue: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  late: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  'on-time': 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  upcoming: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

/** A section's due time, or how overdue it is, as a small pill. */
export function SectionDue({
  timing,
  section,
  timeZone,
  now,
}: {
  timing: ShiftTiming;
  section: Section;
  timeZone: string;
  now: Date;
}) {
  const labels = useLabels();
  const status = sectionDueStatus(timing, section, now);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[status.tone],
      )}
      title={labels.due(status.dueAt, timeZone)}
      data-testid={`due-${section}`}
    >
      {status.tone === 'overdue' && <AlarmClock aria-hidden="true" className="h-3.5 w-3.5" />}
      {labels.dueState(status, timeZone)}
    </span>
  );
}

/** A shift that should have a checklist by now and has none. */
export function NotStartedPill() {
  const labels = useLabels();
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800 dark:bg-red-950 dark:text-red-200">
      <AlarmClock aria-hidden="true" className="h-3.5 w-3.5" />
      {labels.notStarted()}
    </span>
  );
}
