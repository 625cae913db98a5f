// Fails when a feature reaches into another feature's tables (decision 028): a string of its source
// that names, in SQL, a table or view another feature's migrations create, or an import of another
// feature's MikroORM entity (`new EntitySchema`) from its `./server` export. The owner of a table is
// the feature whose migration creates it. Apps, packages, infra and the test fixtures own no table and are
// read as users (tests themselves are not checked: they may look at any row to prove behaviour);
// migrations may reference a foreign table in a foreign key. Exceptions live, each with its reason, in
// scripts/check-tables.allow.mjs.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { allowed } from './check-tables.allow.mjs';

const CREATES = [
  /\bcreate\s+(?:unlogged\s+)?table\s+(?:if\s+not\s+exists\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi,
  /\bcreate\s+(?:or\s+replace\s+)?(?:materialized\s+)?view\s+(?:if\s+not\s+exists\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi,
];
/** A statement, or a piece of one: only such strings are read for table names. */
const SQL_LIKE =
  /\b(select|insert\s+into|update\s+\S+\s+set|delete\s+from|returning|where|join|references|create\s+(?:unlogged\s+)?(?:table|view|index)|alter\s+table|for\s+update)\b/i;
/** A relation's name, maybe schema-qualified or quoted; `quote` is the number of its quote's group. */
const relation = (quote) => [String.raw`(?:"?public"?\.)?("?)([a-z_][a-z0-9_]*)`, `\\${quote}`].join('');
/** Where SQL names a relation: the keyword and the name after it. */
const TABLE_POSITION = new RegExp(
  String.raw`\b(from|join|into|update|references|(?:create|alter|drop|lock|truncate)(?:\s+unlogged)?\s+table(?:\s+if\s+(?:not\s+)?exists)?(?:\s+only)?|truncate|delete\s+from)\s+${relation(2)}`,
  'gi',
);
const ALIAS =
  /^\s+(?:as\s+)?(?!where\b|join\b|on\b|left\b|right\b|inner\b|cross\b|full\b|group\b|order\b|limit\b|union\b)[a-z_][a-z0-9_]*/i;
const LIST_ITEM = new RegExp(String.raw`^\s*,\s*${relation(1)}`, 'i');
const EXPRESSION = ' __expr__ ';

const walk = (dir, keep) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        if (['node_modules', 'dist', '.turbo'].includes(e.name)) return [];
        const full = join(dir, e.name);
        return e.isDirectory() ? walk(full, keep) : keep(full) ? [full] : [];
      })
    : [];

const isTest = (file) => /\.test\.[cm]?tsx?$/.test(file) || file.split(sep).includes('testing');
const isSource = (file) => /\.(ts|tsx)$/.test(file) && !file.endsWith('.d.ts') && !isTest(file);
const isMigration = (file) => file.split(sep).includes('migrations');

/**
 * Code that owns no table but runs SQL against the product's: the shared packages, the benches and the
 * chaos run, and the fixtures tests build their worlds with. Each is read as a user of its own (`files`
 * picks what is read; a fixture is a test helper, so `isSource` would skip it).
 */
const OUTSIDERS = [
  { name: 'packages', dir: 'packages', files: (f) => isSource(f) },
  { name: 'infra', dir: 'infra', files: (f) => isSource(f) },
  {
    name: 'test fixtures',
    dir: join('apps', 'server', 'src', 'testing'),
    files: (f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'),
  },
  { name: 'browser fixtures', dir: 'e2e', files: (f) => /\.tsx?$/.test(f) && !/\.spec\.tsx?$/.test(f) },
];

/** Workspaces that may own tables (features) or only use them (apps), by directory. */
function workspaces(root) {
  const found = [];
  for (const layer of ['features', 'apps']) {
    const dir = join(root, layer);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const pkgFile = join(dir, name, 'package.json');
      if (!existsSync(pkgFile)) continue;
      const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
      found.push({ layer, name: layer === 'features' ? name : `apps/${name}`, pkg: pkg.name, dir: join(dir, name) });
    }
  }
  return found;
}

