import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomCpf } from '@agenda/br';
import { freePort } from '@agenda/db';
import { freshDatabaseUrl } from '@agenda/db/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { TEST_SESSION_SECRET } from '../testing/constants.ts';
import { createFirebaseAccount, registrationPayload } from '../testing/test-server.ts';

// SIGTERM to the server as `npm start` runs it (apps/server/src/main.ts), in the middle of a burst
// of client creations: it stops accepting, lets the requests in flight finish, closes its pools and
// exits 0. Every creation answered 201 is in the database, and nothing is there that was not.

let child: ChildProcess;
let base: string;
let databaseUrl: string;
let exited: Promise<number | null>;
let dataDir: string;

beforeAll(async () => {
  databaseUrl = await freshDatabaseUrl();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'agenda-stop-'));
  child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SESSION_SECRET: TEST_SESSION_SECRET,
      FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
      AGENDA_DATA_DIR: dataDir,
      AGENDA_DEMO_SEED: 'off',
      AGENDA_LOG: 'off',
      RATE_LIMIT_FACTOR: '50',
    },
  });
  exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before listening`)));
  });
}, 120_000);
afterAll(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function signUp() {
  const account = await createFirebaseAccount(inject('authEmulatorHost'));
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect((await post('/auth/register', registrationPayload(account))).status).toBe(201);
  return ((await (await post('/auth/login', { idToken: account.idToken })).json()) as { token: string }).token;
}

describe('SIGTERM during a burst of writes', () => {
  it('finishes what it accepted, commits exactly what it answered 201, and exits 0', async () => {
    const token = await signUp();
    const answered: string[] = [];
    const failed: string[] = [];
    let sent = 0;
    let stopAsked = false;
    const worker = async (w: number) => {
      for (let i = 0; ; i++) {
        const fullName = `Paciente ${w}-${i}`;
        sent++;
        try {
          const res = await fetch(`${base}/api/clients`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ fullName, cpf: randomCpf(), phone: '11987654321' }),
          });
          await res.arrayBuffer();
          if (res.status === 201) answered.push(fullName);
          else failed.push(`${fullName}: ${res.status}`);
        } catch {
          // Refused or reset: the server stopped taking requests. Nothing of this one may be stored.
          return;
        }
        if (answered.length >= 20 && !stopAsked) {
          stopAsked = true;
          child.kill('SIGTERM');
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, (_, w) => worker(w)));
    expect(await exited).toBe(0);
    expect(failed).toEqual([]);
    expect(answered.length).toBeGreaterThanOrEqual(20);

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ full_name: string; phone: string; cpf: string }>(
        `select full_name, phone, cpf from client where full_name like 'Paciente %'`,
      );
      expect(rows.map((r) => r.full_name).sort()).toEqual([...answered].sort());
      for (const row of rows) expect(row.phone && row.cpf).toBeTruthy();
    } finally {
      await db.end();
    }
    console.info(`${sent} sent, ${answered.length} answered 201 and stored, the rest refused after the stop`);
  });
});
