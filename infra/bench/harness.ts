import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { fixedRate, get, percentile, saturate } from './load.ts';
import type { Seeded } from './seed.ts';

// What `npm run bench` hands to each of its targets, and how it measures them. A feature adds its
// own targets as a module `infra/bench/<name>-bench.ts` whose default export is a `BenchModule`:
// bench.ts finds it, runs it against the same seeded database and running server, and prints its rows.

export const RATE = Number(process.env.BENCH_RATE ?? 300);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
export const WARMUP = Number(process.env.BENCH_WARMUP ?? 4);
/** Targets compared side by side take turns in this many slices of the measured time (see measureSideBySide). */
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
/** Saturation: an open-loop load above what the machine can serve, for this long. */
export const SATURATION_RATE = Number(process.env.BENCH_SATURATION_RATE ?? 1500);
export const SATURATION_SECONDS = Number(process.env.BENCH_SATURATION_SECONDS ?? 10);

export interface Row {
  target: string;
  sent: number;
  errors: number;
  rate: number;
  p50: number;
  p95: number;
  p99: number;
  rows: number;
  /** CPU time the server process spent per request in the measured window (a machine-load-proof figure). */
  serverCpuUs?: number;
  /** The generator's own stalls per second while measuring this target (load.ts, decision 020). */
  stallsPerSecond: number;
}

export interface SaturationRow {
  target: string;
  offered: number;
  achieved: number;
  errors: number;
}

export interface BenchContext {
  databaseUrl: string;
  /** A pool straight on the database (the raw path). */
  pool: pg.Pool;
  seeded: Seeded;
  /** The running server (`http://127.0.0.1:port`) and a session token of the busy clinic's owner. */
  base: string;
  token: string;
  get: (url: string, token: string) => Promise<string>;
  /** The server's process id: pass it to `measure` for its CPU time per request. */
  serverPid?: number;
  measure: typeof measure;
  saturation: typeof saturation;
  log: (line?: string) => void;
}

export interface BenchModule {
  title: string;
  /** Runs its targets; `ok` is false when one of its budgets is missed. */
  run(ctx: BenchContext): Promise<{ rows: Row[]; saturation?: SaturationRow[]; ok: boolean }>;
}

