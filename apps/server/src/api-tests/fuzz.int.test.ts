import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../features.ts';
import {
  type FuzzCase,
  ONE_MEGABYTE_STRING,
  brokenPathParams,
  casesFor,
  plausible,
  seededRandom,
} from '../testing/fuzz-inputs.ts';
import { answerChecker, documentPaths } from '../testing/openapi-answers.ts';
import { type TestServer, registeredOwner, startTestServer } from '../testing/test-server.ts';

interface OpenApiPaths {
  paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
}

// Every tRPC procedure of appRouter (found at run time) and every REST route of the OpenAPI
// document the server serves — so a feature added later is fuzzed too — gets inputs derived from
// its valibot schema and broken in every way (see fuzz-inputs.ts), as a signed-in user (and some
// without or with a bad token). No answer may be a 5xx; every 4xx carries a pt-BR `{ error }`
// (REST) or a tRPC error shape; every REST answer matches the document; /healthz still answers 200
// after. A run sends FUZZ_REQUESTS requests (1,000; `npm run test:deep` sends 5,000): every endpoint's
// plausible input first, then the broken ones spread over the endpoints. The seed is new each run, so
// runs together try every broken value; it is printed, and FUZZ_SEED replays a run exactly.

const TOTAL = Math.max(1, Number(process.env.FUZZ_REQUESTS) || 1_000);
const SEED = Number(process.env.FUZZ_SEED) || Math.floor(Math.random() * 0xffff_ffff) + 1;
const PARALLEL = 8;
/** Broken values generated per field, of which the run picks its share. */
const PER_FIELD = Math.min(40, Math.max(12, Math.round((12 * TOTAL) / 5_000)));
/** English that tRPC, valibot or a driver would leak; pt-BR messages never hold these words. */
const ENGLISH =
  /\b(invalid|expected|received|required|must|cannot|unsupported|missing|not found|failed|unexpected|procedure|batch|input)\b/i;

interface Probe {
  method: string;
  path: string;
  label: string;
  body?: string;
  contentType?: string;
  auth: 'owner' | 'none' | 'garbage';
}

let server: TestServer;
let cepProvider: Server;
let token: string;

beforeAll(async () => {
  // A postal-code provider on loopback that knows every CEP: look-ups answer 200, not 503.
  cepProvider = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' }));
  });
  await new Promise<void>((resolve) => cepProvider.listen(0, '127.0.0.1', resolve));
  server = await startTestServer({ CEP_PROVIDER_URL: `http://127.0.0.1:${(cepProvider.address() as AddressInfo).port}` });
  token = (await registeredOwner(server)).token;
});
afterAll(async () => {
  await server.close();
  cepProvider.close();
});

/** Calls that would end the fuzzing user's own session are sent without it. */
const endsSession = (path: string) => /logout/i.test(path);

function authFor(path: string, random: () => number): Probe['auth'] {
  if (endsSession(path)) return random() < 0.5 ? 'none' : 'garbage';
  const r = random();
  return r < 0.05 ? 'none' : r < 0.08 ? 'garbage' : 'owner';
}

interface ProcedureLike {
  _def: { type: string; inputs: unknown[] };
}

