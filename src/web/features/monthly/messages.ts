import english from '#domain/i18n/catalogues/monthly/en.json' with { type: 'json' };
import { defineNamespace } from '#web/lib/i18n';

/** The monthly view's texts: the month calendar, its days' names and the month's summary. */
export const monthlyMessages = defineNamespace('monthly', english);
