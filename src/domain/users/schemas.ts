// The users API and forms: one zod schema per body, shared by the server's routes and the web
// app's forms (react-hook-form's zod resolver), so each rule and message is written once.
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../auth/schemas';
import { hasCapability } from '../authz/capabilities';
import { roleSchema } from '../schemas';
import { passwordTooShortMessage, USER_MESSAGES } from './messages';

export const DISPLAY_NAME_MAX_LENGTH = 100;
const ID_MAX_LENGTH = 100;

/** Deliberately loose: something@something.something, no spaces. The mail server decides the rest. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailFieldSchema = (invalid: string = USER_MESSAGES.invalidEmail) =>
  z
    .string({ error: USER_MESSAGES.emailRequired })
    .trim()
    .min(1, USER_MESSAGES.emailRequired)
    .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
    .regex(EMAIL_PATTERN, invalid);

const displayNameSchema = z
  .string()
  .trim()
  .max(
    DISPLAY_NAME_MAX_LENGTH,
    `Display name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`,
  )
  .nullable()
  .optional()
  .transform((name) => (name ? name : null));

/** A form's "no store" is an empty choice; the API's is null. */
const storeIdSchema = z
  .string()
  .max(ID_MAX_LENGTH)
  .nullable()
  .transform((id) => (id ? id : null));

const assignmentShape = {
  email: emailFieldSchema(),
  role: roleSchema,
  storeId: storeIdSchema,
  displayName: displayNameSchema,
};

/** Everyone but a person who sees every store works in one store (SPEC §5 "User form"). */
function requireStore(
  value: { role: z.infer<typeof roleSchema>; storeId: string | null },
  ctx: z.RefinementCtx,
) {
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
        .min(1, USER_MESSAGES.passwordRequired)
        .min(minLength, passwordTooShortMessage(minLength))
        .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
      confirmPassword: z
        .string({ error: USER_MESSAGES.passwordsDoNotMatch })
        .max(PASSWORD_MAX_LENGTH),
    })
    .superRefine((value, ctx) => {
      if (value.password && value.password !== value.confirmPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: USER_MESSAGES.passwordsDoNotMatch,
        });
      }
      requireStore(value, ctx);
    });
}
export type CreateUserBody = z.output<ReturnType<typeof createUserBodySchema>>;
export type CreateUserForm = z.input<ReturnType<typeof createUserBodySchema>>;

export const updateUserBodySchema = z.object(assignmentShape).superRefine(requireStore);
export type UpdateUserBody = z.output<typeof updateUserBodySchema>;
export type UpdateUserForm = z.input<typeof updateUserBodySchema>;

/** The role screen (SPEC §2): any of the three roles for an account found by e-mail. */
export const changeRoleBodySchema = z.object({ email: emailFieldSchema(), role: roleSchema });
export type ChangeRoleBody = z.output<typeof changeRoleBodySchema>;

export const userIdParamsSchema = z.object({ userId: z.string().min(1).max(ID_MAX_LENGTH) });

export const userListQuerySchema = z.object({
  search: z.string().trim().max(EMAIL_MAX_LENGTH).optional(),
  role: roleSchema.optional(),
  storeId: z.string().min(1).max(ID_MAX_LENGTH).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const managedUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  displayName: z.string().nullable(),
  storeId: z.string().nullable(),
  storeNumber: z.string().nullable(),
  storeName: z.string().nullable(),
  createdAt: z.string(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

export const userListSchema = z.object({ users: z.array(managedUserSchema) });
export type UserList = z.infer<typeof userListSchema>;

export const userSavedSchema = z.object({ message: z.string(), user: managedUserSchema });
export type UserSaved = z.infer<typeof userSavedSchema>;
