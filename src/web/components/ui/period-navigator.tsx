import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

export interface PeriodNavigatorProps {
  /** 'Nov 16 – Nov 22, 2026' or 'November 2026'. */
  label: string;
  /** 'week' or 'month', for the buttons' names. */
  unit: string;
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
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="flex items-center gap-0.5 sm:gap-1">
        <Button
          variant="secondary"
          size="icon"
          aria-label={`Previous ${unit}`}
          onClick={onPrevious}
          className="w-10 sm:w-11"
        >
          <ChevronLeft aria-hidden="true" className="h-5 w-5" />
        </Button>
        <h2
          aria-live="polite"
          className="min-w-32 px-1 text-center text-sm font-semibold whitespace-nowrap tabular-nums sm:min-w-56 sm:text-lg"
        >
          {label}
        </h2>
        <Button
          variant="secondary"
          size="icon"
          aria-label={`Next ${unit}`}
          onClick={onNext}
          className="w-10 sm:w-11"
        >
          <ChevronRight aria-hidden="true" className="h-5 w-5" />
        </Button>
      </div>
      <Button
        variant={isCurrent ? 'ghost' : 'secondary'}
        onClick={onCurrent}
        aria-pressed={isCurrent}
        className="px-3 text-sm sm:px-4 sm:text-base"
      >
        {currentText}
      </Button>
    </div>
  );
}
