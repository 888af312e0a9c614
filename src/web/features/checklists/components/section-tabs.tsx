import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { SECTIONS, type Section } from '#domain/sections';
import { useT } from '#web/lib/i18n';
import { checklistMessages } from '../messages';

/**
 * The checklist's three sections as WAI-ARIA tabs (tablist, tab, tabpanel), written here rather
 * than taken from Radix Tabs: every panel stays mounted for printing, and Radix checks each
 * mounted panel for a running exit animation, which made the browser recalculate styles during
 * the checklist's first render (about 15 ms of a phone's time). What these tabs do is small:
 * ids that tie each tab to its panel, one tab in the Tab order, arrow keys to move between tabs,
 * and Enter or Space (a button's own) to show one.
 */
export function useSectionTabIds() {
  const base = useId();
  return (section: Section) => ({ tab: `${base}tab-${section}`, panel: `${base}panel-${section}` });
}

export type SectionTabIds = ReturnType<typeof useSectionTabIds>;

const next = (i: number, n: number) => (i + 1) % n;
const previous = (i: number, n: number) => (i - 1 + n) % n;

const STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: next,
  ArrowLeft: previous,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** Right to left, the tabs run from the right: → goes back to the one before. */
const STEP_RTL: Record<string, (index: number, count: number) => number> = {
  ...STEP,
  ArrowRight: previous,
  ArrowLeft: next,
};

/** Arrow keys, Home and End move the focus along the tabs; showing one waits for Enter or Space. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const step = (rtl ? STEP_RTL : STEP)[event.key];
  if (!step) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const index = tabs.findIndex((tab) => tab === document.activeElement);
  if (index < 0) return;
  event.preventDefault();
  tabs[step(index, tabs.length)]?.focus();
}

export function SectionTabList({
  ids,
  selected,
  onSelect,
  className,
  tabClassName,
  children,
}: {
  ids: SectionTabIds;
  selected: Section;
  onSelect: (section: Section) => void;
  className?: string;
  tabClassName?: string;
  /** What each tab shows. */
  children: (section: Section) => ReactNode;
}) {
  const t = useT(checklistMessages);
  return (
    <div
      role="tablist"
      aria-label={t('sectionsLabel')}
      aria-orientation="horizontal"
      className={className}
      onKeyDown={moveFocus}
    >
      {SECTIONS.map((section) => {
        const active = section === selected;
        return (
          <button
            key={section}
            type="button"
            role="tab"
            id={ids(section).tab}
            aria-selected={active}
            aria-controls={ids(section).panel}
            tabIndex={active ? 0 : -1}
            data-state={active ? 'active' : 'inactive'}
            onClick={() => onSelect(section)}
            className={tabClassName}
          >
            {children(section)}
          </button>
        );
      })}
    </div>
  );
}

/**
 * A section's panel. Hidden ones stay in the page (hidden by style, not unmounted), so the
 * print stylesheet can show all three, one after another, on paper.
 */
export function SectionTabPanel({
  ids,
  section,
  selected,
  children,
}: {
  ids: SectionTabIds;
  section: Section;
  selected: Section;
  children: ReactNode;
}) {
  const active = section === selected;
  return (
    <div
      role="tabpanel"
      id={ids(section).panel}
      aria-labelledby={ids(section).tab}
      tabIndex={0}
      data-state={active ? 'active' : 'inactive'}
      data-print-section=""
      className="space-y-4 focus-visible:outline-none data-[state=inactive]:hidden print:block"
    >
      {children}
    </div>
  );
}
