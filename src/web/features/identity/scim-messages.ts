import english from '#domain/i18n/catalogues/scim/en.json' with { type: 'json' };
import { defineNamespace } from '#web/lib/i18n';

/** Admin → Sign-in & identity → SCIM provisioning: the base URL and the tokens. */
export const scimMessages = defineNamespace('scim', english);
