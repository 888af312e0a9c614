import english from '#domain/i18n/catalogues/identity/en.json' with { type: 'json' };
import { defineNamespace } from '#web/lib/i18n';

/** Admin → Sign-in & identity: single sign-on and its role mappings. */
export const identityMessages = defineNamespace('identity', english);
