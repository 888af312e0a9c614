import { useEffect, useState } from 'react';
import { onReachabilityChange } from './api-client';

const PING_INTERVAL_MS = 10_000;

async function serverReachable(): Promise<boolean> {
  try {
    const response = await fetch('/healthz', { cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Offline when the browser says so or a request just failed to reach the server; while offline a
 * light health ping notices the way back, because navigator.onLine alone is often wrong.
 */
export function useOnlineStatus(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);

  useEffect(() => {
    const goOffline = () => setOnline(false);
    const check = () => void serverReachable().then(setOnline);
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', check);
    const unsubscribe = onReachabilityChange(setOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', check);
      unsubscribe();
    };
  }, []);

  useEffect(() => {
    if (online) return;
    const timer = window.setInterval(() => {
      if (navigator.onLine) void serverReachable().then((ok) => ok && setOnline(true));
    }, PING_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [online]);

  return online;
}
