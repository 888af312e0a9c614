import { useCallback } from 'react';
import type { IsoDate } from '#domain/dates';
import { useFormat, useT } from '#web/lib/i18n';
import { weeklyMessages } from '../messages';

/** 'Tuesday 17 Nov', as a day of the week grid is named and read out. */
export function useDayName(): (date: IsoDate) => string {
  const t = useT(weeklyMessages);
  const format = useFormat();
  return useCallback(
    (date: IsoDate) => t('dayName', { weekday: format.weekday(date), date: format.monthDay(date) }),
    [t, format],
  );
}
