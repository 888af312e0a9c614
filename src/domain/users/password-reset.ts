// Password reset by e-mail: the bodies of the admin's "send reset", the signed-out request,
// and setting the new password from the link.
import { z } from 'zod/mini';
import { PASSWORD_MAX_LENGTH } from '../auth/schemas';
import {
  passwordTooLongMessage,
  passwordTooShortMessage,
  PASSWORD_RESET_MESSAGES,
  USER_MESSAGES,
} from './messages';
import { emailFieldSchema } from './schemas';

/** How long a link works. */
export const RESET_TOKEN_VALID_MINUTES = 60;
/** The page the e-mail links to (outside the signed-in app). */
export const RESET_PASSWORD_PATH = '/reset-password';

/** The admin's "send password reset" and the sign-in page's "Forgot your password?". */
export const passwordResetRequestSchema = z.object({
  email: emailFieldSchema(PASSWORD_RESET_MESSAGES.invalidEmail),
});
export type PasswordResetRequest = z.output<typeof passwordResetRequestSchema>;

const resetTokenSchema = z
  .string()
  .check(
    z.minLength(1, PASSWORD_RESET_MESSAGES.invalidLink),
    z.maxLength(200, PASSWORD_RESET_MESSAGES.invalidLink),
  );

/** The reset page asks whether its link still works before it shows the form. */
export const resetLinkCheckSchema = z.object({ token: resetTokenSchema });
export type ResetLinkCheck = z.output<typeof resetLinkCheckSchema>;

/** A link that still works, and until when. */
export const resetLinkStatusSchema = z.object({ expiresAt: z.string() });
export type ResetLinkStatus = z.output<typeof resetLinkStatusSchema>;

/** The same rules as creating an account: at least the minimum length, confirmed. */
export function resetPasswordBodySchema(minLength: number) {
  return z
    .object({
      token: resetTokenSchema,
      password: z
        .string({ error: USER_MESSAGES.passwordRequired })
        .check(
          z.minLength(1, USER_MESSAGES.passwordRequired),
          z.minLength(minLength, passwordTooShortMessage(minLength)),
          z.maxLength(PASSWORD_MAX_LENGTH, passwordTooLongMessage(PASSWORD_MAX_LENGTH)),
        ),
      confirmPassword: z
        .string()
        .check(z.maxLength(PASSWORD_MAX_LENGTH, passwordTooLongMessage(PASSWORD_MAX_LENGTH))),
    })
    .check(
      z.refine((value) => value.password === value.confirmPassword, {
        path: ['confirmPassword'],
        message: USER_MESSAGES.passwordsDoNotMatch,
      }),
    );
}
export type ResetPasswordBody = z.output<ReturnType<typeof resetPasswordBodySchema>>;
