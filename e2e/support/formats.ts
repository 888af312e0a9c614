import { addDays, dateParts, type IsoDate } from '#domain/dates';

// How the screens write dates and times for the browser's language (Playwright's Chromium reads
// US English): Intl's own formats, as the app uses them.

const utcDay = (date: IsoDate) => {
  const { year, month, day } = dateParts(date);
  return new Date(Date.UTC(year, month - 1, day));
};

/** The weekly view's heading: 'Nov 16 – 22, 2026', or across months 'Nov 30 – Dec 6, 2026'. */
export function weekHeading(monday: IsoDate, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).formatRange(utcDay(monday), utcDay(addDays(monday, 6)));
}

/** A time of day stored 'HH:MM' as the screens show it: '5:00 AM' in US English. */
export function clockIn(locale: string, time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(Date.UTC(1970, 0, 1, hour, minute)));
}
