import { TEMPLATE_ACCESS_MESSAGES } from './access-messages';

/** SPEC §5 "Templates", §6 and §8 "Templates": shown verbatim by the screens and the API. */
export const TEMPLATE_MESSAGES = {
  ...TEMPLATE_ACCESS_MESSAGES,
  /** A store manager at a global template's edit or duplicate address (SPEC §9). */
  globalNotYours:
    'Only super admins can edit or duplicate global templates. To start from this one, create a template and choose Import from Existing Template.',
  titleRequired: 'Title is required',
  itemsRequired: 'At least one checklist item is required',
  storeRequired: 'Please select a store for this template.',
  overnightNotEnabled:
    'Overnight shift is not enabled for this store. Please choose a different category.',
  primaryTextRequired: 'Primary text is required',
  selectToImport: 'Please select a template to import.',
  loadFailed: 'Failed to load template',
  saveFailed: 'Failed to save template',
  importLoadFailed: 'Failed to load the selected template',
  importFailed: 'Failed to import template',
  created: 'Template created successfully',
  updated: 'Template updated successfully',
  deleted: 'Template deleted',
  noTemplates: 'No templates found.',
  noMatches: 'No templates match your search criteria.',
  // Not in the original, which let the last save silently win (see docs/differences.md).
  changedMeanwhile:
    'This template was changed by someone else. Reload it to see their changes, then make yours again.',
  defaultStaysGlobal: 'A default template stays global and keeps its shift category.',
  otherStore: 'Store managers can only save templates for their own store.',
  storeNotFound: 'The selected store does not exist.',
  titleTooLong: 'Title must be at most 200 characters',
  textTooLong: 'Primary text must be at most 500 characters',
  detailsTooLong: 'Details must be at most 1000 characters',
  tooManyItems: 'A template can have at most 300 checklist items',
  unknownSubsection: 'This subsection does not belong to the chosen section',
} as const;

export const TEMPLATE_LIMITS = {
  titleLength: 200,
  textLength: 500,
  detailsLength: 1000,
  items: 300,
} as const;

export const noImportableTemplates = (categoryLabel: string) =>
  `No available templates found for ${categoryLabel} shift.`;

export const importedFrom = (title: string) => `Successfully imported items from "${title}"`;
