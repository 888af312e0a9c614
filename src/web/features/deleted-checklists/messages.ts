import english from '#domain/i18n/catalogues/deleted-checklists/en.json' with { type: 'json' };
import { defineNamespace } from '#web/lib/i18n';

/** The deleted checklists screen's texts. */
export const deletedChecklistMessages = defineNamespace('deleted-checklists', english);
