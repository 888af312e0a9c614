const queues = new Map<string, Promise<unknown>>();

/**
 * Runs `work` once every earlier call with the same key has settled, in the order called; calls
 * with other keys run side by side. Within this process only: other instances still meet through
 * the database, as before. Nothing is kept for a key once its last call has settled.
 */
export async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = queues.get(key) ?? Promise.resolve();
  const mine = before.then(work);
  const settled = mine.then(
    () => {},
    () => {},
  );
  queues.set(key, settled);
  try {
    return await mine;
  } finally {
    if (queues.get(key) === settled) queues.delete(key);
  }
}

/** Keys with a call waiting or running (tests). */
export function keysInUse(): number {
  return queues.size;
}
