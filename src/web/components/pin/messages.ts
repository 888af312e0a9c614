import english from '#domain/i18n/catalogues/pin/en.json' with { type: 'json' };
import { defineNamespace } from '#web/lib/i18n';

/** Choosing one's own tablet PIN: in Profile, and on the tablet after a manager set it. */
export const pinMessages = defineNamespace('pin', english);
