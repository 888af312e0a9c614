import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueueStorage, onStorageFull } from './queue-storage';
import type { QueuedWrite } from './queued-write';

const photoWrite = (photo: Blob): QueuedWrite => ({
  id: 'w-photo',
  order: 2,
  userId: 'u1',
  userLabel: 'Sam',
  scope: 'checklist:c1',
  label: 'Add a photo to the issue on “Chiller door”',
  method: 'POST',
  path: '/api/checklists/c1/items/i1/photos?kind=failure',
  photo,
  queuedAt: '2026-11-22T12:00:00.000Z',
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the offline queue storage', () => {
  it('keeps a photo as a Blob, so it is still there, byte for byte, after a reload', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);
    await createQueueStorage('photo-reload').put(
      photoWrite(new Blob([bytes], { type: 'image/jpeg' })),
    );

    const [stored] = await createQueueStorage('photo-reload').readAll();
    expect(stored?.photo).toBeInstanceOf(Blob);
    expect(stored?.photo?.type).toBe('image/jpeg');
    expect(new Uint8Array(await stored!.photo!.arrayBuffer())).toEqual(bytes);
  });

  it('reports a full quota instead of losing the photo silently', async () => {
    const storage = createQueueStorage('photo-quota');
    await storage.readAll();
    const full: QueuedWrite[] = [];
    const stop = onStorageFull((write) => full.push(write));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });

    await storage.put(photoWrite(new Blob([new Uint8Array(10)])));
    stop();
    expect(full.map((write) => write.id)).toEqual(['w-photo']);
    expect(console.warn).toHaveBeenCalled();
  });
});
