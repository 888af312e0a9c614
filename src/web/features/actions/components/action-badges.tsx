import AlarmClock from 'lucide-react/icons/alarm-clock';
import Repeat from 'lucide-react/icons/repeat';
import type { ActionStatus } from '#domain/actions/actions';
import type { FailurePriority } from '#domain/checklists/priorities';
import { PRIORITY_TONES, STATUS_TONES, useActionWords } from '#web/components/actions/action-words';
import { Badge } from '#web/components/ui/badge';
import { useFormat, useLabels, useT } from '#web/lib/i18n';
import { useItemLabels } from '#web/lib/i18n/item-labels';
import { dueWords } from '../hooks/action-words';
import { dueState } from '../hooks/due-state';
import { actionsMessages } from '../messages';

export function PriorityBadge({ priority }: { priority: FailurePriority | null }) {
  const itemLabels = useItemLabels();
  if (!priority) return null;
  return (
    <Badge tone={PRIORITY_TONES[priority]} data-testid="action-priority">
      {itemLabels.priority(priority)}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: ActionStatus }) {
  const words = useActionWords();
  return (
    <Badge tone={STATUS_TONES[status]} data-testid="action-status">
      {words.status(status)}
    </Badge>
  );
}

export function RecurringBadge() {
  const words = useActionWords();
  return (
    <Badge tone="red" data-testid="action-recurring">
      <Repeat aria-hidden="true" className="h-3.5 w-3.5" />
      {words.recurring}
    </Badge>
  );
}

/** When it is due, counting on the screen's clock; nothing once it is done. */
export function DueBadge({
  action,
  now,
}: {
  action: { status: ActionStatus; dueAt: string; overdue?: boolean };
  now: Date;
}) {
  const t = useT(actionsMessages);
  const labels = useLabels();
  const format = useFormat();
  const words = dueWords(t, labels, format, action, now);
  if (words === null) return null;
  const overdue = dueState(action, now).kind === 'overdue';
  return (
    <Badge
      tone={overdue ? 'red' : 'neutral'}
      title={format.dateTime(action.dueAt)}
      data-testid="action-due"
    >
      {overdue && <AlarmClock aria-hidden="true" className="h-3.5 w-3.5" />}
      {words}
    </Badge>
  );
}
