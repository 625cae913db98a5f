import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { apiTestFiles, codeownersProblems, featureNames, ownershipProblems, readOwners } from './test-owners.mjs';

const features = ['clients', 'services'];
const files = ['clients.int.test.ts', 'services.int.test.ts', 'server.int.test.ts'];

describe('endpoint test owners', () => {
  it('accepts a map where every file has exactly one owner, a feature or platform', () => {
    const owners = { clients: ['clients.int.test.ts'], services: ['services.int.test.ts'], platform: ['server.int.test.ts'] };
    expect(ownershipProblems(owners, files, features)).toEqual([]);
  });

  it('names the file nobody owns, the file two owners claim, the unknown owner and the file that does not exist', () => {
    const owners = {
      clients: ['clients.int.test.ts', 'services.int.test.ts'],
      services: ['services.int.test.ts', 'service-types.int.test.ts'],
      billing: [],
    };
    expect(ownershipProblems(owners, files, features)).toEqual([
      "service-types.int.test.ts (listed under 'services') is not a test file of apps/server/src/api-tests",
      "owner 'billing' is neither a feature nor 'platform'",
      'services.int.test.ts has 2 owners (clients, services): keep one',
      "server.int.test.ts has no owner: list it under its feature (or 'platform') in owners.json",
    ]);
  });

  it('holds for the repository', () => {
    expect(ownershipProblems(readOwners(), apiTestFiles(), featureNames())).toEqual([]);
  });
});

describe('feature owners in CODEOWNERS', () => {
  const codeowners = [
    '# a comment naming /features/services/',
    '*  @agenda/team-platform',
    '/features/clients/  @agenda/team-clients',
  ].join('\n');

  it('names the feature that only the catch-all covers', () => {
    expect(codeownersProblems(codeowners, ['clients', 'services'])).toEqual([
      "features/services has no line in CODEOWNERS: add '/features/services/  @agenda/team-<team>'",
    ]);
  });

  it('holds for the repository', () => {
    const file = readFileSync(new URL('../CODEOWNERS', import.meta.url), 'utf8');
    expect(codeownersProblems(file, featureNames())).toEqual([]);
  });
});
