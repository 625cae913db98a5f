import { EntitySchema } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBySql, findOneBySql } from './entity-sql.ts';
import { pgErrorCode } from './errors.ts';
import { type Orm, createOrm } from './orm.ts';
import { runSql } from './sql.ts';
import { sql } from './sql-template.ts';
import { freshDatabaseUrl } from './testing.ts';

// findOneBySql / findBySql answer what em.findOne / em.find answer — the same entity, managed, with
// its types converted — and keep a find's identity-map behaviour: an entity already held keeps its
// unflushed changes, unless the read locks the row, which reads it fresh.

interface Shelf {
  id: string;
  companyId: string;
  label: string;
  tags: string[];
  openedOn: string;
  updatedAt: Date;
}
const ShelfSchema = new EntitySchema<Shelf>({
  name: 'Shelf',
  tableName: 'shelf',
  properties: {
    id: { type: 'uuid', primary: true },
    companyId: { type: 'uuid' },
    label: { type: 'string', columnType: 'text' },
    tags: { type: 'string[]', columnType: 'text[]' },
    openedOn: { type: 'date', columnType: 'date' },
    updatedAt: { type: 'Date', columnType: 'timestamptz' },
  },
});

const COMPANY = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const ids = [
  'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
];
let orm: Orm;

beforeAll(async () => {
  orm = await createOrm({ clientUrl: await freshDatabaseUrl(), entities: [ShelfSchema], poolMax: 2 });
  const em = orm.em.fork();
  await runSql(
    em,
    sql`create table shelf (id uuid primary key, company_id uuid not null, label text not null, tags text[] not null,
                            opened_on date not null, updated_at timestamptz not null, extra int generated always as (1) stored)`,
  );
  await runSql(
    em,
    sql`insert into shelf values (${ids[0]}, ${COMPANY}, 'A', '{x,y}', '2020-03-01', '2020-03-01T12:00:00Z'),
                                 (${ids[1]}, ${COMPANY}, 'B', '{}', '2020-03-02', '2020-03-02T12:00:00Z'),
                                 (${ids[2]}, ${OTHER}, 'C', '{z}', '2020-03-03', '2020-03-03T12:00:00Z')`,
  );
});
afterAll(() => orm?.close());

const plainOf = (s: Shelf | null | undefined) => (s ? { ...s } : s);

describe('entities read by plain statements', () => {
  it('answer what em.findOne and em.find answer, types converted, columns the entity lacks left out', async () => {
    const byOrm = orm.em.fork();
    const bySql = orm.em.fork();
    const one = await findOneBySql(bySql, ShelfSchema, sql`company_id = ${COMPANY} and id = ${ids[0]}`, { name: 'shelf_one' });
    expect(plainOf(one)).toEqual(plainOf(await byOrm.findOne(ShelfSchema, { companyId: COMPANY, id: ids[0] })));
    expect(one?.updatedAt).toBeInstanceOf(Date);
    expect(one).not.toHaveProperty('extra');
    const many = await findBySql(bySql, ShelfSchema, sql`company_id = ${COMPANY}`, { orderBy: sql`label desc` });
    expect(many.map((s) => s.label)).toEqual(['B', 'A']);
    expect(await findOneBySql(bySql, ShelfSchema, sql`company_id = ${COMPANY} and id = ${ids[2]}`)).toBeNull();
  });

  it('are managed: a change to one is flushed', async () => {
    const em = orm.em.fork();
    const shelf = await findOneBySql(em, ShelfSchema, sql`id = ${ids[1]}`);
    if (!shelf) throw new Error('missing');
    shelf.label = 'B2';
    await em.flush();
    expect(await runSql(orm.em.fork(), sql`select label from shelf where id = ${ids[1]}`)).toEqual([{ label: 'B2' }]);
  });

  it('keep an entity already held as it is, unless the row is locked, which reads it fresh', async () => {
    const em = orm.em.fork();
    await em.transactional(async (tx) => {
      const held = await tx.findOneOrFail(ShelfSchema, { id: ids[0] });
      held.label = 'unsaved';
      expect((await findOneBySql(tx, ShelfSchema, sql`id = ${ids[0]}`))?.label).toBe('unsaved');
      await runSql(tx, sql`update shelf set label = 'elsewhere' where id = ${ids[0]}`);
      const locked = await findOneBySql(tx, ShelfSchema, sql`id = ${ids[0]}`, { forUpdate: true });
      expect(locked).toBe(held);
      expect(locked?.label).toBe('elsewhere');
      // Another connection cannot take a row the locking read holds.
      await findOneBySql(tx, ShelfSchema, sql`id = ${ids[1]}`, { forUpdate: true });
      const other = orm.em.fork();
      const refused = await runSql(other, sql`select 1 from shelf where id = ${ids[1]} for update nowait`).catch(pgErrorCode);
      expect(refused).toBe('55P03');
    });
  });
});
