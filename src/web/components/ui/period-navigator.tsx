import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useT } from '#web/lib/i18n';
import { uiMessages } from '../messages';
import { Button } from './button';

export interface PeriodNavigatorProps {
  /** 'Nov 16 – Nov 22, 2026' or 'November 2026'. */
  label: string;
  /** What one step is, for the buttons' names: 'Previous week', 'Next month'. */
  unit: 'week' | 'month';
  /** 'This Week' or 'This Month'. */
  currentText: string;
  isCurrent: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onCurrent: () => void;
}

/** Previous / label / next, and a jump back to the current period. */
export function PeriodNavigator({
  label,
  unit,
  currentText,
  isCurrent,
  onPrevious,
  onNext,
  onCurrent,
}: PeriodNavigatorProps) {
  const t = useT(uiMessages);
  // The label comes first and the three buttons stay together, so on a phone the label takes
  // its own line and the buttons sit as one group below it instead of wrapping one by one.
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <h2
        aria-live="polite"
        className="w-full text-base font-semibold whitespace-nowrap tabular-nums sm:w-auto sm:min-w-56 sm:text-lg"
      >
        {label}
      </h2>
      <div className="flex items-center gap-1">
        <Button
          variant="secondary"
          size="icon"
          aria-label={t('previousPeriod', { unit })}
          onClick={onPrevious}
        >
          <ChevronLeft aria-hidden="true" className="h-5 w-5 rtl:-scale-x-100" />
        </Button>
        <Button
          variant="secondary"
          onClick={onCurrent}
          aria-pressed={isCurrent}
          className="px-3 whitespace-nowrap aria-pressed:bg-slate-100 aria-pressed:text-slate-600 dark:aria-pressed:bg-slate-800 dark:aria-pressed:text-slate-300"
        >
          {currentText}
        </Button>
        <Button
          variant="secondary"
          size="icon"
          aria-label={t('nextPeriod', { unit })}
          onClick={onNext}
        >
          <ChevronRight aria-hidden="true" className="h-5 w-5 rtl:-scale-x-100" />
        </Button>
      </div>
    </div>
  );
}
