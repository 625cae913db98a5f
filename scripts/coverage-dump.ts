import { takeCoverage } from 'node:v8';
import { afterAll } from 'vitest';

// Set up for each test file only under `npm run coverage` (NODE_V8_COVERAGE set): the test workers
// are stopped rather than left to exit, and a stopped process writes no coverage, so each file's
// coverage is written when it ends (V8 then counts afresh; scripts/coverage.mjs adds the dumps up).
afterAll(() => takeCoverage());
