import english from '#domain/i18n/catalogues/exports/en.json' with { type: 'json' };
import { defineNamespace } from '#web/lib/i18n';

/** The Exports screen's texts: business dates, the CSV files and the inspection pack. */
export const exportsMessages = defineNamespace('exports', english);
