import { defineConfig } from 'vitest/config';

// Unit tests (*.test.ts[x]) run without services; integration tests (*.int.test.ts) get a real
// PostgreSQL (one fresh database per worker) and the Firebase Auth emulator from the global setup.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{packages,features,apps}/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'scripts/*.test.mjs'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
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
        },
      },
    ],
  },
});
