import english from '#domain/i18n/catalogues/admin/en.json' with { type: 'json' };
import { defineNamespace } from '#web/lib/i18n';

/** The admin dashboard's texts: totals, recent users, quick actions. */
export const adminMessages = defineNamespace('admin', english);
