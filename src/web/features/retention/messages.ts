import english from '#domain/i18n/catalogues/retention/en.json' with { type: 'json' };
import { defineNamespace } from '#web/lib/i18n';

/** Admin → Retention's texts, and the user form's "Erase personal data". */
export const retentionMessages = defineNamespace('retention', english);
