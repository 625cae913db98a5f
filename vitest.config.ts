import { defineConfig } from 'vitest/config';

// Unit tests (*.test.ts[x]) run without services; integration tests (*.int.test.ts) get a real
// PostgreSQL (one fresh database per test file) and the Firebase Auth emulator from the global setup.
//
// Workers: the unit tests are CPU-bound, one worker per core (2 on CI's two cores, Vitest's default
// there is 1). The integration tests mostly wait on PostgreSQL and the emulator, so 3 files run at
// once on the same two cores (INT_WORKERS changes it). Projects with different worker counts run one
// after the other (sequence.groupOrder): the unit tests first, then the integration tests, which
// keeps the CPU-bound ones from slowing the others' clocks.
const INT_WORKERS = Number(process.env.INT_WORKERS) || 3;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{packages,features,apps}/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'scripts/*.test.mjs'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'int',
          include: ['{packages,features,apps}/*/src/**/*.int.test.ts'],
          globalSetup: ['apps/server/src/testing/db-setup.ts', 'apps/server/src/testing/emulator-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: true,
          maxWorkers: INT_WORKERS,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
