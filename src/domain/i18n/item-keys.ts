import type itemLabels from '#domain/i18n/catalogues/item-labels/en.json';
import type { Section } from '../sections';

// Which catalogue entry names a section or a subsection, for the web's screens and the server's
// documents alike (the `labels` and `item-labels` namespaces).

/** A section's value in the `{section, select, …}` messages. */
export const SECTION_KEYS: Record<Section, string> = {
  'pre-shift': 'pre',
  'travel-path': 'travel',
  'post-shift': 'post',
};

/** Subsection names as templates store them (SPEC's English), each with its text. */
export const SUBSECTION_KEYS = {
  Miscellaneous: 'subsectionMiscellaneous',
  People: 'subsectionPeople',
  Equipment: 'subsectionEquipment',
  Product: 'subsectionProduct',
  'Exterior, Car Park & Corral Areas': 'subsectionExterior',
  'Customer Areas (Indoor & Outdoor)': 'subsectionCustomer',
  'Front Counter, Drive thru & {delivery service}': 'subsectionFrontCounter',
  'Production & Back Room Areas': 'subsectionProduction',
  Other: 'subsectionOther',
} as const satisfies Record<string, keyof typeof itemLabels>;

export function isKnownSubsection(name: string): name is keyof typeof SUBSECTION_KEYS {
  return Object.hasOwn(SUBSECTION_KEYS, name);
}
