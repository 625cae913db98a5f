import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { areaOf, coveredBytes, isCounted, summarise } from './coverage.mjs';

describe('the coverage summary', () => {
  it('counts server and shared code, not tests, screens, migrations or seeders', () => {
    expect(isCounted('features/quotes/src/server/approve.ts')).toBe(true);
    expect(isCounted('features/quotes/src/shared/plan.ts')).toBe(true);
    expect(isCounted('apps/server/src/server.ts')).toBe(true);
    expect(isCounted('packages/db/src/index.ts')).toBe(true);
    expect(isCounted('features/quotes/src/web/quote-page.tsx')).toBe(false);
    expect(isCounted('features/quotes/src/server/quotes.int.test.ts')).toBe(false);
    expect(isCounted('apps/server/src/testing/factories.ts')).toBe(false);
    expect(isCounted('features/quotes/src/server/migrations/Migration20261201000000_quotes.ts')).toBe(false);
    expect(isCounted('features/quotes/src/server/demo-quotes.seeder.ts')).toBe(false);
    expect(areaOf('features/quotes/src/server/approve.ts')).toBe('quotes');
    expect(areaOf('apps/server/src/server.ts')).toBe('server');
    expect(areaOf('packages/db/src/index.ts')).toBe('packages/db');
  });

  it('takes the innermost range over a byte, and leaves the module body out', () => {
    const functions = [
      { functionName: '', ranges: [{ startOffset: 0, endOffset: 100, count: 1 }] },
      { functionName: '', ranges: [{ startOffset: 5, endOffset: 100, count: 1 }] },
      // A function of 20 bytes that ran, with a branch of 5 that did not.
      {
        functionName: 'ran',
        ranges: [
          { startOffset: 10, endOffset: 30, count: 3 },
          { startOffset: 20, endOffset: 25, count: 0 },
        ],
      },
      // One of 10 that never ran.
      { functionName: 'never', ranges: [{ startOffset: 40, endOffset: 50, count: 0 }] },
    ];
    expect(coveredBytes(functions)).toEqual({ covered: 15, total: 30 });
  });

  it('adds up the dumps of one process, where a later one lists only what ran since the one before', () => {
    const dir = mkdtempSync(join(tmpdir(), 'agenda-coverage-test-'));
    const url = `file://${join(process.cwd(), 'features/quotes/src/server/approve.ts')}`;
    const whole = { functionName: '', ranges: [{ startOffset: 0, endOffset: 100, count: 1 }] };
    const dump = (functions) => JSON.stringify({ result: [{ url, functions }] });
    // First dump: the module ran, `later` (40–60) did not yet; the second lists only `later`, run since.
    writeFileSync(
      join(dir, 'coverage-7-1000-0.json'),
      dump([whole, { functionName: 'later', ranges: [{ startOffset: 40, endOffset: 60, count: 0 }] }]),
    );
    writeFileSync(
      join(dir, 'coverage-7-2000-0.json'),
      dump([{ functionName: 'later', ranges: [{ startOffset: 40, endOffset: 60, count: 2 }] }]),
    );
    expect(summarise(dir)['features/quotes/src/server/approve.ts']).toEqual({ covered: 20, total: 20, functions: 1, ran: 1 });
  });
});
