import type { ChecklistDetail } from '#domain/checklists/api';
import { Badge, type BadgeTone } from '#web/components/ui/badge';
import { useLabels, useT } from '#web/lib/i18n';
import { checklistMessages } from '../messages';

const TONES: Record<ChecklistDetail['status']['kind'], BadgeTone> = {
  completed: 'green',
  issues: 'red',
  'in-progress': 'amber',
};

/**
 * 'Completed', 'N issue(s)' or 'In progress' (SPEC §4 "Checklist status"). Completion wins over
 * open issues, so a completed checklist that still has some says so in a badge of its own.
 */
export function StatusBadge({
  status,
  openIssues,
}: {
  status: ChecklistDetail['status'];
  openIssues: number;
}) {
  const t = useT(checklistMessages);
  const labels = useLabels();
  return (
    <>
      <Badge tone={TONES[status.kind]} data-testid="checklist-status">
        {labels.status({ kind: status.kind, openIssues })}
      </Badge>
      {status.kind === 'completed' && openIssues > 0 && (
        <Badge tone="red" data-testid="checklist-open-issues">
          {t('openIssues', { count: openIssues })}
        </Badge>
      )}
    </>
  );
}
