import english from '#domain/i18n/catalogues/weekly/en.json' with { type: 'json' };
import { defineNamespace } from '#web/lib/i18n';

/** The weekly view's texts: the week grid, its cells' names and the week's summary. */
export const weeklyMessages = defineNamespace('weekly', english);