function trpcProbes(random: () => number): { endpoint: string; probes: Probe[] }[] {
  const procedures = (appRouter as unknown as { _def: { procedures: Record<string, ProcedureLike> } })._def.procedures;
  return Object.entries(procedures)
    .filter(([, p]) => p._def.type === 'query' || p._def.type === 'mutation')
    .map(([path, p]) => {
      const schema = p._def.inputs.at(-1) as Parameters<typeof casesFor>[0];
      const query = p._def.type === 'query';
      const probe = (c: FuzzCase): Probe => {
        const json = c.input === undefined ? undefined : JSON.stringify(c.input);
        return query
          ? {
              method: 'GET',
              path: `/trpc/${path}${json === undefined ? '' : `?input=${encodeURIComponent(json)}`}`,
              label: c.label,
              auth: authFor(path, random),
            }
          : { method: 'POST', path: `/trpc/${path}`, label: c.label, body: json, auth: authFor(path, random) };
      };
      const transport: Probe[] = [
        {
          method: 'POST',
          path: `/trpc/${path}`,
          label: '1 MB body',
          body: JSON.stringify({ x: ONE_MEGABYTE_STRING }),
          auth: authFor(path, random),
        },
        {
          method: query ? 'POST' : 'GET',
          path: `/trpc/${path}`,
          label: 'wrong method',
          body: query ? '{}' : undefined,
          auth: authFor(path, random),
        },
        { method: 'DELETE', path: `/trpc/${path}`, label: 'DELETE', auth: authFor(path, random) },
        { method: 'OPTIONS', path: `/trpc/${path}`, label: 'OPTIONS', auth: authFor(path, random) },
        {
          method: 'POST',
          path: `/trpc/${path}`,
          label: 'text/plain',
          body: 'oi',
          contentType: 'text/plain',
          auth: authFor(path, random),
        },
        { method: 'POST', path: `/trpc/${path}`, label: 'broken JSON', body: '{"a":', auth: authFor(path, random) },
        { method: 'GET', path: `/trpc/${path}?input=%7B`, label: 'broken query JSON', auth: authFor(path, random) },
        {
          method: 'GET',
          path: `/trpc/${Array(30).fill(path).join(',')}?batch=1`,
          label: 'batch of 30',
          auth: authFor(path, random),
        },
      ];
      return { endpoint: `trpc ${path}`, probes: [...casesFor(schema, random, PER_FIELD).map(probe), ...transport] };
    });
}

interface DocumentedRoute {
  method: string;
  path: string;
  query: string[];
}

/** The REST routes from the OpenAPI document the server serves (a test keeps it equal to what is mounted). */
function documentedRoutes(document: OpenApiPaths): DocumentedRoute[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    })),
  );
}

/** What a careless client or an attacker puts in a query parameter. */
const BROKEN_QUERY_VALUES = ['%00', '0000-01-01', '9999-12-31', '-1', '%', 'x'.repeat(3000)];

function restProbes(routes: DocumentedRoute[], pool: FuzzCase[], random: () => number): { endpoint: string; probes: Probe[] }[] {
  const pick = () => pool[Math.floor(random() * pool.length)] as FuzzCase;
  return routes.map((route) => {
    const fill = (value: string) => route.path.replace(/\{\w+\}/g, value);
    const withBody = !['GET', 'HEAD'].includes(route.method);
    const paths = [fill(String(plausible({ type: 'string' }, 'id'))), ...brokenPathParams(random).map(fill)];
    const probes: Probe[] = [];
    const queries = route.query.flatMap((name) => BROKEN_QUERY_VALUES.map((value) => `?${name}=${value}`));
    // Each mangled path once; each documented query parameter mangled on the plausible path.
    const targets = [...new Set(paths)];
    if (!withBody) targets.push(...queries.map((q) => `${paths[0]}${q}`));
    for (const path of targets)
      probes.push({
        method: route.method,
        path,
        label: 'path',
        auth: authFor(route.path, random),
        body: withBody ? '{}' : undefined,
      });
    if (withBody) {
      for (let i = 0; i < 40; i++) {
        const c = pick();
        probes.push({
          method: route.method,
          path: paths[0] as string,
          label: `body ${c.label}`,
          body: JSON.stringify(c.input),
          auth: authFor(route.path, random),
        });
      }
      probes.push(
        {
          method: route.method,
          path: paths[0] as string,
          label: '1 MB body',
          body: JSON.stringify({ x: ONE_MEGABYTE_STRING }),
          auth: authFor(route.path, random),
        },
        {
          method: route.method,
          path: paths[0] as string,
          label: 'broken JSON',
          body: '{"a":',
          auth: authFor(route.path, random),
        },
        {
          method: route.method,
          path: paths[0] as string,
          label: 'text body',
          body: 'oi',
          contentType: 'text/plain',
          auth: authFor(route.path, random),
        },
        { method: route.method, path: paths[0] as string, label: 'JSON array', body: '[1,2]', auth: authFor(route.path, random) },
      );
    }
    return { endpoint: `${route.method} ${route.path}`, probes };
  });
}

/** The array shuffled in place. */
function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/**
 * `total` probes spread over the endpoints in rounds: each endpoint's plausible call in the first
 * (so every one is reached), then one more of its probes, picked at random, per round. Past every
 * probe, more picked at random from the cheap ones (the 1 MB bodies run once per endpoint).
 */
