// Every feature folder has its own line in CODEOWNERS (the catch-all `*` does not count): a feature's
// team owns its folder, the endpoint tests beside its code included (decision 060), and its README
// names that team. Run directly (npm run lint), this fails when a feature folder has no such line.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The feature names: the folders of features/ that are workspaces. */
export function featureNames(dir = join(root, 'features')) {
  return readdirSync(dir).filter((name) => existsSync(join(dir, name, 'package.json')));
}

/**
 * The features CODEOWNERS gives no line of their own (`/features/<name>/`): without one a feature
 * falls to the catch-all, its tests go to the wrong reviewers and its README names the wrong team.
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const features = featureNames();
  const unowned = codeownersProblems(readFileSync(join(root, 'CODEOWNERS'), 'utf8'), features);
  if (unowned.length) {
    console.error(`Feature owners (CODEOWNERS):\n${unowned.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`Feature owners OK: each of the ${features.length} feature folders has its CODEOWNERS line.`);
}
