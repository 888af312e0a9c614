// The authorization entry point's refusals around API tokens (rules-integrations-access): on
// every page, as decide() is, so kept apart from the token form's texts.
import en from '#domain/i18n/catalogues/rules-integrations-access/en.json' with { type: 'json' };
import { plainText } from '#domain/i18n/english';

export const API_TOKEN_ACCESS_MESSAGES = {
  /** A token asking for an action outside its scopes. */
  notInScopes: plainText(en.notInScopes),
  /** A token asked for that would reach further than its maker. */
  reachNotYours: plainText(en.reachNotYours),
  /** A webhook asked for that would reach further than its maker. */
  webhookReachNotYours: plainText(en.webhookReachNotYours),
} as const;
