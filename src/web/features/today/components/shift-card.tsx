import { AlertTriangle, CheckCircle2, Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { ChecklistSummary } from '../../../../domain/checklists/api';
import { SECTIONS, SECTION_TITLES } from '../../../../domain/sections';
import { SHIFT_LABELS, type ShiftCategory, type ShiftSetting } from '../../../../domain/shifts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';

const STATUS_STYLES = {
  completed: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  issues: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-300',
  'in-progress': 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-300',
} as const;

export function StatusPill({ status }: { status: ChecklistSummary['status'] }) {
  const Icon =
    status.kind === 'completed' ? CheckCircle2 : status.kind === 'issues' ? AlertTriangle : Clock;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-sm font-medium',
        STATUS_STYLES[status.kind],
      )}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
      {status.label}
    </span>
  );
}

function Bar({ value, label }: { value: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-500',
          value === 100 ? 'bg-emerald-600' : 'bg-blue-600 dark:bg-blue-500',
        )}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}

function Targets({ targets }: { targets: ChecklistSummary['targets'] }) {
  if (targets.recorded === 0)
    return <p className="text-sm text-slate-500 dark:text-slate-400">No results recorded yet</p>;
  return (
    <p className="text-sm">
      <span className="font-medium">
        {targets.met}/{targets.withText} met
      </span>
      <span className="text-slate-500 dark:text-slate-400">
        {' '}
        · {targets.met} met, {targets.unmet} not met
      </span>
    </p>
  );
}

interface ShiftCardProps {
  category: ShiftCategory;
  setting: ShiftSetting;
  checklist: ChecklistSummary | undefined;
  canCreate: boolean;
  creating: boolean;
  onCreate: () => void;
}

export function ShiftCard({
  category,
  setting,
  checklist,
  canCreate,
  creating,
  onCreate,
}: ShiftCardProps) {
  const title = `${SHIFT_LABELS[category]} Shift`;
  return (
    <Card className="flex flex-col" aria-labelledby={`shift-${category}`}>
      <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <div>
          <h2 id={`shift-${category}`} className="font-semibold">
            {title}
          </h2>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {setting.startTime} – {setting.endTime}
          </p>
        </div>
        {checklist && <StatusPill status={checklist.status} />}
      </div>
      <div className="flex flex-1 flex-col gap-4 px-4 py-4">
        {!setting.enabled ? (
          <div className="text-sm text-slate-600 dark:text-slate-400">
            <p>This shift is not enabled for this store.</p>
            <p>Store managers can enable this in store settings.</p>
          </div>
        ) : checklist ? (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Started by{' '}
              <span className="font-medium text-slate-900 dark:text-slate-100">
                {checklist.creatorName}
              </span>
            </p>
            <div className="space-y-1">
              <div className="flex justify-between text-sm">
                <span>Progress</span>
                <span className="font-medium">{checklist.progress}%</span>
              </div>
              <Bar value={checklist.progress} label={`${title} progress`} />
            </div>
            <ul className="space-y-1 text-sm">
              {SECTIONS.map((section) => {
                const counts = checklist.sectionCounts[section];
                return (
                  <li key={section} className="flex justify-between gap-2">
                    <span className="text-slate-600 dark:text-slate-400">
                      {SECTION_TITLES[section]}
                    </span>
                    <span className="shrink-0 font-medium">
                      {counts.done}/{counts.total}
                      {counts.issues > 0 && (
                        <span className="ml-2 text-amber-700 dark:text-amber-400">
                          {counts.issues} issue(s)
                        </span>
                      )}
                    </span>
                  </li>
                );
              })}
            </ul>
            <div className="border-t border-slate-200 pt-3 dark:border-slate-800">
              <p className="mb-1 text-sm font-medium">Shift Targets</p>
              <Targets targets={checklist.targets} />
            </div>
            <Link
              to={`/checklists/${checklist.id}`}
              className="mt-auto inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 px-4 font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
            >
              View Details
            </Link>
          </>
        ) : (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              No checklist yet for this shift.
            </p>
            {canCreate && (
              <Button
                className="mt-auto"
                onClick={onCreate}
                disabled={creating}
                aria-label={`Create ${title} checklist`}
              >
                {creating ? 'Creating...' : 'Create'}
              </Button>
            )}
          </>
        )}
      </div>
    </Card>
  );
}
