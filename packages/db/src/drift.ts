import type { Orm } from './orm.ts';
import { runSql } from './sql.ts';
import { sql } from './sql-template.ts';

interface Column {
  table_name: string;
  column_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_generated: 'ALWAYS' | 'NEVER';
  udt_name: string;
}

/** The PostgreSQL types each ORM column type may live in. */
const COMPATIBLE: Record<string, string[]> = {
  uuid: ['uuid'],
  text: ['text', 'varchar'],
  'varchar(255)': ['text', 'varchar'],
  boolean: ['bool'],
  int: ['int4', 'int2'],
  integer: ['int4', 'int2'],
  smallint: ['int2'],
  bigint: ['int8'],
  date: ['date'],
  timestamptz: ['timestamptz'],
  'timestamptz(6)': ['timestamptz'],
  jsonb: ['jsonb'],
  json: ['json', 'jsonb'],
  'text[]': ['_text'],
  'int[]': ['_int4'],
  'integer[]': ['_int4'],
  'smallint[]': ['_int2'],
  'uuid[]': ['_uuid'],
  bytea: ['bytea'],
  numeric: ['numeric'],
  tsrange: ['tsrange'],
};

/**
 * Where the entities and the migrated database disagree: a mapped table or column missing, a column's
 * type or nullability different, or a required column the entity does not write (inserts would fail).
 * Foreign keys and checks live only in the migrations by design (decision record 002), so this compares
 * what the ORM reads and writes, not the whole DDL.
 */
export async function schemaDrift(orm: Orm): Promise<string[]> {
  const columns = await runSql<Column>(
    orm.em,
    sql`select table_name, column_name, is_nullable, column_default, is_generated, udt_name
          from information_schema.columns where table_schema = 'public'`,
  );
  const byTable = new Map<string, Map<string, Column>>();
  for (const c of columns) {
    const table = byTable.get(c.table_name) ?? new Map<string, Column>();
    table.set(c.column_name, c);
    byTable.set(c.table_name, table);
  }
  const problems: string[] = [];
  for (const meta of Object.values(orm.getMetadata().getAll())) {
    if (meta.virtual || meta.embeddable || !meta.tableName) continue;
    const table = byTable.get(meta.tableName);
    if (!table) {
      problems.push(`${meta.className}: table ${meta.tableName} does not exist`);
      continue;
    }
    const mapped = new Set<string>();
    for (const prop of Object.values(meta.properties)) {
      if (prop.persist === false || prop.formula || !prop.fieldNames) continue;
      for (const [i, field] of prop.fieldNames.entries()) {
        mapped.add(field);
        const column = table.get(field);
        if (!column) {
          problems.push(`${meta.className}.${prop.name}: column ${meta.tableName}.${field} does not exist`);
          continue;
        }
        const type = (prop.columnTypes?.[i] ?? '').toLowerCase();
        const allowed = COMPATIBLE[type];
        if (!allowed) problems.push(`${meta.className}.${prop.name}: column type ${type || '?'} is not known to the drift check`);
        else if (!allowed.includes(column.udt_name))
          problems.push(`${meta.className}.${prop.name}: entity says ${type}, column ${field} is ${column.udt_name}`);
        if (prop.nullable && column.is_nullable === 'NO' && !prop.primary)
          problems.push(`${meta.className}.${prop.name}: nullable in the entity, NOT NULL in ${meta.tableName}.${field}`);
        if (!prop.nullable && column.is_nullable === 'YES' && column.is_generated === 'NEVER')
          problems.push(`${meta.className}.${prop.name}: required in the entity, nullable in ${meta.tableName}.${field}`);
      }
    }
    for (const column of table.values()) {
      const required = column.is_nullable === 'NO' && column.column_default === null && column.is_generated === 'NEVER';
      if (required && !mapped.has(column.column_name))
        problems.push(`${meta.className}: ${meta.tableName}.${column.column_name} is required but not mapped`);
    }
  }
  return problems;
}
