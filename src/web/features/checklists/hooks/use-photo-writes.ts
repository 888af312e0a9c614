import { useMemo, useSyncExternalStore } from 'react';
import {
  getQueueSnapshot,
  ownWrites,
  subscribeQueue,
  type QueueSnapshot,
} from '#web/lib/offline-queue';
import { checklistScope } from '../api/pending-write';
import { photoWriteSchema, type PhotoSet } from '../api/photos';

export interface WaitingPhoto {
  /** The queued write's id: the key of its upload progress. */
  writeId: string;
  set: PhotoSet;
  blob: Blob;
  sending: boolean;
}

export interface PhotoWrites {
  uploads: WaitingPhoto[];
  /** Photos whose removal is waiting: hidden already. */
  removing: ReadonlySet<string>;
  problem: QueueSnapshot['problem'];
}

/** This checklist's photo uploads and removals still in the offline queue, in order. */
export function usePhotoWrites(checklistId: string): PhotoWrites {
  const snapshot = useSyncExternalStore(subscribeQueue, getQueueSnapshot);
  return useMemo(() => {
    const scope = checklistScope(checklistId);
    const uploads: WaitingPhoto[] = [];
    const removing = new Set<string>();
    for (const write of ownWrites(snapshot)) {
      if (write.scope !== scope) continue;
      const meta = photoWriteSchema.safeParse(write.meta);
      if (!meta.success) continue;
      if (meta.data.kind === 'photo-remove') removing.add(meta.data.photoId);
      else if (write.photo) {
        uploads.push({
          writeId: write.id,
          set: { kind: meta.data.photoKind, itemId: meta.data.itemId },
          blob: write.photo,
          sending: snapshot.sendingId === write.id,
        });
      }
    }
    return { uploads, removing, problem: snapshot.problem };
  }, [snapshot, checklistId]);
}
