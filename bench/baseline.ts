// --baseline <commit>: the app as it was at another commit, run from a git worktree of it against
// the same seeded database, so each request type can be measured before and after a change in
// the same rounds on the same machine (whose own speed can swing by half between runs).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Baseline {
  /** As the results name it: what was asked for and the commit it resolved to. */
  label: string;
  /** The worktree: its bench/server.ts runs the app of that commit. */
  dir: string;
  remove(): void;
}

const MIGRATIONS = path.join('src', 'server', 'db', 'migrations');

function git(args: string[]): string {
  return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

function migrationsIn(dir: string): string {
  return readdirSync(path.join(dir, MIGRATIONS))
    .filter((file) => !file.includes('.test.'))
    .sort()
    .join(', ');
}

/**
 * Checks out `ref` into a temporary worktree that shares this checkout's node_modules. Both apps
 * read and write one database, which this checkout migrates and seeds: a commit whose schema
 * differs cannot run on it, so one with other migrations is refused before anything starts.
 */
export function prepareBaseline(ref: string): Baseline {
  let commit: string;
  try {
    commit = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  } catch {
    throw new Error(`--baseline: "${ref}" is not a commit of this repository`);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shiftcheck-baseline-'));
  const remove = () => {
    try {
      git(['worktree', 'remove', '--force', dir]);
    } catch {
      rmSync(dir, { recursive: true, force: true });
      git(['worktree', 'prune']);
    }
  };
  git(['worktree', 'add', '--detach', dir, commit]);
  try {
    if (!existsSync(path.join(dir, 'bench', 'server.ts'))) {
      throw new Error(`--baseline: ${ref} has no bench/server.ts to run`);
    }
    const theirs = migrationsIn(dir);
    const ours = migrationsIn('.');
    if (theirs !== ours) {
      throw new Error(
        `--baseline: ${ref} has other migrations than this checkout (${theirs} against ${ours}); ` +
          'both apps share one database, so compare commits with the same schema',
      );
    }
    symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  } catch (error) {
    remove();
    throw error;
  }
  const short = commit.slice(0, 7);
  return { label: commit.startsWith(ref) ? short : `${ref} (${short})`, dir, remove };
}
