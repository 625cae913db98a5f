import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type EmbeddedDatabase, embeddedPassword, embeddedUrl, startEmbeddedPostgres } from './embedded.ts';

// The embedded PostgreSQL has no well-known password: a fresh data folder gets a generated one
// (kept in the folder, readable by its owner only), and a folder made with the old 'agenda' gets
// one at its next start, its data kept.

const root = mkdtempSync(join(tmpdir(), 'agenda-pg-password-'));
// As root, PostgreSQL runs as the 'postgres' user, who must be able to enter the folder.
chmodSync(root, 0o755);
const dataDir = join(root, 'pg');
const passwordFile = join(dataDir, 'superuser-password');
let database: EmbeddedDatabase | undefined;

afterAll(async () => {
  await database?.stop();
  rmSync(root, { recursive: true, force: true });
});

const portOf = (url: string) => Number(new URL(url).port);

/** Whether the superuser gets in with this password; the refusal's code when not. */
async function connectsWith(port: number, password: string, database = 'postgres'): Promise<true | string> {
  const client = new pg.Client({ connectionString: embeddedUrl(port, database, password) });
  try {
    await client.connect();
    return true;
  } catch (error) {
    return String((error as { code?: string }).code);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function run(url: string, statement: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL superuser', () => {
  it("gets a generated password at a fresh folder's first start, in a file only its owner reads", async () => {
    database = await startEmbeddedPostgres({ dataDir, durable: false });
    const port = portOf(database.adminUrl);
    expect(existsSync(passwordFile)).toBe(true);
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    const password = readFileSync(passwordFile, 'utf8').trim();
    expect(password).not.toBe('agenda');
    expect(password.length).toBeGreaterThanOrEqual(24);
    expect(embeddedPassword(dataDir)).toBe(password);
    expect(new URL(database.adminUrl).password).toBe(password);
    expect(await connectsWith(port, 'agenda')).toBe('28P01');
    expect(await connectsWith(port, password)).toBe(true);
  }, 120_000);

  it('keeps its password across restarts', async () => {
    const before = embeddedPassword(dataDir);
    await database?.stop();
    database = await startEmbeddedPostgres({ dataDir, durable: false });
    expect(embeddedPassword(dataDir)).toBe(before);
    expect(await connectsWith(portOf(database.adminUrl), before)).toBe(true);
  }, 120_000);

  it("changes a folder made with the old 'agenda' password at its next start, its data kept", async () => {
    // The folder as the old code left it: the role's password 'agenda', no password file.
    if (!database) throw new Error('no database');
    await run(database.adminUrl, 'create table kept (note text)');
    await run(database.adminUrl, "insert into kept values ('antes')");
    await run(database.adminUrl, "alter role agenda password 'agenda'");
    await database.stop();
    rmSync(passwordFile);

    database = await startEmbeddedPostgres({ dataDir, durable: false });
    const port = portOf(database.adminUrl);
    const password = embeddedPassword(dataDir);
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    expect(password).not.toBe('agenda');
    expect(await connectsWith(port, 'agenda')).toBe('28P01');
    expect(await connectsWith(port, password)).toBe(true);
    expect((await run(database.adminUrl, 'select note from kept')).rows).toEqual([{ note: 'antes' }]);
  }, 120_000);
});
