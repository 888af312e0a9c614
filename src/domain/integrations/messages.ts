// API tokens' rule texts (rules-integrations): the refusals of a token and of its form.
import en from '#domain/i18n/catalogues/rules-integrations/en.json' with { type: 'json' };
import { plainText } from '#domain/i18n/english';

export const API_TOKEN_MESSAGES = {
  tokenRequired: plainText(en.tokenRequired),
  ownerCannotGrant: plainText(en.ownerCannotGrant),
  tokenNameRequired: plainText(en.tokenNameRequired),
  scopesRequired: plainText(en.scopesRequired),
  expiryInPast: plainText(en.expiryInPast),
  reachOne: plainText(en.reachOne),
  tokenNotFound: plainText(en.tokenNotFound),
} as const;
