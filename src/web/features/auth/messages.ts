import english from '#domain/i18n/catalogues/auth/en.json' with { type: 'json' };
import { defineNamespace } from '#web/lib/i18n';

/** Signing in, the session-ended dialog and the password reset pages. */
export const authMessages = defineNamespace('auth', english);
