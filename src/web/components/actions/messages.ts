import english from '#domain/i18n/catalogues/action-briefs/en.json' with { type: 'json' };
import { defineNamespace } from '#web/lib/i18n';

/**
 * What a checklist's failed item and a daily card say of a failure's corrective action, and a
 * store's due times (the store form's and its managers'): kept out of the first page's
 * namespaces, as the code that shows it is.
 */
export const actionBriefMessages = defineNamespace('action-briefs', english);
