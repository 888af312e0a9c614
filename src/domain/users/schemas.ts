// The users API and forms: one zod schema per body, shared by the server's routes and the web
// app's forms (react-hook-form's zod resolver), so each rule and message is written once.
import { z } from 'zod/mini';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../auth/schemas';
import { hasCapability } from '../authz/capabilities';
import { roleSchema } from '../schemas';
import {
  displayNameTooLongMessage,
  emailTooLongMessage,
  passwordTooLongMessage,
  passwordTooShortMessage,
  USER_MESSAGES,
} from './messages';

export const DISPLAY_NAME_MAX_LENGTH = 100;
const ID_MAX_LENGTH = 100;

/**
 * Deliberately loose: something@something.something, no spaces. The mail server decides the
 * rest. Written as one pass over the text, not a pattern: `[^@]+\.[^@]+` tries every dot as the
 * split, and an address of 100,000 dots held the server for 13 s.
 */
export function looksLikeEmail(value: string): boolean {
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@') || /\s/.test(value)) return false;
  const domain = value.slice(at + 1);
  const dot = domain.indexOf('.', 1);
  return dot > 0 && dot < domain.length - 1;
}

export const emailFieldSchema = (invalid: string = USER_MESSAGES.invalidEmail) =>
  z.string({ error: USER_MESSAGES.emailRequired }).check(
    z.trim(),
    z.minLength(1, { error: USER_MESSAGES.emailRequired, abort: true }),
    // Too long is not an address: no later check spends time on it.
    z.maxLength(EMAIL_MAX_LENGTH, {
      error: emailTooLongMessage(EMAIL_MAX_LENGTH),
      abort: true,
    }),
    z.refine(looksLikeEmail, invalid),
  );

const displayNameSchema = z.pipe(
  z.optional(
    z.nullable(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(DISPLAY_NAME_MAX_LENGTH, displayNameTooLongMessage(DISPLAY_NAME_MAX_LENGTH)),
        ),
    ),
  ),
  z.transform((name) => (name ? name : null)),
);

/** A form's "no store" (or "no area") is an empty choice; the API's is null. */
const storeIdSchema = z.pipe(
  z.nullable(z.string().check(z.maxLength(ID_MAX_LENGTH))),
  z.transform((id) => (id ? id : null)),
);

const assignmentShape = {
  email: emailFieldSchema(),
  role: roleSchema,
  storeId: storeIdSchema,
  /** An area manager's area (docs/decisions/048); ignored for the other roles. */
  areaId: z.optional(storeIdSchema),
  displayName: displayNameSchema,
};

/**
 * Everyone who works in one store is given it (SPEC §5 "User form"); an area manager is given an
 * area and no store; a super admin neither.
 */
function requireStore(
  value: { role: z.infer<typeof roleSchema>; storeId: string | null; areaId?: string | null },
  ctx: z.core.$RefinementCtx,
) {
  if (hasCapability(value.role, 'area-stores')) {
    if (!value.areaId) {
      ctx.addIssue({ code: 'custom', path: ['areaId'], message: USER_MESSAGES.areaRequired });
    }
    return;
  }
  if (!value.storeId && !hasCapability(value.role, 'all-stores')) {
    ctx.addIssue({ code: 'custom', path: ['storeId'], message: USER_MESSAGES.storeRequired });
  }
}

/** SPEC §5 "User form" on create: password required, at least the minimum, confirmed. */
export function createUserBodySchema(minLength: number) {
  return z
    .object({
      ...assignmentShape,
      password: z
        .string({ error: USER_MESSAGES.passwordRequired })
        .check(
          z.minLength(1, USER_MESSAGES.passwordRequired),
          z.minLength(minLength, passwordTooShortMessage(minLength)),
          z.maxLength(PASSWORD_MAX_LENGTH, passwordTooLongMessage(PASSWORD_MAX_LENGTH)),
        ),
      confirmPassword: z
        .string({ error: USER_MESSAGES.passwordsDoNotMatch })
        .check(z.maxLength(PASSWORD_MAX_LENGTH, passwordTooLongMessage(PASSWORD_MAX_LENGTH))),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (value.password && value.password !== value.confirmPassword) {
          ctx.addIssue({
            code: 'custom',
            path: ['confirmPassword'],
            message: USER_MESSAGES.passwordsDoNotMatch,
          });
        }
        requireStore(value, ctx);
      }),
    );
}
export type CreateUserBody = z.output<ReturnType<typeof createUserBodySchema>>;
export type CreateUserForm = z.input<ReturnType<typeof createUserBodySchema>>;

export const updateUserBodySchema = z.object(assignmentShape).check(z.superRefine(requireStore));
export type UpdateUserBody = z.output<typeof updateUserBodySchema>;
export type UpdateUserForm = z.input<typeof updateUserBodySchema>;

/** The role screen (SPEC §2): any of the three roles for an account found by e-mail. */
export const changeRoleBodySchema = z.object({ email: emailFieldSchema(), role: roleSchema });
export type ChangeRoleBody = z.output<typeof changeRoleBodySchema>;

export const userIdParamsSchema = z.object({
  userId: z.string().check(z.minLength(1), z.maxLength(ID_MAX_LENGTH)),
});

export const userListQuerySchema = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH))),
  role: z.optional(roleSchema),
  storeId: z.optional(z.string().check(z.minLength(1), z.maxLength(ID_MAX_LENGTH))),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const managedUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  displayName: z.nullable(z.string()),
  storeId: z.nullable(z.string()),
  storeNumber: z.nullable(z.string()),
  storeName: z.nullable(z.string()),
  areaId: z.nullable(z.string()),
  areaName: z.nullable(z.string()),
  createdAt: z.string(),
  /** Turned off by the identity provider (SCIM): they cannot sign in. */
  deactivated: z.boolean(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

export const userListSchema = z.object({ users: z.array(managedUserSchema) });
export type UserList = z.infer<typeof userListSchema>;

export const userSavedSchema = z.object({ message: z.string(), user: managedUserSchema });
export type UserSaved = z.infer<typeof userSavedSchema>;
