// `npm run size`: what each route makes a first-time visitor download, from a fresh production build
// (`npm run build -w @agenda/web`, unless --no-build): the HTML shell, the entry chunk and its static
// imports for /login, plus the lazy chunks of each page (found in the feature manifests) — raw, gzip
// and brotli, brotli being what the server sends a browser. Then every lazy chunk on its own, and the
// budgets: /login's JavaScript, and what only each of the big pages loads.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const web = join(root, 'apps', 'web');
if (!process.argv.includes('--no-build'))
  execFileSync('npm', ['run', 'build', '--silent', '-w', '@agenda/web', '--', '--logLevel', 'error'], {
    cwd: root,
    stdio: 'inherit',
  });

const dist = join(web, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const JS_BUDGET_LOGIN = 120 * 1024;
/** What only this page loads (its chunk and what no other page or the shell imports), gzip. */
const OWN_BUDGETS = { '/dashboard': 60 * 1024, '/clients': 60 * 1024, '/products': 60 * 1024, '/financial': 150 * 1024 };

/** Bytes of a built file: raw, gzip and brotli (the build's precompressed copies when present). */
function sizes(file) {
  const path = join(dist, file);
  const raw = readFileSync(path);
  const gz = existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : gzipSync(raw, { level: 9 }).length;
  const br = existsSync(`${path}.br`)
    ? statSync(`${path}.br`).size
    : brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { raw: raw.length, gz, br };
}

/** A manifest entry with everything it imports statically: its JS and CSS files. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
function files(keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
  }
  return { js, css };
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const shellKey = Object.keys(manifest).find((k) => k.endsWith('apps/web/src/shell/app-layout.tsx'));
const routes = [{ path: '/login', keys: closure(entryKey) }];
const registerKey = Object.keys(manifest).find((k) => k.endsWith('features/auth/src/web/register-pages.ts'));
if (registerKey) routes.push({ path: '/register', keys: closure(registerKey, closure(entryKey)) });
// Pages behind the login: `{ path: '/x', load: () => import('./page.tsx') … }` in each feature's web manifest.
for (const feature of readdirSync(join(root, 'features'))) {
  const source = join(root, 'features', feature, 'src', 'web', 'manifest.ts');
  if (!existsSync(source)) continue;
  for (const m of readFileSync(source, 'utf8').matchAll(/path:\s*'([^']+)',\s*load:\s*\(\)\s*=>\s*import\('\.\/([^']+)'\)/g)) {
    const pageKey = Object.keys(manifest).find((k) => k.endsWith(`features/${feature}/src/web/${m[2]}`));
    if (!pageKey) continue;
    const keys = closure(entryKey);
    if (shellKey) closure(shellKey, keys);
    routes.push({ path: m[1], keys: closure(pageKey, keys), page: pageKey });
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
const sum = (list, field) => [...list].reduce((n, f) => n + sizes(f)[field], 0);
const html = sizes('index.html');
console.log('First visit to a route: what the browser downloads (brotli is what the server sends)\n');
console.log(
  `${'route'.padEnd(14)} ${'JS raw'.padStart(9)} ${'JS gzip'.padStart(9)} ${'JS br'.padStart(9)} ${'CSS br'.padStart(9)} ${'HTML br'.padStart(9)} ${'total br'.padStart(9)}  files`,
);
let loginJs = 0;
for (const route of routes) {
  const { js, css } = files(route.keys);
  const jsBr = sum(js, 'br');
  if (route.path === '/login') loginJs = jsBr;
  console.log(
    `${route.path.padEnd(14)} ${kb(sum(js, 'raw'))} ${kb(sum(js, 'gz'))} ${kb(jsBr)} ${kb(sum(css, 'br'))} ${kb(html.br)} ${kb(jsBr + sum(css, 'br') + html.br)}  ${js.size} JS, ${css.size} CSS`,
  );
}
const loginFiles = files(routes[0].keys).js;
console.log('\nLazy chunks (not loaded by /login)                 raw      gzip    brotli');
for (const file of readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') && !loginFiles.has(`assets/${f}`))
  .sort()) {
  const s = sizes(`assets/${file}`);
  console.log(`  ${file.padEnd(44)} ${kb(s.raw)} ${kb(s.gz)} ${kb(s.br)}`);
}
let ok = loginJs <= JS_BUDGET_LOGIN;
console.log(
  `\nBudget: JavaScript transferred for /login ≤ ${kb(JS_BUDGET_LOGIN).trim()} (brotli): ${kb(loginJs).trim()} — ${ok ? 'PASS' : 'FAIL'}`,
);
const loadedBy = new Map();
for (const route of routes) for (const key of route.keys) loadedBy.set(key, (loadedBy.get(key) ?? 0) + 1);
for (const [path, budget] of Object.entries(OWN_BUDGETS)) {
  const route = routes.find((r) => r.path === path);
  if (!route?.page) continue;
  const own = sum(files([...closure(route.page)].filter((k) => loadedBy.get(k) === 1)).js, 'gz');
  const pass = own <= budget;
  ok &&= pass;
  console.log(`Budget: what only ${path} loads ≤ ${kb(budget).trim()} gzip: ${kb(own).trim()} — ${pass ? 'PASS' : 'FAIL'}`);
}
process.exitCode = ok ? 0 : 1;
