// Webhooks' rule texts (rules-webhooks): the refusals of a subscription's form and its log.
import en from '#domain/i18n/catalogues/rules-webhooks/en.json' with { type: 'json' };
import { englishText, plainText } from '#domain/i18n/english';

/** How long a delivery (and its log line) is kept. */
export const WEBHOOK_DELIVERIES_KEPT_DAYS = 30;

export const WEBHOOK_MESSAGES = {
  nameRequired: plainText(en.nameRequired),
  urlRequired: plainText(en.urlRequired),
  urlInvalid: plainText(en.urlInvalid),
  httpsOnly: plainText(en.httpsOnly),
  privateAddress: plainText(en.privateAddress),
  hostNotFound: plainText(en.hostNotFound),
  eventsRequired: plainText(en.eventsRequired),
  reachOne: plainText(en.reachOne),
  webhookNotFound: plainText(en.webhookNotFound),
  deliveryNotFound: plainText(en.deliveryNotFound),
  sinceInFuture: plainText(en.sinceInFuture),
  sinceTooOld: englishText(en.sinceTooOld, { days: WEBHOOK_DELIVERIES_KEPT_DAYS }),
  pausedCannotSend: plainText(en.pausedCannotSend),
} as const;
