import en from '#domain/i18n/catalogues/rules-notifications/en.json' with { type: 'json' };
import { plainText } from '#domain/i18n/english';

/** In a module of its own: the permission checks every page loads carry only this text. */
export const NOTIFICATION_NOT_FOUND = plainText(en.notFound);
