import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codeownersProblems, featureNames } from './test-owners.mjs';

describe('feature owners in CODEOWNERS', () => {
  const codeowners = [
    '# a comment naming /features/services/',
    '*  @agenda/team-platform',
    '/features/clients/  @agenda/team-clients',
    '/features/calendar/src/server/calendar.int.test.ts  @agenda/team-calendar',
    '/features/quotes/',
  ].join('\n');

  it('names the feature that only the catch-all, a comment, a line for one of its files or a line with no team covers', () => {
    expect(codeownersProblems(codeowners, ['calendar', 'clients', 'quotes', 'services'])).toEqual([
      "features/calendar has no line in CODEOWNERS: add '/features/calendar/  @agenda/team-<team>'",
      "features/quotes has no line in CODEOWNERS: add '/features/quotes/  @agenda/team-<team>'",
      "features/services has no line in CODEOWNERS: add '/features/services/  @agenda/team-<team>'",
    ]);
  });

  it('takes the features from the folders that are workspaces', () => {
    const dir = mkdtempSync(join(tmpdir(), 'agenda-owners-'));
    try {
      mkdirSync(join(dir, 'clients'));
      writeFileSync(join(dir, 'clients', 'package.json'), '{}');
      mkdirSync(join(dir, 'scratch'));
      expect(featureNames(dir)).toEqual(['clients']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('holds for the repository', () => {
    const file = readFileSync(new URL('../CODEOWNERS', import.meta.url), 'utf8');
    expect(codeownersProblems(file, featureNames())).toEqual([]);
  });
});
