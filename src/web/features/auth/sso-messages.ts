import english from '#domain/i18n/catalogues/sso-sign-in/en.json' with { type: 'json' };
import { defineNamespace } from '#web/lib/i18n';

/** The sign-in screen's single sign-on: its button and why it did not sign someone in. */
export const ssoSignInMessages = defineNamespace('sso-sign-in', english);
