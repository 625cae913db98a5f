// Fails when an import breaks the layering the README describes (Repository layout): packages → features → apps; a
// workspace reaching another only through its declared exports (./shared, ./server, ./web, ./manifest);
// a feature importing a feature it does not declare in its package.json dependencies; and any cycle in
// the features' declared graph.
//
// One upward import is allowed: a feature's endpoint tests (`*.int.test.ts`) import the server's test
// kit, `@agenda/server/testing`, to run against the composed server (decision 060). Only those files:
// the feature's code, and its other files, still may not import the app. The import is not declared in
// the feature's package.json (the server depends on every feature: declaring it would make a cycle);
// npm's workspaces resolve it from the root node_modules.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';

// The repository, or the tree given as the first argument (the check's own test runs it on fixtures).
const root = process.argv[2] ?? new URL('..', import.meta.url).pathname;
const rank = { packages: 0, features: 1, apps: 2 };
const workspaces = {};
for (const layer of Object.keys(rank)) {
  const dir = join(root, layer);
  if (!existsSync(dir)) continue;
  for (const name of readdirSync(dir)) {
    const pkgFile = join(dir, name, 'package.json');
    if (!existsSync(pkgFile)) continue;
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
    workspaces[pkg.name] = {
      layer,
      dir: join(dir, name),
      exports: Object.keys(pkg.exports ?? {}),
      deps: Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }),
    };
  }
}

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (['node_modules', 'dist', '.turbo'].includes(e.name)) return [];
    const full = join(dir, e.name);
    return e.isDirectory() ? files(full) : /\.(ts|tsx|mts|mjs|js)$/.test(e.name) ? [full] : [];
  });

/** The one upward import, and the files that may make it. */
const TEST_KIT = '@agenda/server/testing';
const isEndpointTest = (file) => file.endsWith('.int.test.ts');

const problems = [];
for (const [name, me] of Object.entries(workspaces)) {
  for (const file of files(me.dir)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"]([^'"]+)['"]/g)) {
      const spec = match[1];
      const where = relative(root, file);
      if (spec.startsWith('.')) {
        // Relative imports must stay inside the workspace (no ../../features/x/src/...).
        const target = join(file, '..', spec);
        if (!target.startsWith(me.dir) && !target.startsWith(join(root, 'infra')))
          problems.push(`${where}: relative import leaves its package (${spec})`);
        continue;
      }
      const target = Object.keys(workspaces).find((n) => spec === n || spec.startsWith(`${n}/`));
      if (!target || target === name) continue;
      const them = workspaces[target];
      const subpath = spec === target ? '.' : `.${spec.slice(target.length)}`;
      if (!them.exports.includes(subpath)) problems.push(`${where}: ${spec} is not an export of ${target}`);
      if (spec === TEST_KIT && me.layer === 'features') {
        if (!isEndpointTest(file)) problems.push(`${where}: only a feature's *.int.test.ts may import ${TEST_KIT}`);
        continue;
      }
      if (rank[them.layer] > rank[me.layer]) problems.push(`${where}: ${me.layer} may not import ${them.layer} (${spec})`);
      if (!me.deps.includes(target)) problems.push(`${where}: imports ${target}, which ${name}'s package.json does not declare`);
      if (me.layer === 'features' && them.layer === 'features' && subpath === './web' && !file.includes('/src/web/'))
        problems.push(`${where}: only web code may import another feature's web export (${spec})`);
    }
  }
}

// The features' declared graph must be acyclic (auth ← settings, services, clients ← calendar ← …).
const features = Object.entries(workspaces).filter(([, w]) => w.layer === 'features');
const state = new Map();
function visit(name, path) {
  if (state.get(name) === 'done') return;
  if (state.get(name) === 'open') {
    problems.push(`dependency cycle between features: ${[...path.slice(path.indexOf(name)), name].join(' → ')}`);
    return;
  }
  state.set(name, 'open');
  for (const dep of workspaces[name].deps) if (workspaces[dep]?.layer === 'features') visit(dep, [...path, name]);
  state.set(name, 'done');
}
for (const [name] of features) visit(name, []);

if (problems.length) {
  console.error(`Layering violations (${problems.length}):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Layering OK (${Object.keys(workspaces).length} workspaces).`);
