// The History's sentences for photo evidence.
import { HISTORY } from '#domain/checklists/history-messages';
import type { PhotoKind } from '#domain/photos/messages';
import type { NewChecklistEvent } from '../checklists/events-repository';
import type { PhotoRecord } from './repository';

type EventDraft = Omit<NewChecklistEvent, 'checklistId' | 'at' | 'userId' | 'userName'>;

const ADDED: Record<PhotoKind, (itemText: string) => string> = {
  failure: HISTORY.photoAddedIssue,
  resolution: HISTORY.photoAddedFix,
  feedback: () => HISTORY.photoAddedFeedback(),
};

const REMOVED: Record<PhotoKind, (itemText: string) => string> = {
  failure: HISTORY.photoRemovedIssue,
  resolution: HISTORY.photoRemovedFix,
  feedback: () => HISTORY.photoRemovedFeedback(),
};

const snapshot = (photo: PhotoRecord) => ({ photoId: photo.id, kind: photo.kind });

export const photoAdded = (photo: PhotoRecord, itemText: string): EventDraft => ({
  action: 'photo-added',
  subject: photo.itemId,
  summary: ADDED[photo.kind](itemText),
  before: null,
  after: snapshot(photo),
});

export const photoRemoved = (photo: PhotoRecord, itemText: string): EventDraft => ({
  action: 'photo-removed',
  subject: photo.itemId,
  summary: REMOVED[photo.kind](itemText),
  before: snapshot(photo),
  after: null,
});
