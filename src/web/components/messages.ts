import english from '#domain/i18n/catalogues/ui/en.json' with { type: 'json' };
import { defineNamespace } from '#web/lib/i18n';

/** The shared components' own texts: dialogs, calendar, confirmations, store picker, reports. */
export const uiMessages = defineNamespace('ui', english);
