import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#domain/api-error';
import { apiErrorOf } from './api-payloads';

describe('reading the API’s error shape without zod', () => {
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
});
