import english from '#domain/i18n/catalogues/notifications/en.json' with { type: 'json' };
import { defineNamespace } from '#web/lib/i18n';

/** The notifications' texts: the bell, the list and the preferences. */
export const notificationsMessages = defineNamespace('notifications', english);
