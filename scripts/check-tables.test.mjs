import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { check, describe as describeViolation, findViolations, namedTables } from './check-tables.mjs';

// A small tree of two features: alpha owns alpha_item (and a view), beta owns beta_row and reads alpha.
let root;
const write = (path, text) => {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

function tree(betaFiles = {}) {
  root = mkdtempSync(join(tmpdir(), 'check-tables-'));
  write('features/alpha/package.json', JSON.stringify({ name: '@agenda/alpha' }));
  write(
    'features/alpha/src/server/migrations/Migration1_alpha.ts',
    "this.addSql('create table alpha_item (id uuid primary key, name text)');\n" +
      "this.addSql('create view alpha_open with (security_invoker = true) as select id from alpha_item');\n",
  );
  write(
    'features/alpha/src/server/entities/alpha-item.entity.ts',
    "export const AlphaItemSchema = new EntitySchema<AlphaItem>({\n  name: 'AlphaItem',\n  tableName: 'alpha_item',\n  properties: {},\n});\n",
  );
  write('features/alpha/src/server/read.ts', 'export const alphaRows = sql`select id, name from alpha_item`;\n');
  write('features/beta/package.json', JSON.stringify({ name: '@agenda/beta' }));
  write(
    'features/beta/src/server/migrations/Migration2_beta.ts',
    "this.addSql('create table beta_row (id uuid primary key, item_id uuid references alpha_item (id))');\n",
  );
  write(
    'features/beta/src/server/reads.ts',
    "import { alphaRows } from '@agenda/alpha/server';\n" +
      "import type { AlphaItem } from '@agenda/alpha/server';\n" +
      'export const rows = (id: string) =>\n' +
      // biome-ignore lint/suspicious/noTemplateCurlyInString: fixture source text holding a template literal
      '  sql`select b.id, a.name from beta_row b join (${alphaRows}) a on a.id = b.item_id where b.id = ${id}`;\n',
  );
  // Tests may reach anywhere to set up their data.
  write('features/beta/src/server/reads.test.ts', "await run('delete from alpha_item');\n");
  for (const [path, text] of Object.entries(betaFiles)) write(`features/beta/src/server/${path}`, text);
  return root;
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('check-tables', () => {
  it('passes a feature that reads another only through what it exports', () => {
    expect(findViolations(tree())).toEqual([]);
  });

  it('fails on a foreign table named in SQL, with file, line, table and owner', () => {
    const found = findViolations(
      tree({
        'bad-sql.ts':
          'const a = 1;\nexport const q = `select b.id\n  from beta_row b\n  join alpha_item a on a.id = b.item_id`;\n',
      }),
    );
    expect(found).toEqual([
      { file: 'features/beta/src/server/bad-sql.ts', line: 4, kind: 'table', name: 'alpha_item', owner: 'alpha', user: 'beta' },
    ]);
    expect(describeViolation(found[0])).toMatch(
      /^features\/beta\/src\/server\/bad-sql\.ts:4: beta names table "alpha_item" in SQL — it belongs to alpha\. Use what @agenda\/alpha\/server exports/,
    );
  });

  it('fails on a foreign view, a quoted name, a sql.id and an entity mapped on a foreign table', () => {
    const found = findViolations(
      tree({
        'view.ts': "export const v = 'select count(*) from alpha_open';\n",
        'quoted.ts': 'export const q = \'update "alpha_item" set name = $1\';\n',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: fixture source text holding a template literal
        'ident.ts': "export const i = sql`select * from ${sql.id('alpha_item')}`;\n",
        'mapped.ts': "export const S = new EntitySchema({ name: 'Shadow', tableName: 'alpha_item', properties: {} });\n",
      }),
    );
    expect(found.map((v) => `${v.file.split('/').at(-1)} ${v.name}`).sort()).toEqual([
      'ident.ts alpha_item',
      'mapped.ts alpha_item',
      'quoted.ts alpha_item',
      'view.ts alpha_open',
    ]);
  });

  it("fails on an import of another feature's entity, not on a type import", () => {
    const found = findViolations(
      tree({
        'bad-import.ts': "import { isUuid } from '@agenda/db';\nimport { AlphaItemSchema } from '@agenda/alpha/server';\n",
      }),
    );
    expect(found).toEqual([
      {
        file: 'features/beta/src/server/bad-import.ts',
        line: 2,
        kind: 'entity',
        name: 'AlphaItemSchema',
        table: 'alpha_item',
        owner: 'alpha',
        user: 'beta',
      },
    ]);
  });

  it('lets a migration reference a foreign table in a foreign key, and nothing else', () => {
    const found = findViolations(
      tree({
        'migrations/Migration3_beta.ts': "this.addSql('insert into beta_row (id, item_id) select id, id from alpha_item');\n",
      }),
    );
    expect(found.map((v) => [v.file.split('/').at(-1), v.name])).toEqual([['Migration3_beta.ts', 'alpha_item']]);
  });

  it('excuses what the allow-list names with a reason, and reports entries that excuse nothing', () => {
    tree({ 'bad-sql.ts': "export const q = 'select * from alpha_item';\n" });
    const entry = { file: 'features/beta/src/server/bad-sql.ts', table: 'alpha_item', reason: 'because' };
    const stale = { file: 'features/beta/src/server/gone.ts', entity: 'AlphaItemSchema', reason: 'was there' };
    expect(check(root, { allowed: [entry], pending: [stale] })).toMatchObject({
      violations: [],
      stale: [{ file: stale.file, name: 'AlphaItemSchema' }],
    });
    expect(check(root, { allowed: [], pending: [entry] }).pending).toHaveLength(1);
    expect(() => check(root, { allowed: [{ ...entry, reason: ' ' }] })).toThrow(/without a reason/);
  });

  it('reads the benches, packages and test fixtures as users that own no table; a test file stays free', () => {
    tree();
    write('infra/bench/seed.ts', "export const q = 'insert into alpha_item (id) select gen_random_uuid()';\n");
    write('packages/kit/src/read.ts', "export const q = 'select * from beta_row';\n");
    write('apps/server/src/testing/fixture.ts', "export const q = 'delete from alpha_item';\n");
    write('e2e/money-fixture.ts', "export const q = 'update beta_row set item_id = null';\n");
    write('e2e/money.spec.ts', "export const q = 'delete from beta_row';\n");
    write('packages/kit/src/read.test.ts', "export const q = 'delete from beta_row';\n");
    expect(findViolations(root).map((v) => `${v.user}: ${v.file} ${v.name}`)).toEqual([
      'packages: packages/kit/src/read.ts beta_row',
      'infra: infra/bench/seed.ts alpha_item',
      'test fixtures: apps/server/src/testing/fixture.ts alpha_item',
      'browser fixtures: e2e/money-fixture.ts beta_row',
    ]);
  });

  it("excuses a file's list of tables, and names each listed table it no longer uses", () => {
    tree();
    write('infra/bench/seed.ts', "export const q = 'insert into alpha_item (id) select gen_random_uuid()';\n");
    const entry = { file: 'infra/bench/seed.ts', tables: ['alpha_item', 'beta_row'], reason: 'bulk seeding' };
    expect(check(root, { allowed: [entry] })).toMatchObject({
      violations: [],
      stale: [{ file: 'infra/bench/seed.ts', name: 'beta_row' }],
    });
  });
});

describe('namedTables', () => {
  const names = (text) => namedTables(text).map((n) => n.table);

  it('reads the relations of a statement', () => {
    expect(names('select * from a x, b y join c on c.id = x.id where x.id in (select id from d)')).toEqual(['a', 'b', 'c', 'd']);
    expect(names('insert into a (id) values ($1) returning id')).toEqual(['a']);
    expect(names('with due as (select id from a for update skip locked) update a set s = 1 from due')).toEqual(['a', 'a', 'due']);
    expect(names('delete from public.a where id = $1')).toEqual(['a']);
  });

  it('leaves strings that are not SQL alone', () => {
    expect(names('Serviço from the catalogue')).toEqual([]);
    expect(names('update')).toEqual([]);
  });
});
