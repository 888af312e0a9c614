import { useEffect, useState } from 'react';

/** The time now, refreshed every `intervalMs`, so "Overdue by N min" keeps counting on screen. */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
