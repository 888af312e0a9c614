import english from '#domain/i18n/catalogues/audit/en.json' with { type: 'json' };
import { defineNamespace } from '#web/lib/i18n';

/** Admin → Audit log: who did what outside checklists, its filters and its files. */
export const auditMessages = defineNamespace('audit', english);
