import { createContext, useContext, type ReactNode } from 'react';
import type { Photo } from '#domain/photos/api';
import type { PhotoSet } from '#web/features/checklists/api/photos';
import {
  usePhotoWrites,
  type PhotoWrites,
  type WaitingPhoto,
} from '#web/features/checklists/hooks/use-photo-writes';

interface ChecklistPhotos {
  checklistId: string;
  photos: Photo[];
  writes: PhotoWrites;
}

const Context = createContext<ChecklistPhotos | null>(null);

/** The checklist's photos and its waiting photo writes, for every photo set on the screen. */
export function ChecklistPhotosProvider({
  checklistId,
  photos,
  children,
}: {
  checklistId: string;
  photos: Photo[];
  children: ReactNode;
}) {
  const writes = usePhotoWrites(checklistId);
  return <Context.Provider value={{ checklistId, photos, writes }}>{children}</Context.Provider>;
}

export interface PhotoSetState {
  checklistId: string;
  /** On the server, minus those whose removal is waiting. */
  photos: Photo[];
  waiting: WaitingPhoto[];
  problem: PhotoWrites['problem'];
}

export function usePhotoSet(set: PhotoSet): PhotoSetState {
  const context = useContext(Context);
  if (!context) throw new Error('usePhotoSet needs a ChecklistPhotosProvider');
  const same = (other: PhotoSet) => other.kind === set.kind && other.itemId === set.itemId;
  return {
    checklistId: context.checklistId,
    photos: context.photos.filter((photo) => same(photo) && !context.writes.removing.has(photo.id)),
    waiting: context.writes.uploads.filter((upload) => same(upload.set)),
    problem: context.writes.problem,
  };
}
