import english from '#domain/i18n/catalogues/daily/en.json' with { type: 'json' };
import { defineNamespace } from '#web/lib/i18n';

/** The daily view's texts: the day's shift cards, the day toolbar, store choice, deleting a checklist. */
export const dailyMessages = defineNamespace('daily', english);
