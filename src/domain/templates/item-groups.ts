import { OTHER_SUBSECTION, SECTIONS, type Section } from '../sections';

/** What grouping needs of an item: its section and optional subsection. */
export interface GroupableItem {
  section: Section;
  subsection: string | null;
}

export interface ItemGroup<T> {
  section: Section;
  /** The subsection's name, or 'Other' for items without one. */
  subsection: string;
  items: T[];
}

const subsectionOf = (item: GroupableItem) => item.subsection || OTHER_SUBSECTION;

/** 'Other' after the named subsections, which sort alphabetically. */
function compareSubsections(a: string, b: string): number {
  if (a === b) return 0;
  if (a === OTHER_SUBSECTION) return 1;
  if (b === OTHER_SUBSECTION) return -1;
  return a.localeCompare(b, 'en');
}

/**
 * SPEC §4: items sort by section (pre-shift, travel-path, post-shift), then subsection
 * alphabetically ('Other' for none); within a group the list order holds.
 */
export function groupTemplateItems<T extends GroupableItem>(items: readonly T[]): ItemGroup<T>[] {
  const groups: ItemGroup<T>[] = [];
  for (const section of SECTIONS) {
    const inSection = items.filter((item) => item.section === section);
    const names = [...new Set(inSection.map(subsectionOf))].sort(compareSubsections);
    for (const subsection of names) {
      groups.push({
        section,
        subsection,
        items: inSection.filter((item) => subsectionOf(item) === subsection),
      });
    }
  }
  return groups;
}

/** The items in the order the groups show them: the order a checklist copies them in. */
export function sortTemplateItems<T extends GroupableItem>(items: readonly T[]): T[] {
  return groupTemplateItems(items).flatMap((group) => group.items);
}

/**
 * Moves an item one place up (-1) or down (+1) within its group, swapping it with its
 * neighbour there; at the group's edge nothing changes.
 */
export function moveTemplateItem<T extends GroupableItem>(
  items: readonly T[],
  index: number,
  direction: -1 | 1,
): T[] {
  const item = items[index];
  if (!item) return [...items];
  const sameGroup = (other: T) =>
    other.section === item.section && subsectionOf(other) === subsectionOf(item);
  let neighbour = index + direction;
  while (neighbour >= 0 && neighbour < items.length && !sameGroup(items[neighbour] as T)) {
    neighbour += direction;
  }
  const other = items[neighbour];
  if (other === undefined) return [...items];
  const moved = [...items];
  moved[index] = other;
  moved[neighbour] = item;
  return moved;
}
