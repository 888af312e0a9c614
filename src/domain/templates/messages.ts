import en from '#domain/i18n/catalogues/rules-templates/en.json' with { type: 'json' };
import { englishText, plainText } from '#domain/i18n/english';
import { TEMPLATE_ACCESS_MESSAGES } from './access-messages';

export const TEMPLATE_LIMITS = {
  titleLength: 200,
  textLength: 500,
  detailsLength: 1000,
  items: 300,
} as const;

/** SPEC §5 "Templates", §6 and §8 "Templates": shown verbatim by the screens and the API. */
export const TEMPLATE_MESSAGES = {
  ...TEMPLATE_ACCESS_MESSAGES,
  /** A store manager at a global template's edit or duplicate address (SPEC §9). */
  globalNotYours: plainText(en.globalNotYours),
  titleRequired: plainText(en.titleRequired),
  itemsRequired: plainText(en.itemsRequired),
  storeRequired: plainText(en.storeRequired),
  overnightNotEnabled: plainText(en.overnightNotEnabled),
  primaryTextRequired: plainText(en.primaryTextRequired),
  selectToImport: plainText(en.selectToImport),
  loadFailed: plainText(en.loadFailed),
  saveFailed: plainText(en.saveFailed),
  importLoadFailed: plainText(en.importLoadFailed),
  importFailed: plainText(en.importFailed),
  created: plainText(en.created),
  updated: plainText(en.updated),
  deleted: plainText(en.deleted),
  noTemplates: plainText(en.noTemplates),
  noMatches: plainText(en.noMatches),
  // Not in the original, which let the last save silently win (see docs/differences.md).
  changedMeanwhile: plainText(en.changedMeanwhile),
  defaultStaysGlobal: plainText(en.defaultStaysGlobal),
  otherStore: plainText(en.otherStore),
  storeNotFound: plainText(en.storeNotFound),
  titleTooLong: englishText(en.titleTooLong, { max: TEMPLATE_LIMITS.titleLength }),
  textTooLong: englishText(en.textTooLong, { max: TEMPLATE_LIMITS.textLength }),
  detailsTooLong: englishText(en.detailsTooLong, { max: TEMPLATE_LIMITS.detailsLength }),
  tooManyItems: englishText(en.tooManyItems, { max: TEMPLATE_LIMITS.items }),
  unknownSubsection: plainText(en.unknownSubsection),
  optionWordsCount: plainText(en.optionWordsCount),
} as const;

export const noImportableTemplates = (categoryLabel: string) =>
  englishText(en.noImportable, { category: categoryLabel });

export const importedFrom = (title: string) => englishText(en.importedFrom, { title });

/** A save refused while a critical item's translations say what its English no longer does. */
export const staleCriticalTranslations = (item: string) =>
  englishText(en.staleCriticalTranslations, { item });
