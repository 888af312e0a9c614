import english from '#domain/i18n/catalogues/two-factor/en.json' with { type: 'json' };
import { defineNamespace } from '#web/lib/i18n';

/** Two-factor sign-in: the sign-in's code step, Profile → Security, and the admin's settings. */
export const twoFactorMessages = defineNamespace('two-factor', english);
