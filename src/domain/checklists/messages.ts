// Shown verbatim by the issue modal and returned verbatim by the API, so both sides import them.
import en from '#domain/i18n/catalogues/rules-checklists/en.json' with { type: 'json' };
import { englishText, plainText } from '#domain/i18n/english';

export const ISSUE_COMMENT_REQUIRED = plainText(en.issueCommentRequired);
export const ISSUE_COMMENT_REQUIRED_TO_RESOLVE = plainText(en.issueCommentRequiredToResolve);

export const FAILED_ITEM_CANNOT_BE_COMPLETED = plainText(en.failedItemCannotBeCompleted);
export const ONLY_FAILED_ITEM_CAN_BE_RESOLVED = plainText(en.onlyFailedItemCanBeResolved);

/** Kept beside its message so the limit and the wording cannot drift apart. */
export const ISSUE_COMMENT_MAX_LENGTH = 2000;
export const ISSUE_COMMENT_TOO_LONG = englishText(en.issueCommentTooLong, {
  max: ISSUE_COMMENT_MAX_LENGTH,
});

// Checklist access and permission messages (SPEC §6, §8).
export const CHECKLIST_NOT_FOUND = plainText(en.checklistNotFound);
export const STORE_NOT_FOUND = plainText(en.storeNotFound);
export const CHECKLIST_ITEM_NOT_FOUND = plainText(en.checklistItemNotFound);
export const SHIFT_TARGET_NOT_FOUND = plainText(en.shiftTargetNotFound);
export const UPDATE_NOT_ALLOWED = plainText(en.updateNotAllowed);
export const DELETE_NOT_ALLOWED = plainText(en.deleteNotAllowed);
/** Taking over is for the store's people on the shift's own day. */
export const TAKE_OVER_NOT_ALLOWED = plainText(en.takeOverNotAllowed);
/** How long a deleted checklist can be restored; after that its contents and photos go. */
export const DELETED_CHECKLIST_KEPT_DAYS = 30;
/** What the delete dialog says will happen (SPEC's "cannot be undone" no longer holds). */
export const DELETE_CHECKLIST_NOTICE = englishText(en.deleteNotice, {
  days: DELETED_CHECKLIST_KEPT_DAYS,
});
/** A priority A failure is evidence a store is judged on: only a manager or above removes it. */
export const PRIORITY_A_DELETE_NOT_ALLOWED = plainText(en.priorityADeleteNotAllowed);
export const FEEDBACK_NOT_ALLOWED = plainText(en.feedbackNotAllowed);

/** Shown wherever a checklist's creator has neither a display name nor an e-mail. */
export const UNKNOWN_USER = plainText(en.unknownUser);

export const FUTURE_DATE_NOT_ALLOWED = plainText(en.futureDate);
export const beforeStoreOpenedMessage = (firstDay: string) =>
  englishText(en.beforeStoreOpened, { firstDay });

export const AREA_LEADER_MAX_LENGTH = 100;
export const AREA_LEADER_TOO_LONG = englishText(en.areaLeaderTooLong, {
  max: AREA_LEADER_MAX_LENGTH,
});
export const POST_SHIFT_ANALYSIS_MAX_LENGTH = 5000;
export const POST_SHIFT_ANALYSIS_TOO_LONG = englishText(en.postShiftAnalysisTooLong, {
  max: POST_SHIFT_ANALYSIS_MAX_LENGTH,
});

export const SHIFT_TARGETS_MAX = 20;
export const TOO_MANY_SHIFT_TARGETS = englishText(en.tooManyShiftTargets, {
  max: SHIFT_TARGETS_MAX,
});
export const SHIFT_TARGET_TEXT_MAX_LENGTH = 500;
export const SHIFT_TARGET_TEXT_TOO_LONG = englishText(en.shiftTargetTextTooLong, {
  max: SHIFT_TARGET_TEXT_MAX_LENGTH,
});
export const SHIFT_RESULT_COMMENT_MAX_LENGTH = 1000;
export const SHIFT_RESULT_COMMENT_TOO_LONG = englishText(en.shiftResultCommentTooLong, {
  max: SHIFT_RESULT_COMMENT_MAX_LENGTH,
});

/** SPEC §4 "Targets and results": the two choices a shift result toggles between. */
export const SHIFT_RESULT_LABELS = { achieved: 'Achieved', notAchieved: 'Not Achieved' } as const;

export const FEEDBACK_EMPTY = plainText(en.feedbackEmpty);
export const FEEDBACK_NOT_COMPLETE = plainText(en.feedbackNotComplete);
export const FEEDBACK_MAX_LENGTH = 2000;
export const FEEDBACK_TOO_LONG = englishText(en.feedbackTooLong, { max: FEEDBACK_MAX_LENGTH });
