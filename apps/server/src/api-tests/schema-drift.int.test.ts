import { schemaDrift } from '@agenda/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../testing/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('entities and migrations', () => {
  it('agree on every table and column the ORM reads and writes', async () => {
    expect(await schemaDrift(server.orm)).toEqual([]);
  });

  it('the check catches a column the migrations never made', async () => {
    await server.orm.em.getConnection().execute('alter table client rename column notes to notes_renamed');
    try {
      expect(await schemaDrift(server.orm)).toContain('Client.notes: column client.notes does not exist');
    } finally {
      await server.orm.em.getConnection().execute('alter table client rename column notes_renamed to notes');
    }
  });
});
