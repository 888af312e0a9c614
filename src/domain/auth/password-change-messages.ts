// Apart from the sign-in and access texts: the first page loads those, the profile screen these.
/** Password change (SPEC §5 "Change password", §8 "Password change"). */
export const PASSWORD_CHANGE_MESSAGES = {
  allFieldsRequired: 'All fields are required',
  mustDiffer: 'New password must be different from current password',
  confirmationMismatch: 'New password and confirmation do not match',
  currentIncorrect: 'Current password is incorrect. Please try again.',
  tooWeak: 'The new password is too weak. Please use a stronger password.',
  failed: 'Failed to change password. Please try again later.',
  notSignedIn: 'You must be logged in to change your password',
  unexpected: 'An unexpected error occurred. Please try again later.',
  rateLimited: 'Too many incorrect password attempts. Please wait 15 minutes and try again.',
  success: 'Password changed successfully!',
} as const;

export function newPasswordTooShortMessage(minLength: number): string {
  return `New password must be at least ${minLength} characters long`;
}
