// What each feature owns and uses, read from the code rather than written down: its migrations'
// tables, its router's procedures, the REST routes its manifest mounts, the extension points and
// slots it offers and fills, its package.json, its exports, its team (CODEOWNERS) and its endpoint
// tests (the `*.int.test.ts` files of its src). Importing the manifests needs tsx; the web ones load
// no CSS here.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { register } from 'node:module';
import { join } from 'node:path';
import { Hono } from 'hono';
import { type ExportedNames, exportedNames, teamOf } from './parse.ts';

const root = new URL('../..', import.meta.url).pathname;
const cssHooks = `export async function load(url, context, next) {
  return url.endsWith('.css') ? { format: 'module', source: '', shortCircuit: true } : next(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(cssHooks)}`);

export interface Extension {
  kind: 'point' | 'slot';
  /** The exported name, e.g. clientRecordsPoint. */
  name: string;
  id: string;
  /** The feature (or 'shell') that offers it. */
  owner: string;
}

export interface FeatureFacts {
  name: string;
  pkg: string;
  team: string | null;
  tables: string[];
  views: string[];
  routerKey: string;
  procedures: { path: string; type: string }[];
  rest: { method: string; path: string }[];
  offers: (Extension & { filledBy: string[] })[];
  fills: (Extension & { count: number })[];
  exports: { entry: string; names: ExportedNames }[];
  workspaces: string[];
  packages: string[];
  usedBy: string[];
  apiTests: string[];
}

type Loose = Record<string, unknown>;
const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const isRecord = (v: unknown): v is Loose => typeof v === 'object' && v !== null;

export const featureNames = () =>
  readdirSync(join(root, 'features'))
    .filter((name) => existsSync(join(root, 'features', name, 'package.json')))
    .sort();

/** Tables and views in the order the feature's migrations create, rename and drop them. */
function tablesOf(name: string) {
  const tables: string[] = [];
  const views: string[] = [];
  const dir = join(root, 'features', name, 'src', 'server', 'migrations');
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.ts'))
        .sort()
    : [];
  const statement =
    /create\s+table\s+(?:if\s+not\s+exists\s+)?"?(\w+)"?|create\s+(?:or\s+replace\s+)?(?:materialized\s+)?view\s+"?(\w+)"?|drop\s+(table|view)\s+(?:if\s+exists\s+)?"?(\w+)"?|alter\s+table\s+"?(\w+)"?\s+rename\s+to\s+"?(\w+)"?/gi;
  for (const file of files) {
    for (const m of readFileSync(join(dir, file), 'utf8').matchAll(statement)) {
      if (m[1] && !tables.includes(m[1])) tables.push(m[1]);
      if (m[2] && !views.includes(m[2])) views.push(m[2]);
      if (m[4]) for (const list of [tables, views]) list.includes(m[4]) && list.splice(list.indexOf(m[4]), 1);
      if (m[5] && m[6] && tables.includes(m[5])) tables.splice(tables.indexOf(m[5]), 1, m[6]);
    }
  }
  return { tables: tables.sort(), views: views.sort() };
}

/** The REST routes: mounted on an empty Hono app when the manifest mounts them, else its declared list. */
function restOf(feature: Loose) {
  const app = new Hono();
  if (typeof feature.mountRest === 'function') feature.mountRest(app);
  const mounted = app.routes.map((r) => ({ method: r.method, path: r.path }));
  // Declared routes: `rest: { tag, routes }` (packages/trpc/src/rest.ts), or any array of routes.
  const declaredRest = isRecord(feature.rest) && Array.isArray(feature.rest.routes) ? [feature.rest.routes] : [];
  const declared = [...Object.values(feature), ...declaredRest]
    .filter(Array.isArray)
    .flat()
    .filter(
      (r): r is { method: string; path: string } => isRecord(r) && typeof r.method === 'string' && typeof r.path === 'string',
    );
  const unique = new Map([...mounted, ...declared].map((r) => [`${r.method.toUpperCase()} ${r.path}`, r]));
  return [...unique.values()].map((r) => ({ method: r.method.toUpperCase(), path: r.path }));
}

const idOf = (value: unknown) => (isRecord(value) && typeof value.id === 'string' ? value.id : undefined);

/** Every point and slot: exported by a feature (it offers them) or by a shared package (named by its id's prefix). */
function extensionsIn(modules: { owner: string | null; module: Loose }[]) {
  const byId = new Map<string, Extension>();
  for (const { owner, module } of modules) {
    for (const [name, value] of Object.entries(module)) {
      const id = idOf(value);
      const kind = name.endsWith('Point') ? 'point' : name.endsWith('Slot') ? 'slot' : undefined;
      if (!id || !kind || (byId.has(id) && !owner)) continue;
      byId.set(id, { kind, name, id, owner: owner ?? id.split('.')[0] ?? id });
    }
  }
  return byId;
}

