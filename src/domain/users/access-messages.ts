import en from '#domain/i18n/catalogues/rules-users-access/en.json' with { type: 'json' };
import { plainText } from '#domain/i18n/english';

/** The permission checks' texts, apart so every page's checks do not carry the screens' texts. */
export const USER_ACCESS_MESSAGES = {
  editNotAllowed: plainText(en.editNotAllowed),
  superAdminNotAllowed: plainText(en.superAdminNotAllowed),
  areaManagerNotAllowed: plainText(en.areaManagerNotAllowed),
  onlyShiftLeaders: plainText(en.onlyShiftLeaders),
  emailChangeNotAllowed: plainText(en.emailChangeNotAllowed),
} as const;
