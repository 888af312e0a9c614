import english from '#domain/i18n/catalogues/profile/en.json' with { type: 'json' };
import { defineNamespace } from '#web/lib/i18n';

/** The Profile page: account details and the password change. */
export const profileMessages = defineNamespace('profile', english);
