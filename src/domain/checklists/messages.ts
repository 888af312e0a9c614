// Shown verbatim by the issue modal and returned verbatim by the API, so both sides import them.

export const ISSUE_COMMENT_REQUIRED = 'Please provide details about the issue';
export const ISSUE_COMMENT_REQUIRED_TO_RESOLVE =
  'Please provide details about the issue before resolving';

export const FAILED_ITEM_CANNOT_BE_COMPLETED =
  'This item is marked as failed. Clear the failure before ticking it.';
export const ONLY_FAILED_ITEM_CAN_BE_RESOLVED = 'Only a failed item can be resolved.';

/** Kept beside its message so the limit and the wording cannot drift apart. */
export const ISSUE_COMMENT_MAX_LENGTH = 2000;
export const ISSUE_COMMENT_TOO_LONG = `Issue details must be at most ${ISSUE_COMMENT_MAX_LENGTH} characters`;

// Checklist access and permission messages (SPEC §6, §8).
export const CHECKLIST_NOT_FOUND = 'Checklist not found';
export const STORE_NOT_FOUND = 'Store not found';
export const CHECKLIST_ITEM_NOT_FOUND = 'Checklist item not found';
export const SHIFT_TARGET_NOT_FOUND = 'Shift target not found';
export const UPDATE_NOT_ALLOWED = 'You do not have permission to update this checklist';
export const DELETE_NOT_ALLOWED = 'You do not have permission to delete this checklist';
/** Taking over is for the store's people on the shift's own day. */
export const TAKE_OVER_NOT_ALLOWED =
  "Only today's checklists can be taken over, and only by people of their store.";
/** How long a deleted checklist can be restored; after that its contents and photos go. */
export const DELETED_CHECKLIST_KEPT_DAYS = 30;
/** What the delete dialog says will happen (SPEC's "cannot be undone" no longer holds). */
export const DELETE_CHECKLIST_NOTICE = `A super admin can restore it within ${DELETED_CHECKLIST_KEPT_DAYS} days; after that it is gone for good.`;
/** A priority A failure is evidence a store is judged on: only a manager or above removes it. */
export const PRIORITY_A_DELETE_NOT_ALLOWED =
  'A checklist with a priority A failure can only be deleted by a store manager or a super admin.';
export const FEEDBACK_NOT_ALLOWED = 'You do not have permission to add feedback to this checklist';

/** Shown wherever a checklist's creator has neither a display name nor an e-mail. */
export const UNKNOWN_USER = 'Unknown User';

export const FUTURE_DATE_NOT_ALLOWED = 'Checklists cannot be created for a future date.';
export const beforeStoreOpenedMessage = (firstDay: string) =>
  `Checklists cannot be created before the store's first day (${firstDay}).`;

export const AREA_LEADER_MAX_LENGTH = 100;
export const AREA_LEADER_TOO_LONG = `Area leader names must be at most ${AREA_LEADER_MAX_LENGTH} characters`;
export const POST_SHIFT_ANALYSIS_MAX_LENGTH = 5000;
export const POST_SHIFT_ANALYSIS_TOO_LONG = `The post-shift analysis must be at most ${POST_SHIFT_ANALYSIS_MAX_LENGTH} characters`;

export const SHIFT_TARGETS_MAX = 20;
export const TOO_MANY_SHIFT_TARGETS = `A checklist can have at most ${SHIFT_TARGETS_MAX} shift targets`;
export const SHIFT_TARGET_TEXT_MAX_LENGTH = 500;
export const SHIFT_TARGET_TEXT_TOO_LONG = `Shift targets must be at most ${SHIFT_TARGET_TEXT_MAX_LENGTH} characters`;
export const SHIFT_RESULT_COMMENT_MAX_LENGTH = 1000;
export const SHIFT_RESULT_COMMENT_TOO_LONG = `Result comments must be at most ${SHIFT_RESULT_COMMENT_MAX_LENGTH} characters`;

/** SPEC §4 "Targets and results": the two choices a shift result toggles between. */
export const SHIFT_RESULT_LABELS = { achieved: 'Achieved', notAchieved: 'Not Achieved' } as const;

export const FEEDBACK_EMPTY = 'Feedback cannot be empty';
export const FEEDBACK_NOT_COMPLETE = 'Feedback can be added once the checklist is 100% complete';
export const FEEDBACK_MAX_LENGTH = 2000;
export const FEEDBACK_TOO_LONG = `Feedback must be at most ${FEEDBACK_MAX_LENGTH} characters`;
