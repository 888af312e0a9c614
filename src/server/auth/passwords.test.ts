import { expect, it } from 'vitest';
import {
  hashPassword,
  NOBODY_HASH,
  unusablePasswordHash,
  verifyAgainstNothing,
  verifyPassword,
} from './passwords';

/** `$argon2id$v=19$m=19456,p=1,t=2`: the algorithm, version and cost a hash was made with. */
const parametersOf = (hash: string) => hash.split('$').slice(0, 4).join('$');

it('checks an unknown e-mail against a hash made as real ones are made now', async () => {
  expect(parametersOf(NOBODY_HASH)).toBe(parametersOf(await hashPassword('any password at all')));
});

it('never lets a password through against nobody', async () => {
  await expect(verifyAgainstNothing('not-a-real-password-used-only-for-timing')).resolves.toBe(
    false,
  );
});

it('gives accounts without a password one real hash that nothing typed matches', async () => {
  const hash = await unusablePasswordHash();
  expect(parametersOf(hash)).toBe(parametersOf(NOBODY_HASH));
  await expect(unusablePasswordHash()).resolves.toBe(hash);
  for (const guess of ['', 'password', hash]) {
    await expect(verifyPassword(hash, guess)).resolves.toBe(false);
  }
});
