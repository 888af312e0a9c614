import english from '#domain/i18n/catalogues/stores/en.json' with { type: 'json' };
import { defineNamespace } from '#web/lib/i18n';

/** Store Management's texts: the store list, the store form and the shift settings dialog. */
export const storesMessages = defineNamespace('stores', english);
