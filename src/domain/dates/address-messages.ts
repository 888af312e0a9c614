/** A `?date=` in the address that is not a real date: said plainly instead of showing today. */
export function invalidAddressDateMessage(raw: string): string {
  const shown = raw.length > 40 ? `${raw.slice(0, 37)}…` : raw;
  return `“${shown}” is not a date. Dates in the address are written year-month-day, like 2026-03-14.`;
}

/** A screen whose data this device never loaded, opened without a connection. */
export const NOT_AVAILABLE_OFFLINE = {
  title: 'Not available offline',
  body: 'This screen has not been opened on this device while online, so there is nothing to show without a connection. It opens as soon as the connection is back.',
} as const;
