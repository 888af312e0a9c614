import { Check, CloudOff, Loader2, LogIn, ServerCrash } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';
import type { SaveStatus } from '../hooks/use-save-status';

export const SAVE_MESSAGES = {
  saving: 'Saving…',
  saved: 'All changes saved',
  waiting: 'Waiting for connection — changes will be saved when you reconnect',
  retrying: 'The server is not answering — your changes are kept and sent when it is back',
  sessionEnded: 'Signed out — sign in to save your changes',
} as const;

const LINES: Record<SaveStatus['kind'], { icon: ReactNode; text: string; tone: string }> = {
  saved: {
    icon: <Check aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />,
    text: SAVE_MESSAGES.saved,
    tone: 'text-emerald-700 dark:text-emerald-400',
  },
  saving: {
    icon: <Loader2 aria-hidden="true" className="h-3.5 w-3.5 shrink-0 animate-spin" />,
    text: SAVE_MESSAGES.saving,
    tone: 'text-slate-600 dark:text-slate-300',
  },
  waiting: {
    icon: <CloudOff aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />,
    text: SAVE_MESSAGES.waiting,
    tone: 'text-amber-800 dark:text-amber-300',
  },
  retrying: {
    icon: <ServerCrash aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />,
    text: SAVE_MESSAGES.retrying,
    tone: 'text-amber-800 dark:text-amber-300',
  },
  'session-ended': {
    icon: <LogIn aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />,
    text: SAVE_MESSAGES.sessionEnded,
    tone: 'text-amber-800 dark:text-amber-300',
  },
};

/** Says whether the last edits reached the server; there is no Save button to press. */
export function SaveIndicator({ status, className }: { status: SaveStatus; className?: string }) {
  const line = LINES[status.kind];
  return (
    <div role="status" aria-live="polite" data-testid="save-indicator" className={className}>
      <p className={cn('flex items-center justify-center gap-1.5 text-xs font-medium', line.tone)}>
        {line.icon}
        {line.text}
      </p>
    </div>
  );
}
