// A sign-in waiting for its second factor, as the sign-in screen asks about it: kept apart from
// the other answers (api.ts) because the first page loads it.
import { z } from 'zod/mini';

/** What an authenticator app needs: the secret as a QR code and as text to type. */
export const authenticatorSetupSchema = z.object({
  /** Base32, in groups of four. */
  secret: z.string(),
  /** The otpauth:// URI the QR code holds. */
  uri: z.string(),
  /** The QR code, as an SVG document. */
  qrSvg: z.string(),
});
export type AuthenticatorSetup = z.infer<typeof authenticatorSetupSchema>;

/**
 * Whether this browser's sign-in waits for its second factor; `enrol`: the person must set up
 * their app first (`setup` then says how).
 */
export const twoFactorChallengeSchema = z.object({
  pending: z.boolean(),
  enrol: z.boolean(),
  setup: z.nullable(authenticatorSetupSchema),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;
