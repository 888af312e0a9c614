import { AlertCircle, Check, CloudOff, Loader2, X } from 'lucide-react';
import { cn } from '../../../components/ui/cn';
import type { SaveStatus } from '../hooks/use-save-status';

export const SAVE_MESSAGES = {
  saving: 'Saving…',
  saved: 'All changes saved',
  waiting: 'Waiting for connection — changes will be saved when you reconnect',
} as const;

/** Says whether the last edits reached the server; there is no Save button to press. */
export function SaveIndicator({
  status,
  onDismiss,
  className,
}: {
  status: SaveStatus;
  onDismiss: () => void;
  className?: string;
}) {
  const base = 'flex items-center justify-center gap-1.5 text-xs font-medium';
  return (
    <div role="status" aria-live="polite" data-testid="save-indicator" className={className}>
      {status.kind === 'saved' && (
        <p className={cn(base, 'text-emerald-700 dark:text-emerald-400')}>
          <Check aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
          {SAVE_MESSAGES.saved}
        </p>
      )}
      {status.kind === 'saving' && (
        <p className={cn(base, 'text-slate-600 dark:text-slate-300')}>
          <Loader2 aria-hidden="true" className="h-3.5 w-3.5 shrink-0 animate-spin" />
          {SAVE_MESSAGES.saving}
        </p>
      )}
      {status.kind === 'waiting' && (
        <p className={cn(base, 'text-amber-800 dark:text-amber-300')}>
          <CloudOff aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
          {SAVE_MESSAGES.waiting}
        </p>
      )}
      {status.kind === 'error' && (
        <p className={cn(base, 'text-red-700 dark:text-red-400')}>
          <AlertCircle aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
          <span>Not saved: {status.message}</span>
          <button
            type="button"
            onClick={onDismiss}
            aria-label="Dismiss"
            className="-my-2 flex h-8 w-8 items-center justify-center rounded-md hover:bg-red-50 dark:hover:bg-red-950"
          >
            <X aria-hidden="true" className="h-3.5 w-3.5" />
          </button>
        </p>
      )}
    </div>
  );
}
