import { Check, CloudOff, Loader2, LogIn, ServerCrash } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#web/components/ui/cn';
import type { SaveStatus } from '../hooks/use-save-status';

const changes = (count: number) => (count === 1 ? '1 change' : `${count} changes`);

export const SAVE_MESSAGES = {
  saving: 'Saving…',
  saved: 'All changes saved',
  waiting: (count: number) =>
    `Waiting for connection — ${changes(count)} will be saved when you reconnect`,
  retrying: (count: number) =>
    `The server is not answering — ${changes(count)} kept, sent as soon as it is back`,
  refusedForNow: (reason: string, count: number) => `${reason} (${changes(count)} kept)`,
  sessionEnded: (count: number) => `Signed out — sign in to save ${changes(count)}`,
} as const;

const ICON = 'h-3.5 w-3.5 shrink-0';
const AMBER = 'text-amber-800 dark:text-amber-300';

function line(status: SaveStatus): { icon: ReactNode; text: string; tone: string } {
  switch (status.kind) {
    case 'saved':
      return {
        icon: <Check aria-hidden="true" className={ICON} />,
        text: SAVE_MESSAGES.saved,
        tone: 'text-emerald-700 dark:text-emerald-400',
      };
    case 'saving':
      return {
        icon: <Loader2 aria-hidden="true" className={cn(ICON, 'animate-spin')} />,
        text: SAVE_MESSAGES.saving,
        tone: 'text-slate-600 dark:text-slate-300',
      };
    case 'waiting':
      return {
        icon: <CloudOff aria-hidden="true" className={ICON} />,
        text: SAVE_MESSAGES.waiting(status.count),
        tone: AMBER,
      };
    case 'retrying':
      return {
        icon: <ServerCrash aria-hidden="true" className={ICON} />,
        text: status.reason
          ? SAVE_MESSAGES.refusedForNow(status.reason, status.count)
          : SAVE_MESSAGES.retrying(status.count),
        tone: AMBER,
      };
    case 'session-ended':
      return {
        icon: <LogIn aria-hidden="true" className={ICON} />,
        text: SAVE_MESSAGES.sessionEnded(status.count),
        tone: AMBER,
      };
  }
}

/** Says whether the last edits reached the server; there is no Save button to press. */
export function SaveIndicator({ status, className }: { status: SaveStatus; className?: string }) {
  const { icon, text, tone } = line(status);
  return (
    <div role="status" aria-live="polite" data-testid="save-indicator" className={className}>
      <p className={cn('flex items-center justify-center gap-1.5 text-xs font-medium', tone)}>
        {icon}
        {text}
      </p>
    </div>
  );
}
