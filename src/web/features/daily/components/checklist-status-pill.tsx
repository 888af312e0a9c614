import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import type { ChecklistSummary } from '#domain/checklists/api';
import { Badge, type BadgeTone } from '#web/components/ui/badge';
import { useLabels, useT } from '#web/lib/i18n';
import { dailyMessages } from '../messages';

const TONES: Record<ChecklistSummary['status']['kind'], BadgeTone> = {
  completed: 'green',
  issues: 'red',
  'in-progress': 'amber',
};

const ICONS = { completed: CheckCircle2, issues: AlertTriangle, 'in-progress': Clock } as const;

/**
 * 'Completed', 'N issue(s)' or 'In progress' (SPEC §4 "Checklist status"). Completion wins over
 * open issues, so a completed checklist that still has some says so in a badge of its own.
 */
export function ChecklistStatusPill({
  status,
  openIssues,
}: {
  status: ChecklistSummary['status'];
  openIssues: number;
}) {
  const t = useT(dailyMessages);
  const labels = useLabels();
  const Icon = ICONS[status.kind];
  return (
    <>
      <Badge tone={TONES[status.kind]} className="shrink-0 text-sm" data-testid="shift-status">
        <Icon aria-hidden="true" className="h-3.5 w-3.5" />
        {labels.status({ kind: status.kind, openIssues })}
      </Badge>
      {status.kind === 'completed' && openIssues > 0 && (
        <Badge tone="red" className="shrink-0 text-sm" data-testid="shift-open-issues">
          <AlertTriangle aria-hidden="true" className="h-3.5 w-3.5" />
          {t('openIssues', { count: openIssues })}
        </Badge>
      )}
    </>
  );
}
