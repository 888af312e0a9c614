// SCIM provisioning's rule texts (rules-scim): the token screen's and the refusals a person sees.
// The SCIM protocol's own error details are for the identity provider's logs: English, in
// src/server/scim.
import en from '#domain/i18n/catalogues/rules-scim/en.json' with { type: 'json' };
import { plainText } from '#domain/i18n/english';

export const SCIM_MESSAGES = {
  tokenNameRequired: plainText(en.tokenNameRequired),
  tokenNotFound: plainText(en.tokenNotFound),
  /** Someone turned off through SCIM, after their correct password or PIN. */
  accountOff: plainText(en.accountOff),
  /** A manager asking for a turned-off person's password reset. */
  resetAccountOff: plainText(en.resetAccountOff),
} as const;

/** The one authorization entry point's refusals around the SCIM token (policies/scim.ts). */
export const SCIM_ACCESS_MESSAGES = {
  /** The SCIM token asking for anything but SCIM provisioning. */
  notForScim: plainText(en.notForScim),
  /** Anyone but the SCIM token asking to provision. */
  scimOnly: plainText(en.scimOnly),
} as const;
