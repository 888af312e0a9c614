import type { IsoDate } from '#domain/dates';

/**
 * The daily view for a date. From the week or month view `customDate` is set, which lets a
 * leader start a missed checklist for that past day (never a future one). `chooseStore` asks a
 * super-admin which store's day to open, as from the all-stores views.
 */
export function dailyViewPath(
  date: IsoDate,
  options: { customDate?: boolean; chooseStore?: boolean } = {},
): string {
  const params = new URLSearchParams({ date });
  if (options.customDate) params.set('customDate', 'true');
  if (options.chooseStore) params.set('chooseStore', 'true');
  return `/?${params.toString()}`;
}
