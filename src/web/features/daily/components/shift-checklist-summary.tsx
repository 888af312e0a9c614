import Target from 'lucide-react/icons/target';
import type { ChecklistSummary } from '#domain/checklists/api';
import type { ReactNode } from 'react';
import { SECTIONS, type Section } from '#domain/sections';
import { ProgressBar } from '#web/components/ui/progress-bar';
import { useFormat, useLabels, useT } from '#web/lib/i18n';
import { dailyMessages } from '../messages';

/** Renders a section's due time beside its counts. */
export type SectionDueSlot = (section: Section) => ReactNode;

function SectionRows({
  counts,
  due,
}: {
  counts: ChecklistSummary['sectionCounts'];
  due: SectionDueSlot | undefined;
}) {
  const t = useT(dailyMessages);
  const format = useFormat();
  const labels = useLabels();
  return (
    <ul className="space-y-1.5 text-sm">
      {SECTIONS.map((section) => {
        const { done, total, issues } = counts[section];
        return (
          <li key={section} className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 text-slate-700 dark:text-slate-300">
              {labels.section(section)}
              {due && <span className="mt-0.5 block">{due(section)}</span>}
            </span>
            <span className="flex shrink-0 items-baseline gap-2 tabular-nums">
              {issues > 0 && (
                <span className="text-xs font-semibold text-red-700 dark:text-red-300">
                  {t('sectionIssues', { count: issues })}
                </span>
              )}
              <span className="font-medium">
                {format.number(done)}/{format.number(total)}
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
  const t = useT(dailyMessages);
  const format = useFormat();
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60">
      <p className="flex items-center gap-1.5 font-medium">
        <Target aria-hidden="true" className="h-4 w-4 text-slate-500 dark:text-slate-400" />
        {t('shiftTargets')}
        {targets.withText > 0 && (
          <span className="ms-auto tabular-nums">
            {t('targetsMet', {
              met: format.number(targets.met),
              total: format.number(targets.withText),
            })}
          </span>
        )}
      </p>
      {targets.withText === 0 ? (
        <p className="mt-0.5 text-slate-600 dark:text-slate-400">{t('noResults')}</p>
      ) : (
        <p className="mt-0.5 text-slate-600 dark:text-slate-400">
          <span className="text-emerald-700 dark:text-emerald-300">
            {t('met', { count: targets.met })}
          </span>
          {' · '}
          <span className="text-red-700 dark:text-red-300">
            {t('notMet', { count: targets.unmet })}
          </span>
        </p>
      )}
    </div>
  );
}

/** Where the creator's name goes in 'Created by {name}': a character no text holds. */
const NAME_MARK = '\u0000';

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
  const t = useT(dailyMessages);
  const format = useFormat();
  // The creator's name stands out within the sentence, wherever the language puts it.
  const [before = '', after = ''] = t('createdBy', { name: NAME_MARK }).split(NAME_MARK);
  return (
    <>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {before}
        <span className="font-medium text-slate-900 dark:text-slate-100">
          {checklist.creatorName}
        </span>
        {after}
      </p>
      <div className="space-y-1.5">
        <div className="flex justify-between text-sm">
          <span className="font-medium">{t('progress')}</span>
          <span className="font-semibold tabular-nums">
            {format.percent(checklist.progress)}
            {checklist.openIssues > 0 && (
              <span className="text-red-700 dark:text-red-300">
                {' · '}
                {t('openIssues', { count: checklist.openIssues })}
              </span>
            )}
          </span>
        </div>
        <ProgressBar
          value={checklist.progress}
          label={t('progressLabel', { shift: shiftTitle })}
          className="h-2"
        />
      </div>
      <SectionRows counts={checklist.sectionCounts} due={due} />
      <ShiftTargets targets={checklist.targets} />
    </>
  );
}
