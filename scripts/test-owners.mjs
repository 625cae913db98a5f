// Who owns each endpoint test. The tests live in apps/server/src/api-tests (they need the whole
// server, decision 003); apps/server/src/api-tests/owners.json names, for each feature (or
// 'platform': the server, the packages, what crosses every feature), the files that test it.
// `npm test -w @agenda/<feature>` runs the feature's files; run directly, this fails unless every
// test file has exactly one owner, every listed file exists and every owner is a feature, and
// unless every feature folder has its own line in CODEOWNERS (the catch-all `*` does not count).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const API_TESTS_DIR = 'apps/server/src/api-tests';
export const PLATFORM = 'platform';

/** owners.json as read from the repository. */
export function readOwners(dir = join(root, API_TESTS_DIR)) {
  return JSON.parse(readFileSync(join(dir, 'owners.json'), 'utf8'));
}

/** The feature names: the folders of features/ that are workspaces. */
export function featureNames(dir = join(root, 'features')) {
  return readdirSync(dir).filter((name) => existsSync(join(dir, name, 'package.json')));
}

/** The integration test files of the folder. */
export function apiTestFiles(dir = join(root, API_TESTS_DIR)) {
  return readdirSync(dir).filter((name) => name.endsWith('.int.test.ts'));
}

/**
 * What is wrong with `owners` ({ owner: [file, …] }) for these test files and features: a file
 * nobody or several owners claim, a claimed file that does not exist, an owner that is no feature.
 */
export function ownershipProblems(owners, files, features) {
  const problems = [];
  const claims = new Map(files.map((file) => [file, []]));
  for (const [owner, listed] of Object.entries(owners)) {
    if (owner !== PLATFORM && !features.includes(owner)) problems.push(`owner '${owner}' is neither a feature nor '${PLATFORM}'`);
    for (const file of listed) {
      if (!claims.has(file)) problems.push(`${file} (listed under '${owner}') is not a test file of ${API_TESTS_DIR}`);
      else claims.get(file).push(owner);
    }
  }
  for (const [file, by] of claims) {
    if (by.length === 0) problems.push(`${file} has no owner: list it under its feature (or '${PLATFORM}') in owners.json`);
    if (by.length > 1) problems.push(`${file} has ${by.length} owners (${by.join(', ')}): keep one`);
  }
  return problems;
}

/**
 * The features CODEOWNERS gives no line of their own (`/features/<name>/`): without one a feature
 * falls to the catch-all and its README names the wrong team.
 */
export function codeownersProblems(codeowners, features) {
  const anchored = new Set();
  for (const line of codeowners.split('\n')) {
    const [pattern, ...owners] = line.trim().split(/\s+/);
    if (!pattern || pattern.startsWith('#') || owners.length === 0) continue;
    const match = /^\/features\/([^/]+)\/?$/.exec(pattern);
    if (match) anchored.add(match[1]);
  }
  return features
    .filter((name) => !anchored.has(name))
    .map((name) => `features/${name} has no line in CODEOWNERS: add '/features/${name}/  @agenda/team-<team>'`);
}

/** The endpoint test files of one owner, as paths from the repository root. */
export function apiTestsOf(owner, owners = readOwners()) {
  return (owners[owner] ?? []).map((file) => `${API_TESTS_DIR}/${file}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = ownershipProblems(readOwners(), apiTestFiles(), featureNames());
  if (problems.length) {
    console.error(`Endpoint test owners (${API_TESTS_DIR}/owners.json):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  const unowned = codeownersProblems(readFileSync(join(root, 'CODEOWNERS'), 'utf8'), featureNames());
  if (unowned.length) {
    console.error(`Feature owners (CODEOWNERS):\n${unowned.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`Endpoint test owners OK (${apiTestFiles().length} files); every feature has a CODEOWNERS line.`);
}
