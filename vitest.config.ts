import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, longest first, as measured on a 2-core machine (each from half a
 * minute to a few; most others take a few seconds). Files are handed to the workers in order as
 * each becomes free, so a long file started last keeps one worker busy alone at the end: the
 * fuzzing file, started last, once made a third of the suite's time.
 */
const LONGEST_FILES = [
  'test/fuzz/fuzz.int.test.ts',
  'test/crash/crash.int.test.ts',
  'tools/demo/demo.int.test.ts',
  'test/authz-matrix/matrix.int.test.ts',
  'test/upgrade/upgrade.int.test.ts',
  'test/integration/backup/backup.int.test.ts',
  'test/integration/photos/decode-limits.int.test.ts',
  'test/integration/auth/lockout.int.test.ts',
  'test/integration/live/stream-caps.int.test.ts',
  'test/integration/scheduler/scheduler.int.test.ts',
];

/**
 * Vitest's own order (one project after the other; within one, by the durations of the last run
 * when its cache has them, else larger files first), with LONGEST_FILES moved to the front of
 * their project: a fresh clone has no cache to know them by.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    const rank = (file: TestSpecification) => {
      const known = LONGEST_FILES.indexOf(relative(this.ctx.config.root, file.moduleId));
      return known === -1 ? LONGEST_FILES.length : known;
    };
    // Array sort is stable: files of the same rank keep Vitest's order.
    return sorted.toSorted(
      (a, b) =>
        projects.indexOf(a.project.name) - projects.indexOf(b.project.name) || rank(a) - rank(b),
    );
  }
}

export default defineConfig({
  // The path aliases of tsconfig.json (#domain/*, #server/*, #test/* …).
  resolve: { tsconfigPaths: true },
  test: {
    // The integration files mostly wait on PostgreSQL, child processes and the disk: two at a
    // time even on a two-core machine (Vitest's default would run one there).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A worker imports the app's modules once for all the files it runs, not once per file (a
    // third of the suite's time went to imports). Nothing in src/ keeps state between apps: each
    // test builds its own app and database, and no file mocks a module.
    isolate: false,
    // …so a stubbed global or environment variable never outlives its test.
    unstubGlobals: true,
    unstubEnvs: true,
    // The longest files first, so no worker is left with one of them alone at the end.
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'test/**/*.test.ts',
            'tools/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/*.ops.test.ts'],
          environment: 'node',
          // An unexpected console.error fails the test that made it.
          setupFiles: ['test/support/console-errors.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/**/*.int.test.ts', 'tools/**/*.int.test.ts'],
          environment: 'node',
          // The schema is migrated once per run; each file's database is a copy of it.
          globalSetup: ['test/support/global-setup.ts'],
          setupFiles: ['test/support/console-errors.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Whole installs and several server processes: one file at a time, after the others
        // (npm test runs this project in a step of its own).
        extends: true,
        test: {
          name: 'operations',
          include: ['test/operations/**/*.ops.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
