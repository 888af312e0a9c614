import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '#server/db/migrate';
import {
  FIXTURE_DIR,
  fixtureFile,
  fixturesOnDisk,
  readManifest,
  UPGRADE_FIXTURES,
} from './fixture-files';

const parts = (version: string) => version.split('.').map(Number);
const newer = (a: string, b: string) => {
  const [x, y] = [parts(a), parts(b)];
  const differing = x.findIndex((part, index) => part !== y[index]);
  return differing !== -1 && (x[differing] ?? 0) > (y[differing] ?? 0);
};

describe('the upgrade fixtures by release', () => {
  it('lists every fixture in test-data/upgrade, and only those', () => {
    expect(UPGRADE_FIXTURES.map(({ fixture }) => fixture)).toEqual(
      fixturesOnDisk(readdirSync(FIXTURE_DIR)),
    );
  });

  it('has a SQLite file, a PostgreSQL dump and a manifest of each, at a migration that exists', () => {
    for (const { fixture } of UPGRADE_FIXTURES) {
      expect(existsSync(fixtureFile(fixture, 'sqlite')), fixture).toBe(true);
      expect(existsSync(fixtureFile(fixture, 'postgres')), fixture).toBe(true);
      expect(readManifest(fixture).release).toBe(fixture);
      expect(Object.keys(MIGRATIONS)).toContain(fixture);
    }
  });

  it('goes from the oldest release to the newest, each with a newer schema', () => {
    for (const [index, entry] of UPGRADE_FIXTURES.entries()) {
      expect(entry.version).toMatch(/^\d+\.\d+\.\d+$/);
      const previous = UPGRADE_FIXTURES[index - 1];
      if (!previous) continue;
      expect(newer(entry.version, previous.version), entry.version).toBe(true);
      expect(entry.fixture > previous.fixture, entry.fixture).toBe(true);
    }
  });
});