function schedule(groups: { endpoint: string; probes: Probe[] }[], total: number, random: () => number): Probe[] {
  // An endpoint's first probe is its plausible call (tRPC: the plausible input; REST: a plausible id).
  const queues = groups.map((g) => [...g.probes.slice(0, 1), ...shuffle(g.probes.slice(1), random)]);
  const out: Probe[] = [];
  for (let round = 0; out.length < total && queues.some((q) => round < q.length); round++) {
    for (const queue of shuffle([...queues], random)) {
      const probe = queue[round];
      if (probe && out.length < total) out.push(probe);
    }
  }
  const cheap = groups.flatMap((g) => g.probes).filter((p) => p.label !== '1 MB body');
  while (out.length < total) out.push(cheap[Math.floor(random() * cheap.length)] as Probe);
  // Interleaved, so concurrent requests hit different endpoints.
  return shuffle(out, random);
}

function problemWith(probe: Probe, status: number, text: string): string | null {
  if (status >= 500) return `${status}`;
  if (status < 400) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${status} without a JSON body`;
  }
  const messages: unknown[] = [];
  if (probe.path.startsWith('/trpc/')) {
    for (const item of Array.isArray(body) ? body : [body]) {
      const error = (item as { error?: { message?: unknown; data?: { code?: unknown } } }).error;
      if (!error || typeof error !== 'object') return `${status} without a tRPC error shape`;
      messages.push(error.message);
    }
  } else {
    messages.push((body as { error?: unknown }).error);
  }
  for (const message of messages) {
    if (typeof message !== 'string' || !message.trim()) return `${status} without an error message`;
    if (ENGLISH.test(message)) return `${status} with an English message: ${message}`;
  }
  return null;
}

describe('fuzzing every endpoint', () => {
  it(`${TOTAL} requests: no 5xx, every 4xx with a pt-BR error, the server still healthy`, { timeout: 600_000 }, async () => {
    process.stdout.write(`fuzz: seed ${SEED} (FUZZ_SEED=${SEED} FUZZ_REQUESTS=${TOTAL} replays this run)\n`);
    const random = seededRandom(SEED);
    const trpc = trpcProbes(random);
    const pool = trpc
      .flatMap((g) => g.probes)
      .filter(
        (p) =>
          p.body !== undefined && p.contentType === undefined && !['1 MB body', 'broken JSON', 'wrong method'].includes(p.label),
      )
      .map((p) => ({ label: p.label, input: JSON.parse(p.body as string) as unknown }));
    const document = (await (await server.app.request('/api/openapi.json')).json()) as OpenApiPaths;
    const rest = restProbes(documentedRoutes(document), pool, random);
    const check = answerChecker(await documentPaths(document));
    expect(trpc.length).toBeGreaterThan(10);
    expect(rest.length).toBeGreaterThan(10);
    const probes = schedule([...trpc, ...rest], TOTAL, random);
    process.stdout.write(`fuzz: ${trpc.length} procedures, ${rest.length} REST routes, ${probes.length} requests\n`);

    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const worker = async () => {
      while (next < probes.length) {
        const probe = probes[next++] as Probe;
        const headers: Record<string, string> = { accept: 'application/json' };
        if (probe.body !== undefined) headers['content-type'] = probe.contentType ?? 'application/json';
        if (probe.auth === 'owner') headers.authorization = `Bearer ${token}`;
        if (probe.auth === 'garbage') headers.authorization = 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x';
        const res = await server.app.request(probe.path, { method: probe.method, headers, body: probe.body });
        const stray = await check(probe.method, probe.path, res);
        const text = await res.text();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const problem = problemWith(probe, res.status, text) ?? (stray && `an answer off the document: ${stray}`);
        if (problem)
          failures.push(`${probe.method} ${probe.path.slice(0, 120)} [${probe.label}] → ${problem} ${text.slice(0, 160)}`);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));

    expect(failures.slice(0, 25), `FUZZ_SEED=${SEED} FUZZ_REQUESTS=${TOTAL} replays this run`).toEqual([]);
    expect(probes.length).toBe(TOTAL);
    process.stdout.write(`fuzz statuses: ${JSON.stringify(Object.fromEntries(statuses))}\n`);
    expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
    const health = await server.request('/healthz');
    expect(health.status).toBe(200);
  });
});
