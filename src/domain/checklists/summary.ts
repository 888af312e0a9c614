import { SECTIONS, type Section } from '../sections';
import { UNKNOWN_USER } from './messages';
import { sectionCounts, type ProgressItem, type SectionCounts } from './progress';

/** The three section rows of a daily card, stored with the checklist so lists never read items. */
export type SectionCountsBySection = Record<Section, SectionCounts>;

export function sectionCountsBySection(items: readonly ProgressItem[]): SectionCountsBySection {
  return Object.fromEntries(
    SECTIONS.map((section) => [section, sectionCounts(items, section)]),
  ) as SectionCountsBySection;
}

export interface ShiftTargetCounts {
  /** Targets with non-blank text: the only ones listed in results (SPEC §4). */
  withText: number;
  met: number;
  /** Not Achieved, which every target is until someone records Achieved (SPEC §4). */
  unmet: number;
}

export function shiftTargetCounts(
  targets: readonly { text: string; achieved: boolean | null }[],
): ShiftTargetCounts {
  const listed = targets.filter((target) => target.text.trim() !== '');
  const met = listed.filter((target) => target.achieved === true).length;
  return { withText: listed.length, met, unmet: listed.length - met };
}

/** SPEC §3: a person is named by display name, else e-mail, else 'Unknown User'. */
export function personName(person: { displayName?: string | null; email?: string | null }): string {
  const displayName = person.displayName?.trim();
  if (displayName) return displayName;
  const email = person.email?.trim();
  return email ? email : UNKNOWN_USER;
}
