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
