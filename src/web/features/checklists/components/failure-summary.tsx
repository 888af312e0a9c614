import type { ActionBrief } from '#domain/actions/brief';
import type { ChecklistItem } from '#domain/checklists/api';
import type { FailurePriority } from '#domain/checklists/priorities';
import { ActionBriefLink } from '#web/components/actions/action-brief-link';
import { Badge, type BadgeTone } from '#web/components/ui/badge';
import { useT } from '#web/lib/i18n';
import { useItemLabels } from '#web/lib/i18n/item-labels';
import { checklistMessages } from '../messages';
import { PhotoSetView } from './photos/photo-set';

export const PRIORITY_TONES: Record<FailurePriority, BadgeTone> = {
  A: 'red',
  B: 'orange',
  C: 'amber',
  D: 'neutral',
};

/**
 * What went wrong with a failed item, under its row: priority, state, the leader's comment and
 * the failure's corrective action (once the server has it).
 */
export function FailureSummary({
  item,
  action,
  timeZone,
}: {
  item: ChecklistItem;
  action: ActionBrief | undefined;
  /** The store's: the action's due time is told on its clock. */
  timeZone: string;
}) {
  const t = useT(checklistMessages);
  const itemLabels = useItemLabels();
  return (
    <div className="mb-2 ms-12 space-y-1.5 text-sm" data-testid="failure-summary">
      <div className="flex flex-wrap gap-1.5">
        {item.failurePriority && (
          <Badge
            tone={PRIORITY_TONES[item.failurePriority]}
            title={t('priorityDescription', { priority: item.failurePriority })}
          >
            {itemLabels.priority(item.failurePriority)}
          </Badge>
        )}
        {item.resolved ? (
          <Badge tone="green">{t('resolved')}</Badge>
        ) : (
          <Badge tone="red">{t('openIssue')}</Badge>
        )}
      </div>
      {item.failureComment && (
        <p className="break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
          {item.failureComment}
        </p>
      )}
      {action && <ActionBriefLink brief={action} timeZone={timeZone} />}
      <PhotoSetView compact set={{ kind: 'failure', itemId: item.id }} />
      <PhotoSetView compact set={{ kind: 'resolution', itemId: item.id }} />
    </div>
  );
}
