// Two-factor sign-in: the bodies and answers of its routes (sign-in's second step, Profile →
// Security, and Admin → Sign-in & identity).
import { z } from 'zod/mini';
import { ROLES } from '../roles';
import { sessionUserSchema } from '../auth/schemas';
import { roleSchema } from '../schemas';
import { isRecoveryCode, isTotpCode } from './codes';
import { TWO_FACTOR_MESSAGES } from './messages';

export {
  authenticatorSetupSchema,
  twoFactorChallengeSchema,
  type AuthenticatorSetup,
  type TwoFactorChallenge,
} from './challenge';

const totpCode = z
  .string({ error: TWO_FACTOR_MESSAGES.codeFormat })
  .check(
    z.maxLength(20, TWO_FACTOR_MESSAGES.codeFormat),
    z.refine(isTotpCode, TWO_FACTOR_MESSAGES.codeFormat),
  );

const recoveryCode = z
  .string({ error: TWO_FACTOR_MESSAGES.recoveryCodeFormat })
  .check(
    z.maxLength(40, TWO_FACTOR_MESSAGES.recoveryCodeFormat),
    z.refine(isRecoveryCode, TWO_FACTOR_MESSAGES.recoveryCodeFormat),
  );

/** The sign-in's second step: a code from the app, or (not while setting up) a recovery code. */
export const twoFactorAnswerBodySchema = z.object({
  code: z.optional(totpCode),
  recoveryCode: z.optional(recoveryCode),
});
export type TwoFactorAnswerBody = z.infer<typeof twoFactorAnswerBodySchema>;

/** A current code from the app: to turn two-factor on or off, or for new recovery codes. */
export const totpCodeBodySchema = z.object({ code: totpCode });
export type TotpCodeBody = z.infer<typeof totpCodeBodySchema>;

/** The second factor passed: the session is open; `recoveryCodes` when the app was just set up. */
export const twoFactorSignedInSchema = z.object({
  user: sessionUserSchema,
  recoveryCodes: z.nullable(z.array(z.string())),
});
export type TwoFactorSignedIn = z.infer<typeof twoFactorSignedInSchema>;

/** Profile → Security: the person's own two-factor sign-in. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Their role needs it: it cannot be turned off. */
  required: z.boolean(),
  enabledAt: z.nullable(z.string()),
  recoveryCodesLeft: z.int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** Recovery codes, shown this once (abcde-fghjk). */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** Admin → Sign-in & identity: which roles need two-factor sign-in. */
export const twoFactorPolicySchema = z.object({
  /** Set by the server's environment (TWO_FACTOR_REQUIRED_ROLES): always required. */
  floor: z.array(roleSchema),
  /** Added by a super admin in the app. */
  roles: z.array(roleSchema),
  updatedAt: z.nullable(z.string()),
  updatedByName: z.nullable(z.string()),
});
export type TwoFactorPolicy = z.infer<typeof twoFactorPolicySchema>;

export const twoFactorPolicyBodySchema = z.object({
  roles: z.array(roleSchema).check(z.maxLength(ROLES.length)),
});
export type TwoFactorPolicyBody = z.infer<typeof twoFactorPolicyBodySchema>;
