/** The longest range one export covers; a year of a store, leap years included. */
export const MAX_EXPORT_DAYS = 366;

export const EXPORT_MESSAGES = {
  reversed: 'The start date must be on or before the end date.',
  tooLong: `An export covers at most ${MAX_EXPORT_DAYS} days. Please choose a shorter range.`,
  future: 'The range cannot end after today.',
  noChecklists: 'No checklists in this range.',
} as const;

export const PACK_MESSAGES = {
  storeRequired: 'Choose a store for the inspection pack.',
} as const;
