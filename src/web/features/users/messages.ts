import english from '#domain/i18n/catalogues/users/en.json' with { type: 'json' };
import { defineNamespace } from '#web/lib/i18n';

/** User management: the list, the user form and the role screen. */
export const userMessages = defineNamespace('users', english);
