import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../crash/server-process';

/** Databases made by released versions, kept as they were made: test data, never rewritten. */
export const FIXTURE_DIR = path.join(PROJECT_ROOT, 'test-data', 'upgrade');

/** What a fixture's manifest records about it. */
export interface FixtureManifest {
  /** The newest migration of the release that made it. */
  release: string;
  /** The clock the demo chain was loaded at. */
  madeAt: string;
  /** Rows per table, by dialect, as made. */
  counts: { sqlite: Record<string, number>; postgres: Record<string, number> };
  /** Accounts of the demo chain the upgrade test signs in with. */
  signIn: { email: string; password: string };
}

export const fixtureFile = (release: string, kind: 'sqlite' | 'postgres' | 'manifest') =>
  path.join(
    FIXTURE_DIR,
    `${release}.${kind === 'sqlite' ? 'sqlite.br' : kind === 'postgres' ? 'pg.sql.br' : 'json'}`,
  );

export function writeCompressed(file: string, data: Buffer): void {
  const compressed = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  writeFileSync(file, compressed);
}

export const readCompressed = (file: string): Buffer => brotliDecompressSync(readFileSync(file));

export function readManifest(release: string): FixtureManifest {
  return JSON.parse(readFileSync(fixtureFile(release, 'manifest'), 'utf8')) as FixtureManifest;
}

/**
 * The fixture of every release that changed the database schema, oldest first. A fixture is
 * named after its release's newest migration (the schema it holds); a release that changes the
 * schema adds its line here with its fixture (make-fixtures.ts), and the upgrade test migrates
 * each one to the newest migration.
 */
export const UPGRADE_FIXTURES: readonly { version: string; fixture: string }[] = [
  // The first week's build, when every build was 0.1.0.
  { version: '0.1.0', fixture: '009-idempotency-request' },
  { version: '1.0.0', fixture: '018-take-over' },
];

/** The fixtures in FIXTURE_DIR, by their manifests, oldest first. */
export function fixturesOnDisk(files: readonly string[]): string[] {
  return files
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}
