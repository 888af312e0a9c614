import english from '#domain/i18n/catalogues/tablet/en.json' with { type: 'json' };
import { defineNamespace } from '#web/lib/i18n';

/** The store tablet: pairing, the lock screen, and the bar of a session opened there. */
export const tabletMessages = defineNamespace('tablet', english);
