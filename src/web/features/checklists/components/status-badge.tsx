import type { ChecklistDetail } from '#domain/checklists/api';
import { Badge, type BadgeTone } from '#web/components/ui/badge';

const TONES: Record<ChecklistDetail['status']['kind'], BadgeTone> = {
  completed: 'green',
  issues: 'red',
  'in-progress': 'amber',
};

/** 'Completed', 'N issue(s)' or 'In progress' (SPEC §4 "Checklist status"). */
export function StatusBadge({ status }: { status: ChecklistDetail['status'] }) {
  return (
    <Badge tone={TONES[status.kind]} data-testid="checklist-status">
      {status.label}
    </Badge>
  );
}
