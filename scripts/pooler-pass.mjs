// The pooler pass: the integration test files that exercise an SQL path of their own — marked with
// a line `// @pooler-pass: <what>` — run once more against a PostgreSQL started on its own (the
// DATABASE_URL path), through PgBouncer in transaction mode in front of it (DATABASE_POOLER=transaction).
// A new file that adds an SQL path (a hot read, a statement sent by hand, a lock, a role) adds the
// line and joins. `--all` runs every integration file (npm run test:deep).
//   node scripts/pooler-pass.mjs [--all] [--list] [--project=int|int-alone] [--json=<file>] [--keep|--reuse]
//   node scripts/pooler-pass.mjs --stop
// `npm test` runs it when PgBouncer is installed: the `int` project's files beside the browser tests,
// then the `int-alone` ones (they need the cores to themselves: vitest.config.ts) after them;
// `--json` gives it the counts. The first leaves PostgreSQL and PgBouncer running (`--keep`), the
// second runs on them (`--reuse`) and stops them; `--stop` only stops them.
// POOLER_PG_PORT (25432) and POOLER_PORT (26432) choose the ports; PgBouncer must be installed. They lie
// below the kernel's ephemeral range (32768-60999 here), from which the run's own outgoing connections
// (the browser's, the servers') draw their local ports: a fixed port inside it could be taken at the
// moment PostgreSQL starts, and once was.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const MARKER = /^\/\/ @pooler-pass\b/m;
/** The integration tests' secret (apps/server/src/testing/constants.ts): the tenant role's password derives from it. */
const TEST_SESSION_SECRET = 'test-secret-that-is-long-enough-0123456789';

function intTestsUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules') return [];
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return intTestsUnder(full);
    return entry.name.endsWith('.int.test.ts') ? [full] : [];
  });
}

/** Every integration test file (the int project's include), relative to the root, sorted. */
export function intTestFiles(base = root) {
  return ['packages', 'features', 'apps']
    .flatMap((layer) => {
      const dir = join(base, layer);
      if (!existsSync(dir)) return [];
      return readdirSync(dir).flatMap((workspace) => intTestsUnder(join(dir, workspace, 'src')));
    })
    .map((file) => relative(base, file))
    .sort();
}

/** The files marked for the pooler pass. */
export function poolerFiles(base = root) {
  return intTestFiles(base).filter((file) => MARKER.test(readFileSync(join(base, file), 'utf8')));
}

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const all = process.argv.includes('--all');
  const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const json = option('json');
  const projects = option('project') ? [option('project')] : ['int', 'int-alone'];
  const files = all ? [] : poolerFiles();
  if (process.argv.includes('--list')) {
    process.stdout.write(`${(all ? intTestFiles() : files).join('\n')}\n`);
    process.exit(0);
  }
  if (!all && files.length === 0) {
    console.error('No integration test file is marked `// @pooler-pass`.');
    process.exit(1);
  }
  const pgPort = process.env.POOLER_PG_PORT ?? '25432';
  const poolerPort = process.env.POOLER_PORT ?? '26432';
  const pgDir = `/tmp/agenda-ci-pg-${pgPort}`;
  const poolerDir = `/tmp/agenda-ci-pgbouncer-${poolerPort}`;
  const stopServers = async () => {
    await run('node', ['infra/postgres/pgbouncer.mjs', 'stop', poolerDir]);
    await run('node', ['infra/postgres/standalone.mjs', 'stop', pgDir]);
  };
  if (process.argv.includes('--stop')) {
    await stopServers();
    process.exit(0);
  }
  let code = 1;
  try {
    if (!process.argv.includes('--reuse')) {
      if ((await run('node', ['infra/postgres/standalone.mjs', 'start', pgDir, pgPort])) !== 0)
        throw new Error('PostgreSQL did not start');
      const started = await run('node', ['infra/postgres/pgbouncer.mjs', 'start', poolerDir, poolerPort, pgPort], {
        SESSION_SECRET: TEST_SESSION_SECRET,
      });
      if (started !== 0) throw new Error('PgBouncer did not start');
    }
    process.stdout.write(`\n=== pooler pass: ${all ? 'every integration file' : `${files.length} marked files`} ===\n`);
    code = await run(
      'node',
      [
        'infra/postgres/with-emulator.mjs',
        join(root, 'node_modules/.bin/vitest'),
        'run',
        ...projects.flatMap((project) => ['--project', project]),
        '--passWithNoTests',
        ...(json ? ['--reporter=default', '--reporter=json', `--outputFile.json=${json}`] : []),
        ...files,
      ],
      {
        DATABASE_URL: `postgres://agenda:agenda@127.0.0.1:${poolerPort}/postgres`,
        DATABASE_POOLER: 'transaction',
        // The one test that shows named statements are kept without a pooler goes around it.
        POOLER_DIRECT_PG_PORT: pgPort,
      },
    );
  } catch (error) {
    console.error(error.message);
  } finally {
    if (!process.argv.includes('--keep')) await stopServers();
  }
  process.exit(code);
}
