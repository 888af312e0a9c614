// The History's sentences for photo evidence.
import type { PhotoKind } from '#domain/photos/messages';
import type { NewChecklistEvent } from '../checklists/events-repository';
import type { PhotoRecord } from './repository';

type EventDraft = Omit<NewChecklistEvent, 'checklistId' | 'at' | 'userId' | 'userName'>;

const WHERE: Record<PhotoKind, (itemText: string) => string> = {
  failure: (text) => `the issue on “${text}”`,
  resolution: (text) => `the fix of “${text}”`,
  feedback: () => 'the store feedback',
};

const snapshot = (photo: PhotoRecord) => ({ photoId: photo.id, kind: photo.kind });

export const photoAdded = (photo: PhotoRecord, itemText: string): EventDraft => ({
  action: 'photo-added',
  subject: photo.itemId,
  summary: `Added a photo to ${WHERE[photo.kind](itemText)}`,
  before: null,
  after: snapshot(photo),
});

export const photoRemoved = (photo: PhotoRecord, itemText: string): EventDraft => ({
  action: 'photo-removed',
  subject: photo.itemId,
  summary: `Removed a photo from ${WHERE[photo.kind](itemText)}`,
  before: snapshot(photo),
  after: null,
});
