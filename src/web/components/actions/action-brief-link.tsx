import AlarmClock from 'lucide-react/icons/alarm-clock';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Repeat from 'lucide-react/icons/repeat';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isOutstanding } from '#domain/actions/actions';
import type { ActionBrief } from '#domain/actions/brief';
import type { FailurePriority } from '#domain/checklists/priorities';
import { labelMessages, useFormat, useLabels, useT } from '#web/lib/i18n';
import { useItemLabels } from '#web/lib/i18n/item-labels';
import { useNow } from '#web/lib/use-now';
import { Badge } from '../ui/badge';
import { cn } from '../ui/cn';
import { PRIORITY_TONES, STATUS_TONES, useActionWords } from './action-words';
import { actionBriefMessages } from './messages';

/** A due time this near is told by its time alone ('Due 2:30 PM'); further off, with its day. */
const SAME_DAY_MS = 20 * 60 * 60 * 1000;

/** 'Due 2:30 PM', 'Due Nov 25, 2:30 PM' or 'Overdue by 25 min', on this device's clock. */
function useDueText(dueAt: string, timeZone: string): { text: string; overdue: boolean } {
  const labels = useLabels();
  const label = useT(labelMessages);
  const format = useFormat();
  const now = useNow();
  const lateMs = now.getTime() - Date.parse(dueAt);
  if (lateMs > 0) {
    return { text: labels.overdue(Math.max(1, Math.floor(lateMs / 60_000))), overdue: true };
  }
  return {
    text:
      -lateMs < SAME_DAY_MS
        ? labels.due(dueAt, timeZone)
        : label('due', { time: format.dateTime(dueAt, timeZone) }),
    overdue: false,
  };
}

function DueText({ dueAt, timeZone }: { dueAt: string; timeZone: string }) {
  const due = useDueText(dueAt, timeZone);
  return (
    <span
      data-testid="action-brief-due"
      className={cn(
        'inline-flex items-center gap-1 font-medium whitespace-nowrap tabular-nums',
        due.overdue ? 'text-red-700 dark:text-red-300' : 'text-slate-700 dark:text-slate-300',
      )}
    >
      {due.overdue && <AlarmClock aria-hidden="true" className="h-3.5 w-3.5" />}
      {due.text}
    </span>
  );
}

/**
 * A failure's corrective action, leading to the action's own screen: what it is about (the
 * item, or "Corrective action" where the item is already on screen), then its status, whether
 * the failure keeps coming back, its owner and, while it is still to do, when it is due or how
 * overdue it is (counted on this device's clock).
 */
export function ActionBriefLink({
  brief,
  timeZone,
  heading,
  priority = null,
  className,
}: {
  brief: ActionBrief;
  /** The store's: the due time is told on its clock. */
  timeZone: string;
  /** The first line; "Corrective action" when none is given. */
  heading?: ReactNode;
  /** The failure's priority, where nothing beside it shows it already. */
  priority?: FailurePriority | null;
  className?: string;
}) {
  const t = useT(actionBriefMessages);
  const words = useActionWords();
  const itemLabels = useItemLabels();
  const owner = brief.owner ? words.owner(brief.owner) : t('noOwner');
  return (
    <Link
      to={`/actions/${encodeURIComponent(brief.id)}`}
      data-testid="action-brief"
      className={cn(
        'flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800/60',
        className,
      )}
    >
      <span className="min-w-0 flex-1">
        <span className="block font-semibold break-words text-slate-800 dark:text-slate-100">
          {heading ?? t('correctiveAction')}
        </span>
        {/* Spaces between the parts, so their words stay apart when read as one name. */}{' '}
        <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
          {priority && (
            <Badge tone={PRIORITY_TONES[priority]}>{itemLabels.priority(priority)}</Badge>
          )}{' '}
          <Badge tone={STATUS_TONES[brief.status]} data-testid="action-brief-status">
            {words.status(brief.status)}
          </Badge>{' '}
          {brief.recurring && (
            <Badge tone="red">
              <Repeat aria-hidden="true" className="h-3 w-3" />
              {words.recurring}
            </Badge>
          )}{' '}
          <span
            data-testid="action-brief-owner"
            className="min-w-0 break-words text-slate-700 dark:text-slate-300"
          >
            {owner}
          </span>{' '}
          {isOutstanding(brief.status) && <DueText dueAt={brief.dueAt} timeZone={timeZone} />}
        </span>
      </span>
      <ChevronRight
        aria-hidden="true"
        className="h-4 w-4 shrink-0 text-slate-500 rtl:-scale-x-100 dark:text-slate-400"
      />
    </Link>
  );
}
