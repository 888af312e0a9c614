import { dateParts, formatLongDate, formatShortDate, type IsoDate } from '#domain/dates';

/** 'Tuesday' */
export function weekdayName(date: IsoDate): string {
  return formatLongDate(date).split(',')[0] ?? '';
}

/** 'Nov 17' */
export function shortMonthDay(date: IsoDate): string {
  return formatShortDate(date).replace(/, \d+$/, '');
}

/** 'Tuesday Nov 17', as a grid cell is read out. */
export function weekdayMonthDay(date: IsoDate): string {
  return `${weekdayName(date)} ${shortMonthDay(date)}`;
}

/** The day of the month as a number, for calendar cells. */
export function dayOfMonth(date: IsoDate): number {
  return dateParts(date).day;
}
