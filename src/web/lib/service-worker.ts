/**
 * Registers the service worker of the built app (not in development, where Vite serves).
 *
 * A worker whose download the lost signal cut short is dropped by the browser, and nothing would
 * try again before the next full page load, which an app left open may never see: registering
 * again when the signal comes back starts the download anew (and costs nothing once a worker is
 * in place).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('Offline support is unavailable in this browser', error);
    });
  };
  window.addEventListener('load', register);
  window.addEventListener('online', register);
}

/** Posts to the worker in place once there is one (none in development). */
function tellWorker(message: unknown): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage(message),
  );
}

/**
 * Tells the service worker who is signed in: the API answers it keeps from now on are theirs,
 * and another person's are dropped.
 */
export const keepOfflineDataOf = (userId: string) => tellWorker({ owner: userId });

/** Drops the API answers kept for offline use; called when the person signs out. */
export const forgetOfflineData = () => tellWorker('forget-api-cache');

/** The service worker marks answers it served from its cache with this header. */
export const OFFLINE_ANSWER_HEADER = 'X-ShiftCheck-Offline';

/**
 * Asks the service worker to keep the admin screens' code for offline use; called for people
 * who can open the admin area (a shift leader's phone never downloads it).
 */
export const precacheAdminScreens = () => tellWorker('precache-admin');
