import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The integration files mostly wait on PostgreSQL, child processes and the disk: two at a
    // time even on a two-core machine (Vitest's default would run one there).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts', 'src/**/*.ops.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Whole installs and several server processes: one file at a time, after the others
        // (npm test runs this project in a step of its own).
        test: {
          name: 'operations',
          include: ['src/**/*.ops.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
