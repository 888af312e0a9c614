// IndexedDB persistence for the offline write queue, through `idb` (docs/decisions/005). Every
// call degrades to a no-op when IndexedDB is missing or refuses (private windows, storage full):
// the queue then lives in memory for this page only, which is still better than failing the write.
import { openDB, type IDBPDatabase } from 'idb';
import type { QueuedWrite } from './queued-write';

const DB_NAME = 'shiftcheck';
const DB_VERSION = 1;
const STORE = 'pending-writes';

export interface QueueStorage {
  readAll(): Promise<QueuedWrite[]>;
  put(write: QueuedWrite): Promise<void>;
  delete(id: string): Promise<void>;
}

const storageFullListeners = new Set<(write: QueuedWrite) => void>();

/**
 * The browser refused to store a write because its storage quota is used up. The write is still
 * sent from memory while the page stays open; the screen must say so (a photo is the usual cause).
 */
export function onStorageFull(listener: (write: QueuedWrite) => void): () => void {
  storageFullListeners.add(listener);
  return () => storageFullListeners.delete(listener);
}

const isQuotaError = (error: unknown) =>
  error instanceof DOMException &&
  (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');

function warn(error: unknown) {
  console.warn('Offline queue storage failed; keeping the write in memory only.', error);
}

export function createQueueStorage(name = DB_NAME): QueueStorage {
  let opening: Promise<IDBPDatabase | null> | null = null;
  const database = () =>
    (opening ??= (async () => {
      if (typeof indexedDB === 'undefined') return null;
      try {
        return await openDB(name, DB_VERSION, {
          upgrade(db) {
            if (!db.objectStoreNames.contains(STORE))
              db.createObjectStore(STORE, { keyPath: 'id' });
          },
          // Another tab holds an older version open: this page keeps its writes in memory.
          blocked: () => warn(new Error('IndexedDB upgrade blocked by another tab')),
        });
      } catch (error) {
        warn(error);
        return null;
      }
    })());

  async function run<T>(work: (db: IDBPDatabase) => Promise<T>): Promise<T | undefined> {
    const db = await database();
    if (!db) return undefined;
    try {
      return await work(db);
    } catch (error) {
      warn(error);
      return undefined;
    }
  }

  return {
    async readAll() {
      const rows: unknown[] = (await run((db) => db.getAll(STORE))) ?? [];
      if (rows.length === 0) return [];
      // The schema (and zod with it) loads only when an earlier page left writes behind.
      const { queuedWriteSchema } = await import('./queued-write-schema');
      const writes: QueuedWrite[] = [];
      for (const row of rows) {
        const parsed = queuedWriteSchema.safeParse(row);
        // A record this version cannot read is left where it is rather than sent half-understood.
        if (parsed.success) writes.push(parsed.data);
      }
      return writes;
    },
    async put(write) {
      await run(async (db) => {
        try {
          await db.put(STORE, write);
        } catch (error) {
          if (isQuotaError(error)) for (const listener of storageFullListeners) listener(write);
          throw error;
        }
      });
    },
    async delete(id) {
      await run((db) => db.delete(STORE, id));
    },
  };
}
