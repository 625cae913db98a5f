// Pure rendering for `npm run readmes`: a feature's README from its facts (keeping the hand-written
// part), the README's feature graph, the feature guide's samples and the endpoint tests' CODEOWNERS.
import type { Extension, FeatureFacts } from './facts.ts';
import type { ExportedNames } from './parse.ts';
import { reducedGraph } from './parse.ts';

export const HAND_START = '<!-- hand-written: `npm run readmes` keeps this part as it is -->';
export const HAND_END = '<!-- end of the hand-written part -->';
export const PLACEHOLDER = 'What this feature is for, in a paragraph a new team reads first.';
const GENERATED =
  '<!-- Generated from the code by `npm run readmes` (scripts/readmes): edit the code, not this; `npm run lint` fails when it is stale. -->';

/** The text between two markers, or null when either is missing. */
export function between(text: string, start: string, end: string): string | null {
  const from = text.indexOf(start);
  const to = text.indexOf(end, from + start.length);
  return from < 0 || to < 0 ? null : text.slice(from + start.length, to);
}

export function replaceBetween(text: string, start: string, end: string, content: string): string {
  if (between(text, start, end) === null) throw new Error(`markers not found: ${start} … ${end}`);
  const from = text.indexOf(start) + start.length;
  return text.slice(0, from) + content + text.slice(text.indexOf(end, from));
}

export const handWrittenOf = (readme: string | null) =>
  readme === null ? null : (between(readme, HAND_START, HAND_END)?.trim() ?? null);

const code = (s: string) => `\`${s}\``;
const list = (items: string[]) => (items.length ? items.join(', ') : 'none');

function namesLine({ values, types, stars }: ExportedNames) {
  const parts = [
    values.length ? values.map(code).join(', ') : '',
    types.length ? `types ${types.map(code).join(', ')}` : '',
    stars.length ? `everything of ${stars.map(code).join(', ')}` : '',
  ].filter(Boolean);
  return parts.length ? parts.join('; ') : 'nothing (no other workspace uses it)';
}

function restLine(routes: FeatureFacts['rest']) {
  const byPath = new Map<string, string[]>();
  for (const r of [...routes].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method)))
    byPath.set(r.path, [...(byPath.get(r.path) ?? []), r.method]);
  return list([...byPath].map(([path, methods]) => code(`${methods.join(' ')} ${path}`)));
}

function proceduresLine(f: FeatureFacts) {
  const of = (type: string) => f.procedures.filter((p) => p.type === type).map((p) => code(p.path));
  const kinds = ['query', 'mutation', 'subscription'].map((t) => [t, of(t)] as const).filter(([, names]) => names.length);
  return kinds.length
    ? kinds.map(([t, names]) => `${t === 'query' ? 'queries' : `${t}s`} ${names.join(', ')}`).join('; ')
    : 'none';
}

const extension = (e: Extension) => `${code(e.name)} (${code(e.id)})`;
const bullets = (items: string[]) => (items.length ? items.map((item) => `\n  - ${item}`).join('') : ' none');

/** A feature's whole README: its title, the hand-written part, then what the code says. */
export function renderFeatureReadme(f: FeatureFacts, handWritten: string): string {
  const offered = (kind: Extension['kind']) =>
    bullets(f.offers.filter((e) => e.kind === kind).map((e) => `${extension(e)}: filled by ${list(e.filledBy)}`));
  const lines = [
    `# ${f.pkg}`,
    '',
    HAND_START,
    handWritten.trim() || PLACEHOLDER,
    HAND_END,
    '',
    GENERATED,
    '',
    `Team: ${f.team ? code(f.team) : 'none'} (CODEOWNERS). Its tests alone: ${code(`npm test -w ${f.pkg}`)}.`,
    '',
    '## What it owns',
    '',
    `- Tables (its migrations create them): ${list(f.tables.map(code))}`,
    ...(f.views.length ? [`- Views: ${list(f.views.map(code))}`] : []),
    `- tRPC procedures (${code(`trpc.${f.routerKey}.…`)}): ${proceduresLine(f)}`,
    `- REST routes: ${restLine(f.rest)}`,
    `- Extension points it offers:${offered('point')}`,
    `- Slots it offers:${offered('slot')}`,
    '',
    '## What it offers other workspaces (package.json `exports`)',
    '',
    ...f.exports.map(({ entry, names }) => `- ${code(entry)}: ${namesLine(names)}`),
    '',
    '## What it uses',
    '',
    `- Workspaces (package.json): ${list(f.workspaces.map(code))}`,
    `- Other packages: ${list(f.packages.map(code))}`,
    `- Extension points and slots it fills:${bullets(f.fills.map((e) => `${extension(e)} of ${e.owner}${e.count > 1 ? `, ${e.count} fills` : ''}`))}`,
    `- Used by: ${list(f.usedBy.map(code))}`,
    `- Endpoint tests (against the composed server, \`@agenda/server/testing\`): ${list(f.apiTests.map(code))}`,
    '',
  ];
  return lines.join('\n');
}

/** Why a feature's README fails the check, or null when it is what `npm run readmes` writes. */
export function readmeProblem(existing: string | null, expected: string): string | null {
  if (existing === null) return 'missing';
  const handWritten = handWrittenOf(existing);
  if (handWritten === null) return 'its hand-written part has lost its markers';
  if (!handWritten || handWritten === PLACEHOLDER) return 'its hand-written paragraph is still to be written';
  return existing === expected ? null : 'stale';
}

/** Features in dependency order (a feature after all it declares), ties by name. */
export function dependencyOrder(deps: Record<string, string[]>): string[] {
  const order: string[] = [];
  const left = new Set(Object.keys(deps).sort());
  while (left.size) {
    const next = [...left].find((n) => (deps[n] ?? []).every((d) => !left.has(d))) ?? [...left][0];
    if (next === undefined) break;
    order.push(next);
    left.delete(next);
  }
  return order;
}

/** `a, b ← c, d`: c and d declare a and b (transitive dependencies left out); same declarations share a line. */
export function renderGraph(deps: Record<string, string[]>): string {
  const order = dependencyOrder(deps);
  const reduced = reducedGraph(deps);
  const lines = new Map<string, string[]>();
  for (const name of order) {
    const on = [...(reduced[name] ?? [])].sort();
    if (on.length) lines.set(on.join(', '), [...(lines.get(on.join(', ')) ?? []), name]);
  }
  return [...lines].map(([on, names]) => `${on} ← ${names.join(', ')}`).join('\n');
}

const SAMPLE = /(<!-- sample: (\S+)[^>]*-->\n)[\s\S]*?(<!-- \/sample -->)/g;

/** Each `<!-- sample: path -->` … `<!-- /sample -->` of a document holds that file as a code block. */
export function fillSamples(doc: string, read: (path: string) => string): string {
  return doc.replace(SAMPLE, (_, start: string, path: string, end: string) => `${start}\`\`\`ts\n${read(path)}\`\`\`\n${end}`);
}
