import en from '#domain/i18n/catalogues/rules-history/en.json' with { type: 'json' };
import { englishText, plainText } from '#domain/i18n/english';

// The History list's sentences, written in English when a change is recorded; the server reads
// each back in the reader's language from the same catalogue entry (history in
// src/server/checklists/service.ts), so sentences recorded before languages existed read too.

const YES_NO_SENTENCES = {
  yes: { given: 'answeredYes', fails: 'answeredYesFails', resolves: 'answeredYesResolves' },
  no: { given: 'answeredNo', fails: 'answeredNoFails', resolves: 'answeredNoResolves' },
} as const;
const ANSWER_SENTENCES = {
  given: 'answerRecorded',
  fails: 'answerFails',
  resolves: 'answerResolves',
} as const;

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
  readingRecorded: (item: string, reading: string) =>
    englishText(en.readingRecorded, { item, reading }),
  readingOutOfLimit: (item: string, reading: string, limit: string) =>
    englishText(en.readingOutOfLimit, { item, reading, limit }),
  readingResolved: (item: string, reading: string, limit: string) =>
    englishText(en.readingResolved, { item, reading, limit }),
  readingCleared: (item: string) => englishText(en.readingCleared, { item }),
  /** A yes/no answer, as given, failing or resolving the item. */
  answeredYesNo: (item: string, answer: 'yes' | 'no', verdict: 'given' | 'fails' | 'resolves') =>
    englishText(en[YES_NO_SENTENCES[answer][verdict]], { item }),
  /** A choice or text answer, as given, failing or resolving the item. */
  answered: (item: string, answer: string, verdict: 'given' | 'fails' | 'resolves') =>
    englishText(en[ANSWER_SENTENCES[verdict]], { item, answer }),
  answerCleared: (item: string) => englishText(en.answerCleared, { item }),
  notApplicable: (item: string, reason: string) => englishText(en.notApplicable, { item, reason }),
  notApplicableCleared: (item: string) => englishText(en.notApplicableCleared, { item }),
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
  actionAssigned: (item: string, owner: string) => englishText(en.actionAssigned, { item, owner }),
  actionAssignedContractor: (item: string, owner: string, email: string) =>
    englishText(en.actionAssignedContractor, { item, owner, email }),
  actionStarted: (item: string) => englishText(en.actionStarted, { item }),
  actionDone: (item: string, note: string) => englishText(en.actionDone, { item, note }),
  actionVerified: (item: string) => englishText(en.actionVerified, { item }),
  actionReopened: (item: string, reason: string) =>
    englishText(en.actionReopened, { item, reason }),
  photoAddedIssue: (item: string) => englishText(en.photoAddedIssue, { item }),
  photoAddedFix: (item: string) => englishText(en.photoAddedFix, { item }),
  photoAddedFeedback: () => plainText(en.photoAddedFeedback),
  photoRemovedIssue: (item: string) => englishText(en.photoRemovedIssue, { item }),
  photoRemovedFix: (item: string) => englishText(en.photoRemovedFix, { item }),
  photoRemovedFeedback: () => plainText(en.photoRemovedFeedback),
  checklistDeleted: () => plainText(en.checklistDeleted),
  checklistRestored: () => plainText(en.checklistRestored),
  daySignedOff: () => plainText(en.daySignedOff),
  daySignedOffWithNote: (note: string) => englishText(en.daySignedOffWithNote, { note }),
} as const;
