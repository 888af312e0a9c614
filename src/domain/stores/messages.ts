import { STORE_NOT_FOUND } from '../checklists/messages';

export const STORE_NAME_MAX_LENGTH = 100;
export const STORE_NUMBER_MAX_LENGTH = 20;

/** SPEC §5 "Stores" and §8 "Stores": shown verbatim by the screens and the API. */
export const STORE_MESSAGES = {
  nameRequired: 'Store name is required',
  nameTooLong: `Store name must be at most ${STORE_NAME_MAX_LENGTH} characters`,
  numberRequired: 'Store number is required',
  numberTooLong: `Store number must be at most ${STORE_NUMBER_MAX_LENGTH} digits`,
  numberNotNumeric: 'Store number must be a number, for example 228',
  numberHint: 'The unique store number, for example 228',
  timeZoneInvalid: 'Choose a time zone from the list, for example Europe/London',
  timeFormat: 'Times must be in HH:MM format',
  overnightTimesRequired: 'Start and end times are required for overnight shifts',
  overnightSameTimes: 'The overnight shift must end at a different time than it starts',
  overnightNote:
    'The overnight shift must have valid start and end times. It typically spans midnight.',
  notFound: STORE_NOT_FOUND,
  loadFailed: 'Error loading store data',
  saveFailed: 'An error occurred',
  settingsSaveFailed: 'An error occurred while saving shift settings',
  /** A store deleted by someone else while its settings dialog was open. */
  goneWhileEditing: 'This store no longer exists. Someone may have deleted it.',
  created: 'Store created successfully',
  updated: 'Store updated successfully',
  settingsUpdated: 'Shift settings updated successfully',
  noStores: 'No stores found.',
  noMatches: 'No stores match your search criteria.',
} as const;

export function duplicateStoreNumberMessage(storeNumber: string): string {
  return `Store with number ${storeNumber} already exists`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Why a store cannot be deleted yet: deleting it would orphan its people and drop its
 * checklists' history, so the admin moves or deletes them first.
 */
export function storeNotEmptyMessage(counts: { users: number; checklists: number }): string {
  const parts = [
    counts.users > 0 ? plural(counts.users, 'user', 'users') : null,
    counts.checklists > 0 ? plural(counts.checklists, 'checklist', 'checklists') : null,
  ].filter((part): part is string => part !== null);
  return `This store still has ${parts.join(' and ')}. Move or delete them first.`;
}
