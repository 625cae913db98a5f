// Starts or stops PgBouncer (Debian's `pgbouncer`, 1.18) in transaction mode in front of a
// PostgreSQL on loopback, for running the integration tests through a pooler (DATABASE_POOLER).
//   SESSION_SECRET=… node infra/postgres/pgbouncer.mjs start <dir> <port> <postgresPort>
//   node infra/postgres/pgbouncer.mjs stop <dir>
// Every database of that server is reachable under its own name; the admin role is the stand-alone
// server's (agenda/agenda) and the tenant role's password is derived from SESSION_SECRET, as the
// server derives it (packages/db/src/tenancy.ts). PgBouncer refuses to run as root: as root it runs
// as `nobody`. PGBOUNCER_ADMIN_PASSWORD names another admin password (an embedded server's generated one).
import { createHmac } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

const [action, dir, port = '26432', postgresPort = '25432'] = process.argv.slice(2);
const asRoot = process.getuid?.() === 0;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function accepts(p) {
  return new Promise((resolve) => {
    const socket = connect(Number(p), '127.0.0.1');
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

if (action === 'start') {
  const secret = process.env.SESSION_SECRET;
  if (!secret) throw new Error('SESSION_SECRET is needed: the tenant role’s password is derived from it');
  const appPassword = createHmac('sha256', secret).update('agenda_app').digest('hex');
  const signInPassword = createHmac('sha256', secret).update('agenda_sign_in').digest('hex');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o700);
  const ini = join(dir, 'pgbouncer.ini');
  writeFileSync(
    join(dir, 'userlist.txt'),
    `"agenda" "${process.env.PGBOUNCER_ADMIN_PASSWORD ?? 'agenda'}"\n"agenda_app" "${appPassword}"\n"agenda_sign_in" "${signInPassword}"\n`,
    { mode: 0o600 },
  );
  writeFileSync(
    ini,
    `[databases]
* = host=127.0.0.1 port=${postgresPort}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
pidfile = ${join(dir, 'pgbouncer.pid')}
logfile = ${join(dir, 'pgbouncer.log')}
auth_type = scram-sha-256
auth_file = ${join(dir, 'userlist.txt')}
pool_mode = transaction
max_client_conn = 2000
default_pool_size = 10
; Every test file has its own database, so its own pools: 80 server connections per role at most
; (PostgreSQL here allows 200), and those of a finished file close after 5 s idle.
max_user_connections = 80
server_idle_timeout = 5
ignore_startup_parameters = extra_float_digits,options
`,
    { mode: 0o600 },
  );
  if (asRoot) execFileSync('chown', ['-R', 'nobody', dir]);
  const command = `pgbouncer -d '${ini}'`;
  const result = asRoot
    ? spawnSync('su', ['nobody', '-s', '/bin/sh', '-c', command], { stdio: 'inherit' })
    : spawnSync('sh', ['-c', command], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('pgbouncer did not start');
  for (let i = 0; i < 100 && !(await accepts(port)); i++) await sleep(100);
  if (!(await accepts(port))) throw new Error(`pgbouncer is not listening on ${port}: see ${join(dir, 'pgbouncer.log')}`);
  console.log(`PgBouncer (transaction mode) listening on 127.0.0.1:${port}, in front of 127.0.0.1:${postgresPort}`);
} else if (action === 'stop') {
  const pidFile = join(dir, 'pgbouncer.pid');
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8').trim());
    if (running(pid)) process.kill(pid, 'SIGTERM');
    for (let i = 0; i < 50 && running(pid); i++) await sleep(100);
  }
} else {
  console.error('usage: pgbouncer.mjs start <dir> <port> <postgresPort> | stop <dir>');
  process.exit(2);
}
