import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

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
