import { useCallback, useSyncExternalStore } from 'react';

/** A super-admin's chosen store, remembered in this browser and cleared on logout (SPEC §6). */
export const SELECTED_STORE_STORAGE_KEY = 'selectedStoreId';

const listeners = new Set<() => void>();
/** Used only when the browser refuses storage. */
let memory: string | null = null;

function read(): string | null {
  try {
    return window.localStorage.getItem(SELECTED_STORE_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab choosing a store moves this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SELECTED_STORE_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function writeSelectedStoreId(storeId: string | null): void {
  try {
    if (storeId) window.localStorage.setItem(SELECTED_STORE_STORAGE_KEY, storeId);
    else window.localStorage.removeItem(SELECTED_STORE_STORAGE_KEY);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
    memory = storeId;
  }
  for (const listener of listeners) listener();
}

/** The stored store id (null for none) and a setter that every view follows at once. */
export function useSelectedStoreId(): [string | null, (storeId: string | null) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => read() ?? memory,
    () => null,
  );
  const set = useCallback((storeId: string | null) => writeSelectedStoreId(storeId), []);
  return [value, set];
}
