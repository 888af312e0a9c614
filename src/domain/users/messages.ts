import { USER_ACCESS_MESSAGES } from './access-messages';
import { USER_LIST_MESSAGES } from './list-messages';

/** SPEC §5 "User form" and §8 "Users", "Role change": shown verbatim by the screens and the API. */
export const USER_MESSAGES = {
  ...USER_LIST_MESSAGES,
  ...USER_ACCESS_MESSAGES,
  notFound: 'User not found',
  loadFailed: 'Error loading user data',
  storeRequired: 'Store selection is required',
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email format',
  passwordRequired: 'Password is required',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooWeak: 'This password is too common. Please choose a stronger password.',
  updated: 'User updated successfully',
  created: 'User created successfully',
  saveFailed: 'An error occurred',
  roleUpdated: 'User role successfully updated!',
  // Not in the original, which could not check these.
  emailTaken: 'A user with this email already exists',
  cannotDeleteSelf: 'You cannot delete your own account',
  emailLocked: 'Only a super admin can change an email address.',
  lastSuperAdmin:
    'The last super admin cannot be removed or demoted. Make another super admin first.',
} as const;

export function passwordTooShortMessage(minLength: number): string {
  return `Password must be at least ${minLength} characters long`;
}

/** Longer than any password is allowed to be (PASSWORD_MAX_LENGTH), for both password fields. */
export function passwordTooLongMessage(maxLength: number): string {
  return `Password must be at most ${maxLength} characters`;
}

export function userNotFoundByEmailMessage(email: string): string {
  return `User with email '${email}' not found.`;
}

/** SPEC §8 "Password reset", plus the signed-out flow that the original left to its provider. */
export const PASSWORD_RESET_MESSAGES = {
  sent: 'Password reset email has been sent to the user',
  userNotFound: 'User not found with the provided email',
  invalidEmail: 'Invalid email format',
  sendFailed: 'Failed to send password reset email. Please try again later.',
  unexpected: 'An unexpected error occurred. Please try again.',
  /** The same answer whether or not the address has an account. */
  requested:
    'If an account exists for that email, we have sent a link to reset the password. The link is valid for one hour.',
  rateLimited: 'Too many password reset requests. Please wait 15 minutes and try again.',
  invalidLink: 'This password reset link is invalid or has expired. Please ask for a new one.',
  done: 'Your password has been reset. You can now sign in with your new password.',
} as const;
