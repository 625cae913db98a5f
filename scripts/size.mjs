// Prints the JavaScript each route loads (gzip), from a fresh production build: the entry chunk and
// its static imports for /login, and each lazily loaded feature chunk on top of it.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const web = join(root, 'apps', 'web');
if (!process.argv.includes('--no-build'))
  execFileSync(join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], { cwd: web, stdio: 'inherit' });

const dist = join(web, 'dist');
const assets = join(dist, 'assets');
const gz = (file) => gzipSync(readFileSync(join(assets, file))).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /assets\/(index-[^"]+\.js)/.exec(html)?.[1];
const preloads = [...html.matchAll(/rel="modulepreload"[^>]*href="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
const entryFiles = [entry, ...preloads].filter(Boolean);
const entryBytes = entryFiles.reduce((sum, f) => sum + gz(f), 0);

console.log('Route                 JavaScript (gzip)');
console.log(`/login (entry)         ${kb(entryBytes)}  [${entryFiles.join(', ')}]`);
for (const file of readdirSync(assets)
  .filter((f) => f.endsWith('.js') && !entryFiles.includes(f))
  .sort()) {
  console.log(`  lazy ${file.padEnd(32)} ${kb(gz(file))}`);
}