/** The feature's endpoint tests: its `*.int.test.ts` files, as paths from its folder, sorted. */
function endpointTestsOf(name: string): string[] {
  const dir = join(root, 'features', name);
  return readdirSync(join(dir, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.int.test.ts'))
    .map((file) => `src/${file}`)
    .sort();
}

export async function gatherFacts(): Promise<FeatureFacts[]> {
  const names = featureNames();
  const codeowners = readFileSync(join(root, 'CODEOWNERS'), 'utf8');
  const workspaces = ['packages', 'features', 'apps'].flatMap((layer) =>
    readdirSync(join(root, layer))
      .filter((dir) => existsSync(join(root, layer, dir, 'package.json')))
      .map((dir) => readJson(`${layer}/${dir}/package.json`)),
  );
  const modules: { owner: string | null; module: Loose }[] = [];
  const loaded = new Map<string, Record<string, Loose>>();
  for (const name of names) {
    const entries: Record<string, Loose> = {};
    for (const entry of Object.keys(readJson(`features/${name}/package.json`).exports ?? {})) {
      entries[entry] = await import(`@agenda/${name}/${entry.slice(2)}`);
      modules.push({ owner: name, module: entries[entry] });
    }
    loaded.set(name, entries);
  }
  for (const pkg of ['trpc', 'ui']) modules.push({ owner: null, module: await import(`@agenda/${pkg}`) });
  const extensions = extensionsIn(modules);

  const manifests = new Map(
    names.map((name) => {
      const manifestIn = (entry: string) =>
        Object.values(loaded.get(name)?.[entry] ?? {}).find((v): v is Loose => isRecord(v) && typeof v.key === 'string') ?? {};
      const server = manifestIn('./server');
      const web = manifestIn('./manifest');
      const contributions = (server.contributions as { point: unknown }[] | undefined) ?? [];
      const fills = (web.fills as { slot: unknown }[] | undefined) ?? [];
      const filled = [...contributions.map((c) => idOf(c.point)), ...fills.map((f) => idOf(f.slot))].filter(
        (id): id is string => id !== undefined,
      );
      return [name, { server, filled }] as const;
    }),
  );

  return names.map((name) => {
    const pkg = readJson(`features/${name}/package.json`);
    const { server, filled } = manifests.get(name) ?? { server: {}, filled: [] };
    const router = server.router as { _def?: { procedures?: Record<string, { _def?: { type?: string } }> } } | undefined;
    const deps = Object.keys({ ...pkg.dependencies }).sort();
    const fillCounts = new Map<string, number>();
    for (const id of filled) fillCounts.set(id, (fillCounts.get(id) ?? 0) + 1);
    const unknown = (id: string): Extension => ({ kind: 'point', name: id, id, owner: id.split('.')[0] ?? id });
    return {
      name,
      pkg: pkg.name,
      team: teamOf(codeowners, `features/${name}/`),
      ...tablesOf(name),
      routerKey: String(server.key ?? name),
      procedures: Object.entries(router?._def?.procedures ?? {})
        .map(([path, p]) => ({ path, type: p._def?.type ?? 'query' }))
        .sort((a, b) => a.path.localeCompare(b.path)),
      rest: restOf(server),
      offers: [...extensions.values()]
        .filter((e) => e.owner === name)
        .map((e) => ({ ...e, filledBy: names.filter((n) => manifests.get(n)?.filled.includes(e.id)) }))
        .sort((a, b) => a.id.localeCompare(b.id)),
      fills: [...fillCounts]
        .map(([id, count]) => ({ ...(extensions.get(id) ?? unknown(id)), count }))
        .sort((a, b) => a.id.localeCompare(b.id)),
      exports: Object.entries(pkg.exports ?? {}).map(([entry, file]) => ({
        entry,
        names: exportedNames(readFileSync(join(root, 'features', name, String(file)), 'utf8')),
      })),
      workspaces: deps.filter((d) => d.startsWith('@agenda/')),
      packages: deps.filter((d) => !d.startsWith('@agenda/')),
      usedBy: workspaces
        .filter((w) => Object.keys({ ...w.dependencies, ...w.devDependencies }).includes(pkg.name))
        .map((w) => w.name as string)
        .sort(),
      apiTests: endpointTestsOf(name),
    };
  });
}
