import type { ChecklistItem } from '#domain/checklists/api';
import { sectionCounts, sectionProgress } from '#domain/checklists/progress';
import type { Section } from '#domain/sections';
import { ProgressBar } from '#web/components/ui/progress-bar';
import { useFormat, useT } from '#web/lib/i18n';
import { useItemLabels } from '#web/lib/i18n/item-labels';
import type { RefusedWrite } from '#web/lib/offline-queue';
import type { SaveStatus } from '../hooks/use-save-status';
import { checklistMessages } from '../messages';
import { RefusedChanges } from './refused-changes';
import { SaveIndicator } from './save-indicator';
import { SectionTabList, type SectionTabIds } from './section-tabs';

/**
 * The bar a thumb reaches on a phone: the three sections, each with its own progress, and the
 * save indicator above them. Fixed to the bottom; the page leaves room for it.
 */
export function SectionTabBar({
  ids,
  selected,
  onSelect,
  items,
  saveStatus,
  refused,
  onDismissRefused,
}: {
  ids: SectionTabIds;
  selected: Section;
  onSelect: (section: Section) => void;
  items: readonly ChecklistItem[];
  saveStatus: SaveStatus | null;
  refused: readonly RefusedWrite[];
  onDismissRefused: () => void;
}) {
  const t = useT(checklistMessages);
  const itemLabels = useItemLabels();
  const format = useFormat();
  return (
    <div
      data-print="hide"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur lg:start-64 dark:border-slate-800 dark:bg-slate-900/95"
    >
      <div className="mx-auto max-w-3xl px-2 pt-1 pb-[max(0.375rem,env(safe-area-inset-bottom))]">
        {saveStatus && <SaveIndicator status={saveStatus} className="px-2 py-1" />}
        <RefusedChanges refused={refused} onDismiss={onDismissRefused} />
        <SectionTabList
          ids={ids}
          selected={selected}
          onSelect={onSelect}
          className="grid grid-cols-3 gap-1"
          tabClassName="flex min-h-14 min-w-0 flex-col items-stretch justify-center gap-1 rounded-lg px-2 py-1.5 text-slate-700 hover:bg-slate-100 data-[state=active]:bg-blue-50 data-[state=active]:text-blue-800 dark:text-slate-300 dark:hover:bg-slate-800 dark:data-[state=active]:bg-blue-950 dark:data-[state=active]:text-blue-200"
        >
          {(section) => {
            const counts = sectionCounts(items, section);
            const label = itemLabels.sectionTab(section);
            return (
              <>
                <span className="truncate text-center text-sm font-semibold">{label}</span>
                <span className="flex items-center gap-1.5">
                  <ProgressBar
                    value={sectionProgress(items, section)}
                    label={t('sectionProgress', { section: label })}
                    className="flex-1"
                  />
                  <span className="shrink-0 text-[0.6875rem] leading-none font-medium tabular-nums opacity-90">
                    {format.number(counts.done)}/{format.number(counts.total)}
                  </span>
                </span>
              </>
            );
          }}
        </SectionTabList>
      </div>
    </div>
  );
}
