// Single sign-on's rules' messages (docs/decisions/052).
import en from '#domain/i18n/catalogues/rules-sso/en.json' with { type: 'json' };
import { englishText, plainText } from '#domain/i18n/english';

export const SSO_MESSAGES = {
  nameRequired: plainText(en.nameRequired),
  issuerInvalid: plainText(en.issuerInvalid),
  clientIdRequired: plainText(en.clientIdRequired),
  secretRequired: plainText(en.secretRequired),
  providerUnreachable: (issuer: string) => englishText(en.providerUnreachable, { issuer }),
  breakGlassRequired: plainText(en.breakGlassRequired),
  breakGlassNotAdmin: plainText(en.breakGlassNotAdmin),
  setByEnvironment: plainText(en.setByEnvironment),
  passwordOff: (provider: string) => englishText(en.passwordOff, { provider }),
  notConfigured: plainText(en.notConfigured),
  claimRequired: plainText(en.claimRequired),
  valueRequired: plainText(en.valueRequired),
  storeRequired: plainText(en.storeRequired),
  areaRequired: plainText(en.areaRequired),
  mappingNotFound: plainText(en.mappingNotFound),
  mappingsTooMany: (max: number) => englishText(en.mappingsTooMany, { max }),
  saved: plainText(en.saved),
  mappingSaved: plainText(en.mappingSaved),
} as const;
