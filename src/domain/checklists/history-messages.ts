import en from '#domain/i18n/catalogues/rules-history/en.json' with { type: 'json' };
import { englishText, plainText } from '#domain/i18n/english';

// The History list's sentences, written in English when a change is recorded; the server reads
// each back in the reader's language from the same catalogue entry (history in
// src/server/checklists/service.ts), so sentences recorded before languages existed read too.

export const HISTORY = {
  created: (title: string) => englishText(en.created, { title }),
  takenOver: (name: string) => englishText(en.takenOver, { name }),
  issueLogged: (item: string) => englishText(en.issueLogged, { item }),
  issueCleared: (item: string) => englishText(en.issueCleared, { item }),
  issueResolved: (item: string) => englishText(en.issueResolved, { item }),
  issueReopened: (item: string) => englishText(en.issueReopened, { item }),
  issueUpdated: (item: string) => englishText(en.issueUpdated, { item }),
  ticked: (item: string) => englishText(en.ticked, { item }),
  unticked: (item: string) => englishText(en.unticked, { item }),
  serviceLeaderSet: (value: string) => englishText(en.serviceLeaderSet, { value }),
  productionLeaderSet: (value: string) => englishText(en.productionLeaderSet, { value }),
  serviceLeaderCleared: () => plainText(en.serviceLeaderCleared),
  productionLeaderCleared: () => plainText(en.productionLeaderCleared),
  analysisCleared: () => plainText(en.analysisCleared),
  analysisUpdated: () => plainText(en.analysisUpdated),
  targetAdded: (number: number) => englishText(en.targetAdded, { number }),
  targetChanged: (number: number, text: string) => englishText(en.targetChanged, { number, text }),
  targetAchieved: (number: number) => englishText(en.targetAchieved, { number }),
  targetNotAchieved: (number: number) => englishText(en.targetNotAchieved, { number }),
  targetCommentUpdated: (number: number) => englishText(en.targetCommentUpdated, { number }),
  targetDeleted: (number: number) => englishText(en.targetDeleted, { number }),
  feedbackAdded: () => plainText(en.feedbackAdded),
  feedbackEdited: () => plainText(en.feedbackEdited),
  feedbackReplaced: () => plainText(en.feedbackReplaced),
  photoAddedIssue: (item: string) => englishText(en.photoAddedIssue, { item }),
  photoAddedFix: (item: string) => englishText(en.photoAddedFix, { item }),
  photoAddedFeedback: () => plainText(en.photoAddedFeedback),
  photoRemovedIssue: (item: string) => englishText(en.photoRemovedIssue, { item }),
  photoRemovedFix: (item: string) => englishText(en.photoRemovedFix, { item }),
  photoRemovedFeedback: () => plainText(en.photoRemovedFeedback),
  checklistDeleted: () => plainText(en.checklistDeleted),
  checklistRestored: () => plainText(en.checklistRestored),
} as const;
