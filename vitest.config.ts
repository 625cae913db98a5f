import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Unit tests (*.test.ts[x]) run without services; integration tests (*.int.test.ts) get a real
// PostgreSQL (one fresh database per test file) and the Firebase Auth emulator from the global setup.
//
// Workers: the unit tests are CPU-bound, one worker per core (2 on CI's two cores, Vitest's default
// there is 1). The integration tests mostly wait on PostgreSQL and the emulator, so 3 files run at
// once on the same two cores (INT_WORKERS changes it). Projects with different worker counts run one
// after the other (sequence.groupOrder): the unit tests first, then the integration tests, which
// keeps the CPU-bound ones from slowing the others' clocks.
//
// The unit files share their worker's module graph too (isolate: false): importing each file's modules
// afresh took half of their time (26 s against 13 on two cores). Each file restores what it changes
// (fake timers, stubbed globals, mocks), which runs in a shuffled order prove.
//
// The integration files share their worker's module graph (isolate: false): each file builds its own
// server over its own fresh database, so the only thing reused is the code already imported. Importing
// the whole server again for every file was most of their time (import 268 s of a 293 s run; 161 s
// without it). Module state a file leaves behind (fake timers, process.env) it restores in `finally`.
const INT_WORKERS = Number(process.env.INT_WORKERS) || 3;

// Integration files whose assertions need the server to have the cores: its own time and memory
// while it works (a hostile spreadsheet must not stall the event loop), or hundreds of requests at
// once that must all get a connection in time (finalize's race). They run last and one at a time
// ('int-alone'), so that the other files' load on the two cores is not counted as theirs.
const ALONE = [
  'features/clients/src/server/client-import-safety.int.test.ts',
  'features/finalize/src/server/finalize-concurrency.int.test.ts',
];
const INT_SETUP = ['apps/server/src/testing/db-setup.ts', 'apps/server/src/testing/emulator-setup.ts'];
// `npm run coverage` runs the tests with NODE_V8_COVERAGE: each file then writes its coverage as it ends.
const setupFiles = process.env.NODE_V8_COVERAGE ? ['scripts/coverage-dump.ts'] : [];

// The integration files that take longest start first, so that the others fill the other workers
// around them: on a fresh clone Vitest knows no file's time and starts the largest files first, and
// tenant isolation (a minute of calls) started 47 s in and ended 30 s after the rest.
const LONGEST_FIRST = [
  'apps/server/src/api-tests/tenant-isolation.int.test.ts',
  'features/calendar/src/server/booking-race.int.test.ts',
  'features/documents/src/server/documents.int.test.ts',
];
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((path) => file.moduleId.endsWith(path));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    // Stable: within a project the default order stays, but for these files.
    return (await super.sort(files)).sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        a.project.name.localeCompare(b.project.name) ||
        rank(a) - rank(b),
    );
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            '{packages,features,apps}/*/src/**/*.test.{ts,tsx}',
            'infra/**/*.test.ts',
            'scripts/**/*.test.ts',
            'apps/web/build/*.test.ts',
            'scripts/*.test.mjs',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          setupFiles,
          maxWorkers: 2,
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'int',
          include: ['{packages,features,apps}/*/src/**/*.int.test.ts'],
          exclude: [...ALONE, '**/node_modules/**'],
          globalSetup: INT_SETUP,
          setupFiles,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: true,
          isolate: false,
          maxWorkers: INT_WORKERS,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'int-alone',
          include: ALONE,
          globalSetup: INT_SETUP,
          setupFiles,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 1,
          // As in 'int': the second file reuses the server code the first imported (3-5 s).
          isolate: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
