import english from '#domain/i18n/catalogues/templates/en.json' with { type: 'json' };
import { defineNamespace } from '#web/lib/i18n';

/** The checklist template screens' texts: list, form, item and import dialogs. */
export const templatesMessages = defineNamespace('templates', english);
