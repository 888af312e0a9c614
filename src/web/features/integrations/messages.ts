import english from '#domain/i18n/catalogues/integrations/en.json' with { type: 'json' };
import { defineNamespace } from '#web/lib/i18n';

/** Admin → Integrations: the API tokens other systems use. */
export const integrationsMessages = defineNamespace('integrations', english);
