import { randomUUID } from 'node:crypto';
import { addDays, nowInTimeZone, randomCpf } from '@agenda/br';

// Inputs for the fuzz suite, derived from the valibot schemas the procedures declare: a plausible
// value for each field (so that the call reaches past validation), then that value broken in every
// way a careless client or an attacker would: wrong types, missing and extra fields, empty, huge
// and control-character strings, boundary numbers, impossible dates and times.

/** The parts of a valibot schema this walker reads (valibot keeps them on the schema object). */
interface SchemaNode {
  type: string;
  entries?: Record<string, SchemaNode>;
  wrapped?: SchemaNode;
  item?: SchemaNode;
  options?: unknown[];
  literal?: unknown;
  value?: SchemaNode;
  pipe?: { type: string; requirement?: unknown }[];
}

const WRAPPERS = new Set([
  'optional',
  'nullable',
  'nullish',
  'exact_optional',
  'undefinedable',
  'non_optional',
  'non_nullable',
  'non_nullish',
]);
const OBJECTS = new Set(['object', 'strict_object', 'loose_object', 'object_with_rest']);

export const ONE_MEGABYTE_STRING = 'a'.repeat(1024 * 1024 + 16);

/** Deterministic pseudo-random numbers, so a failing run can be replayed with the same seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
}

function unwrap(schema: SchemaNode): SchemaNode {
  let current = schema;
  while (WRAPPERS.has(current.type) && current.wrapped) current = current.wrapped;
  return current;
}

/** A value the field would plausibly accept, guessed from its schema and its name. */
export function plausible(schema: SchemaNode | undefined, name = ''): unknown {
  if (!schema) return undefined;
  const node = unwrap(schema);
  const today = nowInTimeZone().date;
  switch (node.type) {
    case 'object':
    case 'strict_object':
    case 'loose_object':
    case 'object_with_rest':
      return Object.fromEntries(Object.entries(node.entries ?? {}).map(([key, child]) => [key, plausible(child, key)]));
    case 'array':
      return [plausible(node.item, name)];
    case 'picklist':
    case 'enum':
      return node.options?.[0];
    case 'union':
    case 'variant':
      return plausible(node.options?.[0] as SchemaNode, name);
    case 'literal':
      return node.literal;
    case 'boolean':
      return true;
    case 'number': {
      const n = name.toLowerCase();
      if (n.includes('year')) return Number(today.slice(0, 4));
      if (n.includes('day')) return 1;
      if (n.includes('duration')) return 30;
      if (n.includes('price') || n.includes('amount') || n.includes('value')) return 100;
      return 1;
    }
    case 'string': {
      const n = name.toLowerCase();
      if (n === 'startdate') return addDays(today, 7);
      if (n === 'enddate') return addDays(today, 14);
      if (n.includes('date')) return addDays(today, 7);
      if (n.includes('time')) return n.startsWith('end') ? '11:00' : '10:00';
      if (n.includes('cpf')) return randomCpf();
      if (n.includes('email')) return `fuzz${Math.floor(Math.random() * 1e6)}@teste.com.br`;
      if (n.includes('phone')) return '11987654321';
      if (n.includes('cep')) return '01310100';
      if (n.includes('color')) return '#3B82F6';
      if (n === 'state' || n.endsWith('state') || n === 'uf') return 'SP';
      if (n === 'id' || n.endsWith('id')) return randomUUID();
      if (n.includes('token')) return 'not-a-token';
      return 'Teste';
    }
    case 'record':
      return { chave: plausible(node.value, name) };
    default:
      return 'Teste';
  }
}

/** What a field may be replaced by: each is one request. */
export function brokenValues(schema: SchemaNode | undefined, random: () => number): unknown[] {
  const node = schema ? unwrap(schema) : undefined;
  const common: unknown[] = [
    null,
    123,
    true,
    [],
    {},
    '',
    '   ',
    'a\u0000b',
    '\u001b[31mvermelho',
    '\u202eevil',
    "' or 1=1 --",
    '😀'.repeat(50),
  ];
  const long = 'x'.repeat(5_000 + Math.floor(random() * 60_000));
  switch (node?.type) {
    case 'string':
      return [
        ...common,
        long,
        '0000-01-01',
        '9999-12-31',
        '2023-02-29',
        '2024-13-40',
        '1899-12-31',
        '2101-01-01',
        '24:00',
        '23:60',
        '-1:00',
        '%',
        '../../etc/passwd',
        '<script>alert(1)</script>',
        '786.473.259-31',
        randomUUID(),
      ];
    case 'number':
      return [...common, -1, 0, -0, 0.5, 1.005, 1e308, -1e308, 2 ** 53 + 1, 999_999_999_999, '10', 'NaN'];
    case 'boolean':
      return [...common, 'true', 0, 1];
    case 'array':
      return [...common, [null], ['x'.repeat(1000)], Array(5_000).fill(1), [[[]]]];
    default:
      return [...common, long];
  }
}

/** Whole inputs that are wrong at the top: every procedure gets these too. */
export const BROKEN_WHOLE_INPUTS: unknown[] = [
  null,
  42,
  'texto',
  [],
  [1, 2],
  {},
  { extra: 'campo' },
  { __proto__: { admin: true } },
];

export interface FuzzCase {
  /** The label a failure is reported with. */
  label: string;
  input: unknown;
}

/** Every case for one input schema: the plausible input, each field broken or missing, extra fields, wrong wholes. */
export function casesFor(schema: SchemaNode | undefined, random: () => number, perField = 12): FuzzCase[] {
  const base = plausible(schema);
  const cases: FuzzCase[] = [{ label: 'plausible', input: base }];
  for (const whole of BROKEN_WHOLE_INPUTS) cases.push({ label: `whole=${JSON.stringify(whole)}`, input: whole });
  const node = schema ? unwrap(schema) : undefined;
  if (node && OBJECTS.has(node.type) && base && typeof base === 'object') {
    cases.push({ label: 'extra field', input: { ...base, campoExtra: 'x', constructor: 'y' } });
    for (const [key, child] of Object.entries(node.entries ?? {})) {
      const { [key]: _dropped, ...without } = base as Record<string, unknown>;
      cases.push({ label: `${key} missing`, input: without });
      for (const broken of sample(brokenValues(child, random), perField, random))
        cases.push({ label: `${key}=${JSON.stringify(broken)?.slice(0, 40)}`, input: { ...base, [key]: broken } });
    }
  }
  return cases;
}

/** `count` of the values, picked at random (a larger FUZZ_REQUESTS gets the rest on later runs of the seed). */
function sample<T>(values: T[], count: number, random: () => number): T[] {
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, count);
}

/** REST path parameters as a client might mangle them. */
export function brokenPathParams(random: () => number): string[] {
  return [
    randomUUID(),
    'not-a-uuid',
    '00000000-0000-0000-0000-000000000000',
    '%00',
    '%',
    '%E0%A4%A',
    encodeURIComponent('786.473.259-31'),
    encodeURIComponent("' or 1=1 --"),
    'x'.repeat(1_000 + Math.floor(random() * 4_000)),
    '..%2F..%2Fetc%2Fpasswd',
    '-1',
    '9999-12-31',
    encodeURIComponent('😀'),
  ];
}
