import { isValidTimeZone } from '#domain/dates/business-date';

/**
 * The first date formatter a page creates loads the browser's calendar and time-zone data:
 * about 10 ms on a desktop and four times that on a phone, and the first screen that shows a
 * store's times would pay it inside its first render. Done once while the page waits for its
 * code and data (an idle moment; a timer where the browser has no idle callbacks), every
 * formatter after it takes a fraction of a millisecond.
 */
export function warmDateFormatting(): void {
  (window.requestIdleCallback ?? setTimeout)(() => isValidTimeZone('UTC'));
}
