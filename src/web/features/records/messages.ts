import english from '#domain/i18n/catalogues/records/en.json' with { type: 'json' };
import { defineNamespace } from '#web/lib/i18n';

/** The temperature log and sign-off screen's texts. */
export const recordsMessages = defineNamespace('records', english);
