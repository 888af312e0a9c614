import english from '#domain/i18n/catalogues/signals/en.json' with { type: 'json' };
import { defineNamespace } from '#web/lib/i18n';

/** Record confidence's texts: on a manager's checklist page and on Insights. */
export const signalMessages = defineNamespace('signals', english);
