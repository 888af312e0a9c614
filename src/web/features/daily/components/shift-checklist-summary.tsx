import { Target } from 'lucide-react';
import type { ChecklistSummary } from '#domain/checklists/api';
import type { ReactNode } from 'react';
import { SECTIONS, SECTION_TITLES, type Section } from '#domain/sections';
import { openIssuesLabel } from '#web/components/reports/shift-cell-state';
import { ProgressBar } from '#web/components/ui/progress-bar';

function issuesLabel(count: number): string {
  return `${count} issue(s)`;
}

/** Renders a section's due time beside its counts. */
export type SectionDueSlot = (section: Section) => ReactNode;

function SectionRows({
  counts,
  due,
}: {
  counts: ChecklistSummary['sectionCounts'];
  due: SectionDueSlot | undefined;
}) {
  return (
    <ul className="space-y-1.5 text-sm">
      {SECTIONS.map((section) => {
        const { done, total, issues } = counts[section];
        return (
          <li key={section} className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 text-slate-700 dark:text-slate-300">
              {SECTION_TITLES[section]}
              {due && <span className="mt-0.5 block">{due(section)}</span>}
            </span>
            <span className="flex shrink-0 items-baseline gap-2 tabular-nums">
              {issues > 0 && (
                <span className="text-xs font-semibold text-red-700 dark:text-red-300">
                  {issuesLabel(issues)}
                </span>
              )}
              <span className="font-medium">
                {done}/{total}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** SPEC §2: targets met out of the targets with text, with met and unmet counts. */
function ShiftTargets({ targets }: { targets: ChecklistSummary['targets'] }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60">
      <p className="flex items-center gap-1.5 font-medium">
        <Target aria-hidden="true" className="h-4 w-4 text-slate-500 dark:text-slate-400" />
        Shift Targets
        {targets.withText > 0 && (
          <span className="ml-auto tabular-nums">
            {targets.met}/{targets.withText} met
          </span>
        )}
      </p>
      {targets.withText === 0 ? (
        <p className="mt-0.5 text-slate-600 dark:text-slate-400">No results recorded yet</p>
      ) : (
        <p className="mt-0.5 text-slate-600 dark:text-slate-400">
          <span className="text-emerald-700 dark:text-emerald-300">{targets.met} met</span>
          {' · '}
          <span className="text-red-700 dark:text-red-300">{targets.unmet} not met</span>
        </p>
      )}
    </div>
  );
}

/** The body of a shift card with a checklist: who started it, progress, sections, targets. */
export function ShiftChecklistSummary({
  checklist,
  shiftTitle,
  due,
}: {
  checklist: ChecklistSummary;
  shiftTitle: string;
  due?: SectionDueSlot | undefined;
}) {
  return (
    <>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Created by{' '}
        <span className="font-medium text-slate-900 dark:text-slate-100">
          {checklist.creatorName}
        </span>
      </p>
      <div className="space-y-1.5">
        <div className="flex justify-between text-sm">
          <span className="font-medium">Progress</span>
          <span className="font-semibold tabular-nums">
            {checklist.progress}%
            {checklist.openIssues > 0 && (
              <span className="text-red-700 dark:text-red-300">
                {' · '}
                {openIssuesLabel(checklist.openIssues)}
              </span>
            )}
          </span>
        </div>
        <ProgressBar value={checklist.progress} label={`${shiftTitle} progress`} className="h-2" />
      </div>
      <SectionRows counts={checklist.sectionCounts} due={due} />
      <ShiftTargets targets={checklist.targets} />
    </>
  );
}
