import Check from 'lucide-react/icons/check';
import CloudOff from 'lucide-react/icons/cloud-off';
import Loader2 from 'lucide-react/icons/loader-circle';
import LogIn from 'lucide-react/icons/log-in';
import ServerCrash from 'lucide-react/icons/server-crash';
import type { ReactNode } from 'react';
import { cn } from '#web/components/ui/cn';
import { useT } from '#web/lib/i18n';
import type { SaveStatus } from '../hooks/use-save-status';
import { checklistMessages, type ChecklistTexts } from '../messages';

const ICON = 'h-3.5 w-3.5 shrink-0';
const AMBER = 'text-amber-800 dark:text-amber-300';

function line(
  status: SaveStatus,
  t: ChecklistTexts,
): { icon: ReactNode; text: string; tone: string } {
  switch (status.kind) {
    case 'saved':
      return {
        icon: <Check aria-hidden="true" className={ICON} />,
        text: t('saved'),
        tone: 'text-emerald-700 dark:text-emerald-400',
      };
    case 'saving':
      return {
        icon: <Loader2 aria-hidden="true" className={cn(ICON, 'animate-spin')} />,
        text: t('saving'),
        tone: 'text-slate-600 dark:text-slate-300',
      };
    case 'waiting':
      return {
        icon: <CloudOff aria-hidden="true" className={ICON} />,
        text: t('waiting', { count: status.count }),
        tone: AMBER,
      };
    case 'retrying':
      return {
        icon: <ServerCrash aria-hidden="true" className={ICON} />,
        text: status.reason
          ? t('refusedForNow', { reason: status.reason, count: status.count })
          : t('retrying', { count: status.count }),
        tone: AMBER,
      };
    case 'session-ended':
      return {
        icon: <LogIn aria-hidden="true" className={ICON} />,
        text: t('sessionEnded', { count: status.count }),
        tone: AMBER,
      };
  }
}

/** Says whether the last edits reached the server; there is no Save button to press. */
export function SaveIndicator({ status, className }: { status: SaveStatus; className?: string }) {
  const t = useT(checklistMessages);
  const { icon, text, tone } = line(status, t);
  return (
    <div role="status" aria-live="polite" data-testid="save-indicator" className={className}>
      <p className={cn('flex items-center justify-center gap-1.5 text-xs font-medium', tone)}>
        {icon}
        {text}
      </p>
    </div>
  );
}
