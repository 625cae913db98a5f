import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Orm, createOrm } from './orm.ts';
import { runSql } from './sql.ts';
import { sql } from './sql-template.ts';
import { freshDatabaseUrl } from './testing.ts';

// A `host` parameter naming a folder reaches PostgreSQL through its Unix socket, as libpq reads it.
// PostgreSQL says which way a connection came: `inet_server_addr()` is null on a socket.

let url: URL;
let socketFolder = '';
const opened: Orm[] = [];

async function serverAddress(clientUrl: string): Promise<string | null> {
  const orm = await createOrm({ clientUrl, entities: [] });
  opened.push(orm);
  const [row] = await runSql<{ address: string | null }>(orm.em.fork(), sql`select inet_server_addr()::text as address`);
  return row?.address ?? null;
}

beforeAll(async () => {
  url = new URL(await freshDatabaseUrl());
  const tcp = await createOrm({ clientUrl: url.toString(), entities: [] });
  opened.push(tcp);
  const [row] = await runSql<{ folders: string }>(
    tcp.em.fork(),
    sql`select current_setting('unix_socket_directories') as folders`,
  );
  socketFolder = row?.folders.split(',')[0]?.trim() ?? '';
});
afterAll(async () => {
  for (const orm of opened) await orm.close(true);
});

describe('createOrm and the Unix socket', () => {
  it('connects through the socket folder a host parameter names, and through TCP without one', async () => {
    expect(socketFolder.startsWith('/')).toBe(true);
    expect(await serverAddress(url.toString())).toBe('127.0.0.1/32');
    const throughSocket = new URL(url);
    throughSocket.searchParams.set('host', socketFolder);
    expect(await serverAddress(throughSocket.toString())).toBeNull();
  });
});
