// Whether the server can be reached: offline when the browser says so or a request just failed
// to get through; while offline a light health ping notices the way back, because
// navigator.onLine alone is often wrong (a captive Wi-Fi, a proxy restarting).
import { useSyncExternalStore } from 'react';
import { onReachabilityChange } from './api-client';

const PING_INTERVAL_MS = 10_000;
/**
 * After the browser's 'online' the first ping may fail while the network settles (Chromium's
 * ERR_NETWORK_CHANGED, a phone between Wi-Fi and mobile data): it asks again after these waits
 * before the ten-second pings are left to notice.
 */
const SETTLING_RETRIES_MS = [1_000, 2_000, 4_000];

let online = true;
let started = false;
let pingTimer: number | undefined;
const listeners = new Set<(online: boolean) => void>();

async function serverReachable(): Promise<boolean> {
  try {
    const response = await fetch('/healthz', { cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}

function pingOnce() {
  if (navigator.onLine) void serverReachable().then((ok) => ok && setOnline(true));
}

/** The browser says its network is back: ask the server, and again while the network settles. */
function pingAfterOnline(retry = 0) {
  void serverReachable().then((reachable) => {
    setOnline(reachable);
    const wait = SETTLING_RETRIES_MS[retry];
    if (reachable || wait === undefined) return;
    window.setTimeout(() => {
      if (navigator.onLine && !online) pingAfterOnline(retry + 1);
    }, wait);
  });
}

function setOnline(next: boolean) {
  if (next === online) return;
  online = next;
  window.clearInterval(pingTimer);
  pingTimer = undefined;
  if (!online) pingTimer = window.setInterval(pingOnce, PING_INTERVAL_MS);
  for (const listener of listeners) listener(online);
}

function startWatching() {
  if (started) return;
  started = true;
  online = navigator.onLine;
  window.addEventListener('offline', () => setOnline(false));
  window.addEventListener('online', () => pingAfterOnline());
  onReachabilityChange((reachable) => {
    // An answer that was on its way when the browser lost its network says nothing about now:
    // only the browser's 'online' event (and the ping after it) ends what its 'offline' began.
    if (reachable && !navigator.onLine) return;
    const wasOnline = online;
    setOnline(reachable);
    // One request that did not get through may be a blip (a dropped connection, a server
    // restarting): ask once at once, so the screens waiting on the connection are not held
    // back until the next ping when the server answers.
    if (wasOnline && !reachable) pingOnce();
  });
}

export function isOnline(): boolean {
  startWatching();
  return online;
}

/** Calls `listener` with every change of connectivity. */
export function subscribeOnline(listener: (online: boolean) => void): () => void {
  startWatching();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline);
}
