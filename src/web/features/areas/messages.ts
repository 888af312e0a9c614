import english from '#domain/i18n/catalogues/areas/en.json' with { type: 'json' };
import { defineNamespace } from '#web/lib/i18n';

/** The Areas screens' texts: the list and the area form. */
export const areasMessages = defineNamespace('areas', english);
