import type { FastifyRequest } from 'fastify';
import {
  acceptedLanguages,
  negotiateLocale,
  SOURCE_LOCALE,
  type Locale,
} from '#domain/i18n/locales';

/**
 * The language to answer a request in: the signed-in person's own choice; else the languages the
 * request accepts (the web app sends the one it shows); else the person's store's; else the
 * source language.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const user = request.auth?.user;
  return (
    user?.locale ??
    negotiateLocale(acceptedLanguages(request.headers['accept-language'])) ??
    user?.storeLocale ??
    SOURCE_LOCALE
  );
}
