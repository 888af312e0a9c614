import type { IsoDate } from '../../domain/dates';

/**
 * The daily view for a date. From the week or month view `customDate` is set, which lets a
 * leader start a missed checklist for that past day (never a future one).
 */
export function dailyViewPath(date: IsoDate, options: { customDate?: boolean } = {}): string {
  const params = new URLSearchParams({ date });
  if (options.customDate) params.set('customDate', 'true');
  return `/?${params.toString()}`;
}
