import { z } from 'zod/mini';
import { LOCALES } from '../i18n/locales';
import { STORE_CLOCKS } from '../stores/clock';
import { API_SCOPES } from '../authz/api-token';
import { roleSchema } from '../schemas';
import { fieldTooLongMessage, SIGN_IN_MESSAGES } from './messages';
import { PASSWORD_CHANGE_MESSAGES } from './password-change-messages';

/** Longest e-mail address SMTP allows; longer input is not an address. */
export const EMAIL_MAX_LENGTH = 254;
/** argon2 hashes any length, but a cap keeps a request from costing the server seconds. */
export const PASSWORD_MAX_LENGTH = 200;

const required = (message: string, max: number) =>
  z.string({ error: message }).check(z.maxLength(max, fieldTooLongMessage(max)));

export const signInBodySchema = z.object({
  email: required(SIGN_IN_MESSAGES.missingFields, EMAIL_MAX_LENGTH).check(
    z.trim(),
    z.minLength(1, SIGN_IN_MESSAGES.missingFields),
  ),
  password: required(SIGN_IN_MESSAGES.missingFields, PASSWORD_MAX_LENGTH).check(
    z.minLength(1, SIGN_IN_MESSAGES.missingFields),
  ),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

const passwordField = required(
  PASSWORD_CHANGE_MESSAGES.allFieldsRequired,
  PASSWORD_MAX_LENGTH,
).check(z.minLength(1, PASSWORD_CHANGE_MESSAGES.allFieldsRequired));

export const changePasswordBodySchema = z.object({
  currentPassword: passwordField,
  newPassword: passwordField,
  confirmPassword: passwordField,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  displayName: z.nullable(z.string()),
  storeId: z.nullable(z.string()),
  storeNumber: z.nullable(z.string()),
  storeName: z.nullable(z.string()),
  createdAt: z.string(),
  /** The language the person chose; null follows their browser, then their store's. */
  locale: z.nullable(z.enum(LOCALES)),
  /** Their store's language, when its manager chose one. */
  storeLocale: z.nullable(z.enum(LOCALES)),
  /** Their store's clock, when set: '12h' or '24h'; null follows their language. */
  storeClock: z.nullable(z.enum(STORE_CLOCKS)),
  /**
   * An area manager's area and its stores, which they see (docs/decisions/048). Optional: a
   * session kept by a browser before areas existed still reads.
   */
  areaId: z.optional(z.nullable(z.string())),
  areaName: z.optional(z.nullable(z.string())),
  areaStoreIds: z.optional(z.array(z.string())),
  /**
   * The store tablet a PIN opened this session on (docs/decisions/051): it may do a shift
   * leader's day-to-day there, nothing more. Absent or null for a password sign-in.
   */
  tablet: z.optional(
    z.nullable(z.object({ id: z.string(), name: z.string(), lockMinutes: z.int() })),
  ),
  /**
   * An integration's API token acting for this person (docs/decisions/055): only its scopes'
   * actions, within its store or area. Absent or null for a person's own session.
   */
  apiToken: z.optional(
    z.nullable(
      z.object({
        id: z.string(),
        name: z.string(),
        scopes: z.array(z.enum(API_SCOPES)),
        /** What its scopes allow (src/domain/authz/api-token.ts), as decide() checks it. */
        actions: z.array(z.string()),
      }),
    ),
  ),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Profile → Language: one of the shipped languages, or null for the browser's own. */
export const languageBodySchema = z.object({ locale: z.nullable(z.enum(LOCALES)) });
export type LanguageBody = z.infer<typeof languageBodySchema>;

export const sessionResponseSchema = z.object({ user: sessionUserSchema });
/**
 * A first factor passed: the session is open (`user`), or the second factor is asked for first
 * (`user` null; `twoFactor.enrol`: the person must set up their authenticator app now).
 */
export const signInResponseSchema = z.union([
  sessionResponseSchema,
  z.object({ user: z.null(), twoFactor: z.object({ enrol: z.boolean() }) }),
]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;
/** Who is signed in; `user` is null for a visitor, so the sign-in screen costs no error. */
export const currentSessionResponseSchema = z.object({ user: z.nullable(sessionUserSchema) });

export const publicSettingsSchema = z.object({
  passwordMinLength: z.int(),
  /**
   * The chain's identity provider, when single sign-on is set up: the sign-in button's name, and
   * whether password sign-in is for everyone or only the break-glass super admin.
   */
  singleSignOn: z.nullable(
    z.object({ name: z.string(), passwordSignIn: z.enum(['everyone', 'break-glass']) }),
  ),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
