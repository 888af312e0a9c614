import { newPasswordTooShortMessage, PASSWORD_CHANGE_MESSAGES } from './password-change-messages';
import type { ChangePasswordBody } from './schemas';

/**
 * The rules of SPEC §5 "Change password", in the order the user meets them. The same function
 * runs in the browser (instant feedback) and on the server (the rule that counts).
 */
export function checkPasswordChange(body: ChangePasswordBody, minLength: number): string | null {
  const { currentPassword, newPassword, confirmPassword } = body;
  if (!currentPassword || !newPassword || !confirmPassword) {
    return PASSWORD_CHANGE_MESSAGES.allFieldsRequired;
  }
  if (newPassword === currentPassword) return PASSWORD_CHANGE_MESSAGES.mustDiffer;
  if (newPassword.length < minLength) return newPasswordTooShortMessage(minLength);
  if (newPassword !== confirmPassword) return PASSWORD_CHANGE_MESSAGES.confirmationMismatch;
  return null;
}