/** table → { owner, file }, from every feature's migrations; entity name → { owner, table }. */
function ownership(root, list) {
  const tables = new Map();
  const entities = new Map();
  for (const ws of list.filter((w) => w.layer === 'features')) {
    const server = join(ws.dir, 'src', 'server');
    for (const file of walk(server, (f) => /\.ts$/.test(f) && !isTest(f))) {
      const text = readFileSync(file, 'utf8');
      if (isMigration(file))
        for (const pattern of CREATES)
          for (const m of text.matchAll(pattern)) {
            const table = m[1].toLowerCase();
            const earlier = tables.get(table);
            if (earlier && earlier.owner !== ws.name)
              throw new Error(`table ${table} is created by both ${earlier.owner} and ${ws.name}`);
            tables.set(table, { owner: ws.name, file: relative(root, file) });
          }
      for (const m of text.matchAll(/export\s+const\s+(\w+)\s*=\s*new\s+EntitySchema\b[^(]*\(\s*\{([\s\S]*?)\n\}\);/g)) {
        const table = /tableName:\s*['"]([a-z0-9_]+)['"]/.exec(m[2])?.[1] ?? null;
        entities.set(`${ws.pkg}:${m[1]}`, { owner: ws.name, name: m[1], table });
      }
    }
  }
  return { tables, entities };
}

/** Every string of a file (template literals whole, `${…}` as a placeholder), with where it starts. */
function strings(source) {
  const found = [];
  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      found.push({ node, text: node.text, pos: node.getStart(source) });
    } else if (ts.isTemplateExpression(node)) {
      const text = [node.head.text, ...node.templateSpans.map((s) => EXPRESSION + s.literal.text)].join('');
      found.push({ node, text, pos: node.getStart(source) });
      for (const span of node.templateSpans) visit(span.expression);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The relations a piece of SQL names, with the keyword before each and its offset in the text. */
export function namedTables(text) {
  if (!SQL_LIKE.test(text)) return [];
  const found = [];
  for (const m of text.matchAll(TABLE_POSITION)) {
    const keyword = m[1].toLowerCase().replace(/\s+/g, ' ');
    // `update x … set`, not `for update [skip locked]`.
    if (keyword === 'update' && (!/\bset\b/i.test(text.slice(m.index)) || /\bfor\s+$/i.test(text.slice(0, m.index)))) continue;
    found.push({ table: m[3].toLowerCase(), keyword, offset: m.index });
    if (keyword !== 'from') continue;
    // `from a x, b y`: the names after the first.
    let rest = text.slice(m.index + m[0].length);
    let at = m.index + m[0].length;
    for (;;) {
      const alias = ALIAS.exec(rest);
      if (alias) {
        rest = rest.slice(alias[0].length);
        at += alias[0].length;
      }
      const item = LIST_ITEM.exec(rest);
      if (!item) break;
      found.push({ table: item[2].toLowerCase(), keyword, offset: at });
      rest = rest.slice(item[0].length);
      at += item[0].length;
    }
  }
  return found;
}

/** A string that is a table name by where it stands: `sql.id('x')`, `tableName: 'x'`. */
function nameByPosition(node) {
  const parent = node.parent;
  if (ts.isPropertyAssignment(parent) && parent.initializer === node && parent.name.getText() === 'tableName') return true;
  return (
    ts.isCallExpression(parent) &&
    ts.isPropertyAccessExpression(parent.expression) &&
    parent.expression.name.text === 'id' &&
    parent.expression.expression.getText() === 'sql'
  );
}

const lineOf = (source, pos) => source.getLineAndCharacterOfPosition(pos).line + 1;

/** Every violation of the tree at `root`: { file, line, kind: 'table' | 'entity', name, owner, user }. */
export function findViolations(root) {
  const list = workspaces(root);
  const { tables, entities } = ownership(root, list);
  const byPkg = new Map(list.map((w) => [w.pkg, w]));
  const found = [];
  const readers = [
    ...list.map((ws) => ({ ...ws, files: walk(join(ws.dir, 'src'), isSource) })),
    ...OUTSIDERS.map((o) => ({ name: o.name, files: walk(join(root, o.dir), o.files) })),
  ];
  for (const ws of readers) {
    for (const file of ws.files) {
      const where = relative(root, file);
      const text = readFileSync(file, 'utf8');
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? 4 : 3);
      const migration = isMigration(file);
      for (const s of strings(source)) {
        const named = namedTables(s.text);
        if (nameByPosition(s.node)) named.push({ table: s.text.split('.')[0].toLowerCase(), keyword: 'identifier', offset: 0 });
        for (const n of named) {
          const owned = tables.get(n.table);
          if (!owned || owned.owner === ws.name) continue;
          if (migration && n.keyword === 'references') continue;
          // The offset is in the string's text; the line is counted from the literal's start.
          const line = lineOf(source, s.pos) + (s.text.slice(0, n.offset).match(/\n/g)?.length ?? 0);
          found.push({ file: where, line, kind: 'table', name: n.table, owner: owned.owner, user: ws.name });
        }
      }
      for (const statement of source.statements) {
        const clause = ts.isImportDeclaration(statement) ? statement.importClause : null;
        const exported = ts.isExportDeclaration(statement) ? statement : null;
        const spec =
          (statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) && statement.moduleSpecifier.text) || '';
        const pkg = [...byPkg.keys()].find((p) => spec === p || spec.startsWith(`${p}/`));
        if (!pkg || byPkg.get(pkg).name === ws.name) continue;
        if (clause?.isTypeOnly || exported?.isTypeOnly) continue;
        const bindings = clause?.namedBindings ?? exported?.exportClause;
        if (!bindings || !('elements' in bindings)) continue;
        for (const element of bindings.elements) {
          if (element.isTypeOnly) continue;
          const imported = (element.propertyName ?? element.name).text;
          const entity = entities.get(`${pkg}:${imported}`);
          if (!entity) continue;
          found.push({
            file: where,
            line: lineOf(source, element.getStart(source)),
            kind: 'entity',
            name: imported,
            table: entity.table,
            owner: entity.owner,
            user: ws.name,
          });
        }
      }
    }
  }
  return found;
}

/** What an entry excuses: one table or entity, or a file's list of them (`tables`: a bench or fixture that seeds many). */
const namesOf = (entry) => entry.tables ?? [entry.table ?? entry.entity];
const matches = (entry, v) => entry.file === v.file && namesOf(entry).includes(v.name);

/** Violations not excused by the allow-list, and allow-list names that excuse nothing (stale). */
export function check(root, allow) {
  const entries = [...(allow.allowed ?? []), ...(allow.pending ?? [])];
  for (const e of entries)
    if (!e.reason?.trim()) throw new Error(`allow-list entry without a reason: ${e.file} ${namesOf(e).join(', ')}`);
  const violations = findViolations(root);
  return {
    violations: violations.filter((v) => !entries.some((e) => matches(e, v))),
    stale: entries.flatMap((e) =>
      namesOf(e)
        .filter((name) => !violations.some((v) => v.file === e.file && v.name === name))
        .map((name) => ({ file: e.file, name })),
    ),
    pending: violations.filter((v) => (allow.pending ?? []).some((e) => matches(e, v))),
  };
}

export function describe(v) {
  const what = v.kind === 'table' ? `names table "${v.name}" in SQL` : `imports ${v.name}, the entity of table "${v.table}",`;
  return (
    `${v.file}:${v.line}: ${v.user} ${what} — it belongs to ${v.owner}. ` +
    `Use what @agenda/${v.owner}/server exports (a read or write function, an Sql fragment), or add one there.`
  );
}

function main() {
  const root = new URL('..', import.meta.url).pathname;
  const { violations, stale, pending } = check(root, { allowed });
  const problems = [
    ...violations.map(describe),
    ...stale.map((e) => `${e.file}: the allow-list excuses ${e.name}, which it no longer names — remove it`),
  ];
  if (problems.length) {
    console.error(
      `Schema ownership violations (${problems.length}; docs/decisions/028):\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    process.exit(1);
  }
  const note = pending.length ? `, ${pending.length} pending on the allow-list` : '';
  console.log(`Schema ownership OK${note}.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
