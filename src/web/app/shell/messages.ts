import english from '#domain/i18n/catalogues/shell/en.json' with { type: 'json' };
import { defineNamespace } from '#web/lib/i18n';

/** The app shell's texts: menu, header, offline banner, sign-out. */
export const shellMessages = defineNamespace('shell', english);
