import { useCallback, useSyncExternalStore } from 'react';

/** A super-admin's chosen store, remembered in this browser and cleared on logout (SPEC §6). */
export const SELECTED_STORE_STORAGE_KEY = 'selectedStoreId';
/**
 * The weekly and monthly views showing the whole chain. Kept apart from the chosen store, so
 * looking at all stores never makes the daily view forget which store it shows.
 */
export const ALL_STORES_STORAGE_KEY = 'reportsAllStores';

const listeners = new Set<() => void>();
/** Used only when the browser refuses storage. */
const memory = new Map<string, string | null>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key) || null;
  } catch {
    return memory.get(key) ?? null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value) window.localStorage.setItem(key, value);
    else window.localStorage.removeItem(key);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
    memory.set(key, value);
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab choosing a store moves this one too.
  const onStorage = (event: StorageEvent) => {
    if (
      event.key === SELECTED_STORE_STORAGE_KEY ||
      event.key === ALL_STORES_STORAGE_KEY ||
      event.key === null
    )
      listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function writeSelectedStoreId(storeId: string | null): void {
  write(SELECTED_STORE_STORAGE_KEY, storeId);
  notify();
}

/** The stored store id (null for none) and a setter that every view follows at once. */
export function useSelectedStoreId(): [string | null, (storeId: string | null) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => read(SELECTED_STORE_STORAGE_KEY),
    () => null,
  );
  const set = useCallback((storeId: string | null) => writeSelectedStoreId(storeId), []);
  return [value, set];
}

/** Whether the weekly and monthly views show every store, and its setter. */
export function useAllStoresChoice(): [boolean, (allStores: boolean) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => read(ALL_STORES_STORAGE_KEY) === 'true',
    () => false,
  );
  const set = useCallback((allStores: boolean) => {
    write(ALL_STORES_STORAGE_KEY, allStores ? 'true' : null);
    notify();
  }, []);
  return [value, set];
}
