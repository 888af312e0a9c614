import english from '#domain/i18n/catalogues/tablets/en.json' with { type: 'json' };
import { defineNamespace } from '#web/lib/i18n';

/** The Store tablets screen's texts: the paired tablets, pairing one, how soon they lock. */
export const tabletsMessages = defineNamespace('tablets', english);
