import { subscribeOnline } from './online-status';

/**
 * Loads a module; one that cannot be downloaded (the phone went offline first) is tried again
 * once the connection is back, the promise waiting until then instead of failing — so a part of
 * a screen loaded on demand comes late rather than taking the whole screen down.
 */
export function importWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve, reject) => {
        const stop = subscribeOnline((online) => {
          if (!online) return;
          stop();
          importWhenOnline(load).then(resolve, reject);
        });
      }),
  );
}
