import en from '#domain/i18n/catalogues/rules-dates-address/en.json' with { type: 'json' };
import { englishText, plainText } from '#domain/i18n/english';

/** A `?date=` in the address that is not a real date: said plainly instead of showing today. */
export function invalidAddressDateMessage(raw: string): string {
  const shown = raw.length > 40 ? `${raw.slice(0, 37)}…` : raw;
  return englishText(en.invalidDate, { date: shown });
}

/** A screen whose data this device never loaded, opened without a connection. */
export const NOT_AVAILABLE_OFFLINE = {
  title: plainText(en.offlineTitle),
  body: plainText(en.offlineBody),
} as const;
