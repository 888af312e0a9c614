import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#domain/api-error';
import { currentSessionResponseSchema } from '#domain/auth/schemas';
import { apiErrorOf, signedInUserId } from './api-payloads';

const user = {
  id: 'u-1',
  email: 'leader@example.test',
  role: 'shift-leader',
  displayName: null,
  storeId: 's-1',
  storeNumber: '001',
  storeName: 'Main Street',
  createdAt: '2026-11-23T07:00:00.000Z',
};

describe('reading the answers the first page needs, without zod', () => {
  it('reads the error shape as the domain schema does', () => {
    const samples: unknown[] = [
      { error: { code: 'forbidden', message: 'You cannot do that.' } },
      { error: { code: 'forbidden' } },
      { error: 'forbidden' },
      { message: 'Bad gateway' },
      '<html>Bad gateway</html>',
      null,
    ];
    for (const sample of samples) {
      const parsed = apiErrorSchema.safeParse(sample);
      expect(apiErrorOf(sample)).toEqual(parsed.success ? parsed.data.error : null);
    }
  });

  it('names the signed-in user, or nobody, as the session schema does', () => {
    expect(signedInUserId({ user })).toBe(currentSessionResponseSchema.parse({ user }).user?.id);
    expect(signedInUserId({ user: null })).toBeNull();
  });

  it('refuses a session answer of another shape instead of guessing', () => {
    expect(() => signedInUserId({})).toThrow();
    expect(() => signedInUserId({ user: { id: 7 } })).toThrow();
    expect(() => signedInUserId(null)).toThrow();
  });
});
