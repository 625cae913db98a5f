// `npm run coverage`: which of the code the tests execute, by area, from V8's own coverage
// (NODE_V8_COVERAGE) of a Vitest run of the unit and integration tests on a real PostgreSQL with the
// Auth emulator — no instrumentation, so it measures the code as it runs. Vitest transforms each
// TypeScript file before running it, so the figures are bytes and functions of that transformed code:
// exact for comparing two runs (a move of tests, a change of the runner), not line numbers.
//
//   npm run coverage                           the table
//   npm run coverage -- --json out.json        …and the figures per file, to compare later
//   npm run coverage -- --compare before.json  …and every file whose share went down since `before`
//   npm run coverage -- --from <dir>           summarise a folder of V8 coverage files already written
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};

/** The code that counts: what runs on the server and what every side shares, not tests, screens or tooling. */
export function isCounted(path) {
  if (/\.(test|int\.test|spec)\.tsx?$/.test(path) || path.includes('/testing/') || path.includes('/api-tests/')) return false;
  if (/\/migrations\//.test(path) || /\.seeder\.ts$/.test(path)) return false;
  return /^(apps\/server\/src|features\/[^/]+\/src\/(server|shared)|packages\/(access|br|db|trpc)\/src)\/.+\.ts$/.test(path);
}

/** The area a file belongs to: a feature, the server, or a package. */
export function areaOf(path) {
  const [top, name] = path.split('/');
  return top === 'apps' ? 'server' : `${top === 'features' ? '' : 'packages/'}${name}`;
}

/**
 * The module's own body: V8's first function (the whole script) and the function Vitest wraps the
 * transformed module in, both running to the script's end (its inline source map included).
 */
const moduleBody = (end) => (fn) => fn.functionName === '' && fn.ranges[0].endOffset === end;

/** The script's length, when the dump lists its whole body (a dump after a reset lists only what ran since). */
const wholeLength = (functions) => functions.find((fn) => fn.ranges[0].startOffset === 0)?.ranges[0].endOffset;

/**
 * Which bytes inside a script's functions ran at least once (1), did not (0), or are outside every
 * function (-1), from V8's ranges: within a function the first range is the whole function and later
 * ones are nested blocks, and functions come outer before inner, so the last range written over a
 * byte is the innermost that holds it. The module body is left out: it always runs, and the
 * transformed file's inline source map would count as code.
 */
export function byteMap(functions, length = wholeLength(functions) ?? 0) {
  const isModuleBody = moduleBody(length);
  const inner = functions.filter((fn) => !isModuleBody(fn) && fn.ranges[0].endOffset <= length);
  const map = new Int8Array(length).fill(-1);
  for (const fn of inner) for (const range of fn.ranges) map.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
  return map;
}

/** Bytes run and bytes in functions, of one map. */
export function coveredBytes(functions) {
  return countMap(byteMap(functions));
}

function countMap(map) {
  let covered = 0;
  let total = 0;
  for (const c of map) {
    if (c >= 0) total++;
    if (c > 0) covered++;
  }
  return { covered, total };
}

/**
 * Per counted file: bytes and functions run, added up over every coverage file written — by each
 * process, and by each test file as it ended. A dump after the first of a process counts only what
 * ran since the one before and lists only those functions, at the offsets of that process's copy of
 * the transformed file; copies transformed differently (the unit and the integration projects) are
 * added up apart, and the file counts the copy that ran most.
 */
export function summarise(dir) {
  const copies = new Map();
  const lengthIn = new Map();
  const names = readdirSync(dir).filter((n) => n.endsWith('.json'));
  // coverage-<pid>-<time>-<n>.json: each process's dumps in the order written.
  const order = (n) => n.split('-').slice(1, 3).map(Number);
  names.sort((a, b) => {
    const [pa, ta] = order(a);
    const [pb, tb] = order(b);
    return pa - pb || ta - tb;
  });
  for (const name of names) {
    const pid = order(name)[0];
    const { result } = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    for (const script of result) {
      if (!script.url.startsWith('file://')) continue;
      const path = relative(root, fileURLToPath(script.url));
      if (!isCounted(path)) continue;
      const whole = wholeLength(script.functions);
      if (whole !== undefined) lengthIn.set(`${pid} ${path}`, whole);
      const length = lengthIn.get(`${pid} ${path}`);
      if (length === undefined) continue;
      const key = `${path} ${length}`;
      const copy = copies.get(key) ?? { path, map: new Int8Array(length).fill(-1), functions: new Map() };
      const map = byteMap(script.functions, length);
      for (let i = 0; i < length; i++) if (map[i] > copy.map[i]) copy.map[i] = map[i];
      const isModuleBody = moduleBody(length);
      for (const fn of script.functions.filter((f) => !isModuleBody(f))) {
        const at = fn.ranges[0].startOffset;
        copy.functions.set(at, (copy.functions.get(at) ?? false) || fn.ranges[0].count > 0);
      }
      copies.set(key, copy);
    }
  }
  const files = new Map();
  for (const copy of copies.values()) {
    const figures = {
      ...countMap(copy.map),
      functions: copy.functions.size,
      ran: [...copy.functions.values()].filter(Boolean).length,
    };
    const best = files.get(copy.path);
    if (!best || figures.covered / (figures.total || 1) > best.covered / (best.total || 1)) files.set(copy.path, figures);
  }
  return Object.fromEntries([...files].sort(([a], [b]) => a.localeCompare(b)));
}

function pct(part, whole) {
  return whole ? `${((100 * part) / whole).toFixed(1)}%` : '–';
}

function table(perFile) {
  const areas = new Map();
  for (const [path, f] of Object.entries(perFile)) {
    const area = areas.get(areaOf(path)) ?? { files: 0, covered: 0, total: 0, functions: 0, ran: 0 };
    area.files++;
    area.covered += f.covered;
    area.total += f.total;
    area.functions += f.functions;
    area.ran += f.ran;
    areas.set(areaOf(path), area);
  }
  const all = { files: 0, covered: 0, total: 0, functions: 0, ran: 0 };
  const lines = ['area                      files   bytes run   functions run'];
  for (const [name, a] of [...areas].sort(([x], [y]) => x.localeCompare(y))) {
    for (const key of Object.keys(all)) all[key] += a[key];
    lines.push(
      `${name.padEnd(24)} ${String(a.files).padStart(6)} ${pct(a.covered, a.total).padStart(11)} ${pct(a.ran, a.functions).padStart(15)}`,
    );
  }
  lines.push(
    `${'all'.padEnd(24)} ${String(all.files).padStart(6)} ${pct(all.covered, all.total).padStart(11)} ${pct(all.ran, all.functions).padStart(15)}`,
  );
  return lines.join('\n');
}

async function runTests(dir) {
  const code = await new Promise((resolve) => {
    const child = spawn(
      'node',
      [
        'infra/postgres/with-emulator.mjs',
        join(root, 'node_modules/.bin/vitest'),
        'run',
        '--project',
        'unit',
        '--project',
        'int',
        '--project',
        'int-alone',
      ],
      { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_V8_COVERAGE: dir } },
    );
    child.once('exit', (c) => resolve(c ?? 1));
  });
  if (code !== 0) process.stderr.write('Some tests failed: the figures below count what ran anyway.\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let dir = option('--from');
  if (!dir) {
    dir = mkdtempSync(join(tmpdir(), 'agenda-coverage-'));
    await runTests(dir);
  }
  const perFile = summarise(dir);
  process.stdout.write(`\n${table(perFile)}\n`);
  const out = option('--json');
  if (out) writeFileSync(out, `${JSON.stringify(perFile, null, 1)}\n`);
  const before = option('--compare');
  if (before) {
    const old = JSON.parse(readFileSync(before, 'utf8'));
    process.stdout.write(`\nBefore (${before}):\n${table(old)}\n`);
    const lower = Object.entries(old).filter(([path, f]) => {
      const now = perFile[path];
      return !now || now.covered / now.total < f.covered / f.total - 1e-9;
    });
    process.stdout.write(
      lower.length
        ? `\nRun less than before:\n${lower.map(([p, f]) => `  ${p}: ${pct(f.covered, f.total)} → ${perFile[p] ? pct(perFile[p].covered, perFile[p].total) : 'not loaded'}`).join('\n')}\n`
        : '\nNo file runs less than before.\n',
    );
  }
}
