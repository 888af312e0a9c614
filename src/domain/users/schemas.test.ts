import { describe, expect, it } from 'vitest';
import { CHAIN_ADMIN_ROLES } from '../authz/policies/users';
import { passwordTooShortMessage, USER_MESSAGES } from './messages';
import { PASSWORD_MAX_LENGTH } from '../auth/schemas';
import { resetPasswordBodySchema } from './password-reset';
import { createUserBodySchema, looksLikeEmail, updateUserBodySchema } from './schemas';

const valid = {
  email: ' Sam@Example.com ',
  password: 'long-enough',
  confirmPassword: 'long-enough',
  role: 'shift-leader',
  storeId: 'store-1',
  displayName: '',
};

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the user form schemas', () => {
  it('trims the e-mail and turns an empty display name into none', () => {
    expect(createUserBodySchema(6).parse(valid)).toMatchObject({
      email: 'Sam@Example.com',
      displayName: null,
    });
  });

  it('uses the configured minimum length in its message', () => {
    const result = createUserBodySchema(20).safeParse(valid);
    expect(messagesOf(result)).toEqual([passwordTooShortMessage(20)]);
    expect(passwordTooShortMessage(6)).toBe('Password must be at least 6 characters long');
  });

  it('says in words when either password field is too long, on both forms that set one', () => {
    const tooLong = 'p'.repeat(PASSWORD_MAX_LENGTH + 1);
    const expected = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
    const created = createUserBodySchema(6).safeParse({ ...valid, confirmPassword: tooLong });
    expect(messagesOf(created)).toContain(expected);
    const reset = resetPasswordBodySchema(6).safeParse({
      token: 'a-token',
      password: tooLong,
      confirmPassword: tooLong,
    });
    expect(messagesOf(reset)).toEqual([expected, expected]);
  });

  it.each([
    [{ email: '' }, USER_MESSAGES.emailRequired],
    [{ password: '', confirmPassword: '' }, USER_MESSAGES.passwordRequired],
    [{ confirmPassword: 'other' }, USER_MESSAGES.passwordsDoNotMatch],
    [{ storeId: '' }, USER_MESSAGES.storeRequired],
  ])('refuses %o with the SPEC message', (change, message) => {
    expect(messagesOf(createUserBodySchema(6).safeParse({ ...valid, ...change }))).toContain(
      message,
    );
  });

  it('lets a super admin have no store, and nobody else', () => {
    const edit = { email: 'a@b.co', role: 'super-admin', storeId: '' };
    expect(updateUserBodySchema.parse(edit).storeId).toBeNull();
    expect(messagesOf(updateUserBodySchema.safeParse({ ...edit, role: 'store' }))).toEqual([
      USER_MESSAGES.storeRequired,
    ]);
  });

  it('applies the same rules to a reset', () => {
    const schema = resetPasswordBodySchema(6);
    expect(
      messagesOf(schema.safeParse({ token: 't', password: 'abc', confirmPassword: 'abc' })),
    ).toEqual([passwordTooShortMessage(6)]);
  });

  it('keeps super admins as the roles that must never run out', () => {
    expect(CHAIN_ADMIN_ROLES).toEqual(['super-admin']);
  });
});

describe('looksLikeEmail', () => {
  it.each(['a@b.co', 'first.last+tag@shop.example.com', 'x@a.b'])('takes %s', (address) => {
    expect(looksLikeEmail(address)).toBe(true);
  });

  it.each([
    ['no at sign', 'shop.example.com'],
    ['nothing before the at sign', '@shop.example.com'],
    ['two at signs', 'a@b@shop.example.com'],
    ['no dot in the domain', 'a@localhost'],
    ['only a leading dot', 'a@.com'],
    ['only a trailing dot', 'a@com.'],
    ['a space', 'a b@shop.example.com'],
    ['dots between two at signs', `a@${'.'.repeat(100)}@`],
  ])('refuses an address with %s', (_case, address) => {
    expect(looksLikeEmail(address)).toBe(false);
  });
});
