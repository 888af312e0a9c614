// IndexedDB persistence for the offline write queue. Every call degrades to a no-op when
// IndexedDB is missing or refuses (private windows, storage full): the queue then lives in memory
// for this page only, which is still better than failing the write.

const DB_NAME = 'shiftcheck';
const DB_VERSION = 1;
const STORE = 'pending-writes';

let opening: Promise<IDBDatabase | null> | null = null;

function promisify<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(): Promise<IDBDatabase | null> {
  if (opening) return opening;
  opening = new Promise<IDBDatabase | null>((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(DB_NAME, DB_VERSION);
    } catch {
      return resolve(null);
    }
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(STORE)) db.createObjectStore(STORE, { keyPath: 'id' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
  return opening;
}

async function withStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  const db = await openDatabase();
  if (!db) return undefined;
  try {
    const transaction = db.transaction(STORE, mode);
    const done = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
    });
    const [result] = await Promise.all([promisify(run(transaction.objectStore(STORE))), done]);
    return result;
  } catch (error) {
    console.warn('Offline queue storage failed; keeping the write in memory only.', error);
    return undefined;
  }
}

export interface StoredRecord {
  id: string;
}

export async function readAllRecords<T extends StoredRecord>(): Promise<T[]> {
  const rows = await withStore('readonly', (store) => store.getAll());
  return (rows ?? []) as T[];
}

export async function putRecord<T extends StoredRecord>(record: T): Promise<void> {
  await withStore('readwrite', (store) => store.put(record));
}

export async function deleteRecord(id: string): Promise<void> {
  await withStore('readwrite', (store) => store.delete(id));
}