/** CPU time (user + system) a process has used, in ms, from /proc (Linux); NaN elsewhere. */
export function processCpuMs(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * A cold server (JIT, pools, caches) hit at full rate builds a queue it never catches up with, so
 * the load ramps up first (a third, two thirds, then the full rate) and only then is measured.
 */
export async function measure(
  target: string,
  rows: number,
  fire: (i: number) => Promise<void>,
  serverPid?: number,
): Promise<Row> {
  let offset = 0;
  for (const [rate, seconds] of [
    [RATE / 3, WARMUP],
    [(2 * RATE) / 3, WARMUP],
    [RATE, WARMUP],
  ] as const) {
    const start = offset;
    await fixedRate(rate, seconds, (i) => fire(start + i));
    offset += Math.round(rate * seconds);
  }
  const cpuBefore = processCpuMs(serverPid);
  const r = await fixedRate(RATE, SECONDS, (i) => fire(offset + i));
  const serverCpuUs = ((processCpuMs(serverPid) - cpuBefore) * 1000) / r.sent;
  const sorted = [...r.latencies].sort((a, b) => a - b);
  return {
    target,
    sent: r.sent,
    errors: r.errors,
    rate: r.sent / r.seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    rows,
    stallsPerSecond: r.stalls / r.seconds,
    ...(serverPid ? { serverCpuUs } : {}),
  };
}

export interface Target {
  target: string;
  fire: (i: number) => Promise<void>;
  /** The server's process id, for its CPU time per request (absent for the raw path). */
  serverPid?: number;
  /** Requests a second for this target (a module's own rate); `RATE` when absent. */
  rate?: number;
}

/**
 * Targets compared with each other (the raw query and the app's paths) are measured in turns: each is
 * warmed up as in `measure`, then the measured time is cut into `ROUNDS` slices and the targets take
 * a slice each in turn, so a slow spell of the machine (another process, the host) falls on all of
 * them alike instead of on whichever ran then. Each target's latencies are pooled over its slices.
 */
export async function measureSideBySide(targets: Target[], rows: number): Promise<Row[]> {
  const offsets = targets.map(() => 0);
  for (const [k, t] of targets.entries())
    for (const [rate, seconds] of [
      [(t.rate ?? RATE) / 3, WARMUP],
      [(2 * (t.rate ?? RATE)) / 3, WARMUP],
      [t.rate ?? RATE, WARMUP],
    ] as const) {
      const start = offsets[k] ?? 0;
      await fixedRate(rate, seconds, (i) => t.fire(start + i));
      offsets[k] = start + Math.round(rate * seconds);
    }
  const pooled = targets.map(() => ({ latencies: [] as number[], sent: 0, errors: 0, seconds: 0, cpuMs: 0, stalls: 0 }));
  for (let round = 0; round < ROUNDS; round++)
    for (const [k, t] of targets.entries()) {
      const into = pooled[k];
      if (!into) continue;
      const start = offsets[k] ?? 0;
      const cpuBefore = processCpuMs(t.serverPid);
      const r = await fixedRate(t.rate ?? RATE, SECONDS / ROUNDS, (i) => t.fire(start + i), t.target);
      into.cpuMs += processCpuMs(t.serverPid) - cpuBefore;
      offsets[k] = start + r.sent;
      into.latencies.push(...r.latencies);
      into.sent += r.sent;
      into.errors += r.errors;
      into.seconds += r.seconds;
      into.stalls += r.stalls;
    }
  return targets.map((t, k) => {
    const p = pooled[k] ?? { latencies: [], sent: 0, errors: 0, seconds: 1, cpuMs: 0, stalls: 0 };
    const sorted = p.latencies.sort((a, b) => a - b);
    return {
      target: t.target,
      sent: p.sent,
      errors: p.errors,
      rate: p.sent / p.seconds,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      rows,
      stallsPerSecond: p.stalls / p.seconds,
      ...(t.serverPid ? { serverCpuUs: (p.cpuMs * 1000) / p.sent } : {}),
    };
  });
}

/** Offers more than the machine can serve and counts the answers that came back within the window. */
export async function saturation(target: string, fire: (i: number) => Promise<void>): Promise<SaturationRow> {
  const r = await saturate(SATURATION_RATE, SATURATION_SECONDS, fire);
  return { target, offered: SATURATION_RATE, achieved: r.completed / r.seconds, errors: r.errors };
}

/** Saturation of several paths in turns (as in measureSideBySide): achieved req/s over each one's slices. */
export async function saturationSideBySide(targets: Target[]): Promise<SaturationRow[]> {
  const totals = targets.map(() => ({ completed: 0, errors: 0, seconds: 0, offset: 0 }));
  for (let round = 0; round < ROUNDS; round++)
    for (const [k, t] of targets.entries()) {
      const into = totals[k];
      if (!into) continue;
      const start = into.offset;
      const r = await saturate(SATURATION_RATE, SATURATION_SECONDS / ROUNDS, (i) => t.fire(start + i));
      into.offset += Math.round(SATURATION_RATE * (SATURATION_SECONDS / ROUNDS));
      into.completed += r.completed;
      into.errors += r.errors;
      into.seconds += r.seconds;
    }
  return targets.map((t, k) => {
    const r = totals[k] ?? { completed: 0, errors: 0, seconds: 1 };
    return { target: t.target, offered: SATURATION_RATE, achieved: r.completed / r.seconds, errors: r.errors };
  });
}

export { get };

const fmt = (n: number) => n.toFixed(2).padStart(8);

export function latencyTable(rows: Row[], baseline: Row): string[] {
  const header = `${'target'.padEnd(40)} ${'requests'.padStart(8)} ${'errors'.padStart(6)} ${'req/s'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'rows'.padStart(5)} ${'p50/SQL'.padStart(8)} ${'p95/SQL'.padStart(8)} ${'server CPU/req'.padStart(14)} ${'gen. stalls/s'.padStart(13)}`;
  const line = (r: Row) =>
    `${r.target.padEnd(40)} ${String(r.sent).padStart(8)} ${String(r.errors).padStart(6)} ${r.rate.toFixed(0).padStart(6)} ${fmt(r.p50)} ${fmt(r.p95)} ${fmt(r.p99)} ${String(r.rows).padStart(5)} ${`${(r.p50 / baseline.p50).toFixed(2)}x`.padStart(8)} ${`${(r.p95 / baseline.p95).toFixed(2)}x`.padStart(8)} ${(r.serverCpuUs === undefined ? '' : `${r.serverCpuUs.toFixed(0)} µs`).padStart(14)} ${r.stallsPerSecond.toFixed(2).padStart(13)}`;
  return [header, ...rows.map(line)];
}

export function saturationTable(rows: SaturationRow[], baseline: SaturationRow): string[] {
  return [
    `${'target'.padEnd(40)} ${'offered'.padStart(8)} ${'achieved'.padStart(9)} ${'errors'.padStart(6)} ${'vs SQL'.padStart(7)}`,
    ...rows.map(
      (r) =>
        `${r.target.padEnd(40)} ${r.offered.toFixed(0).padStart(8)} ${r.achieved.toFixed(0).padStart(9)} ${String(r.errors).padStart(6)} ${`${(r.achieved / baseline.achieved).toFixed(2)}x`.padStart(7)}`,
    ),
  ];
}
