import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { isIsoDate, monthOf, type YearMonth } from '#domain/dates';

function format({ year, month }: YearMonth): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The month shown lives in the address (`/monthly?month=2026-11`); null is this month. */
export function useMonthParam(): [YearMonth | null, (month: YearMonth | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('month');
  const candidate = raw ? `${raw}-01` : null;
  const month = isIsoDate(candidate) ? monthOf(candidate) : null;
  const setMonth = useCallback(
    (next: YearMonth | null) => setParams(next ? { month: format(next) } : {}),
    [setParams],
  );
  return [month, setMonth];
}
