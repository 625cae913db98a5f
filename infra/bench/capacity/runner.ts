import { readdirSync, readFileSync } from 'node:fs';
import { STALL_MS } from '../load.ts';
import type { Driver } from './http-driver.ts';
import {
  ACTIONS,
  type Action,
  type ActionFigures,
  figuresOf,
  LINK_DELAY_SECONDS,
  random,
  type ScheduledAction,
  type StepFigures,
  schedule,
} from './model.ts';
import type { ClinicState } from './state.ts';

// One step of the ramp: K clinics' day for `warmup + seconds`, sent on schedule (open loop, as
// load.ts does: a request leaves when it is due whether the earlier ones answered or not), measured
// over the last `seconds`: each action's latencies, errors and expected conflicts, the throughput,
// and the CPU the server processes and PostgreSQL's processes used in that window.

/** /proc counts CPU time in clock ticks of 1/100 s (USER_HZ on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) of a process, in ms, from /proc; 0 when it is gone. */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function parentOf(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
  } catch {
    return 0;
  }
}

/**
 * PostgreSQL's processes: the postmaster (parent of a backend) and all its children (backends,
 * writer, WAL writer, autovacuum). `backendPid` from `select pg_backend_pid()`; none when the
 * database runs elsewhere (BENCH_DATABASE_URL on another host).
 */
export function postgresPids(backendPid: number): () => number[] {
  const postmaster = parentOf(backendPid);
  return () => {
    if (!postmaster) return [];
    const children = readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .map(Number)
      .filter((pid) => parentOf(pid) === postmaster);
    return [postmaster, ...children];
  };
}

/**
 * The machine's stolen time so far, in ms (the `steal` column of /proc/stat's `cpu` line): what the
 * hypervisor gave other guests while this one wanted to run. 0 where /proc/stat has no such column.
 */
function stolenMs(): number {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? [];
    return (Number(fields[8]) || 0) * (1000 / TICKS_PER_SECOND);
  } catch {
    return 0;
  }
}

/** The summed CPU of a set of processes, per process, to subtract later (a process that ended keeps its last figure). */
export function cpuSnapshot(pids: number[]): Map<number, number> {
  return new Map(pids.map((pid) => [pid, cpuMs(pid)]));
}
export function cpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let ms = 0;
  for (const [pid, end] of after) ms += Math.max(0, end - (before.get(pid) ?? 0));
  return ms;
}

/** The patient reads the link's page this long before confirming. */
const READ_MS = 3000;

export interface StepOptions {
  clinics: ClinicState[];
  warmupSeconds: number;
  seconds: number;
  seed: number;
  /** Think times divided by this (model.ts's schedule): the step counts as clinics × pace. */
  pace: number;
  driver: Driver;
  serverPids: () => number[];
  databasePids: () => number[];
}

export async function runStep(o: StepOptions): Promise<StepFigures> {
  const rnd = random(o.seed * 7919 + 17);
  const total = o.warmupSeconds + o.seconds;
  const events = schedule(
    o.clinics.map((c) => c.professionals.length),
    total,
    o.seed,
    o.pace,
  );
  const measuredFrom = o.warmupSeconds * 1000;
  const measuredTo = total * 1000;
  const latencies = new Map<Action, number[]>(ACTIONS.map((a) => [a, []]));
  const errors = new Map<Action, number>(ACTIONS.map((a) => [a, 0]));
  const conflicts = new Map<Action, number>(ACTIONS.map((a) => [a, 0]));
  const firstErrors = new Map<Action, string>();
  const inflight = new Set<Promise<void>>();
  let stalls = 0;
  const started = performance.now();

  const fire = (ev: ScheduledAction) => {
    const clinic = o.clinics[ev.clinic];
    if (!clinic) return;
    const measured = ev.at >= measuredFrom && ev.at < measuredTo;
    const t0 = performance.now();
    const p = o
      .driver(ev.action, ev, clinic, rnd)
      .then(
        (out) => {
          if (measured) {
            latencies.get(ev.action)?.push(performance.now() - t0);
            if (out.conflict) conflicts.set(ev.action, (conflicts.get(ev.action) ?? 0) + 1);
          }
          // The patient opens the link a little later, reads it, and confirms.
          if (out.link) {
            const delay = ((LINK_DELAY_SECONDS[0] + rnd() * (LINK_DELAY_SECONDS[1] - LINK_DELAY_SECONDS[0])) * 1000) / o.pace;
            const at = performance.now() - started + delay;
            if (at + READ_MS / o.pace < measuredTo) {
              const page = { ...ev, at, actor: 'patient' as const, action: 'linkPage' as const, link: out.link };
              setTimeout(() => {
                fire(page);
                setTimeout(() => fire({ ...page, at: at + READ_MS / o.pace, action: 'confirm' }), READ_MS / o.pace);
              }, delay);
            }
          }
        },
        (error: unknown) => {
          if (!measured) return;
          errors.set(ev.action, (errors.get(ev.action) ?? 0) + 1);
          if (!firstErrors.has(ev.action)) firstErrors.set(ev.action, String((error as Error)?.message ?? error).slice(0, 300));
        },
      )
      .finally(() => inflight.delete(p));
    inflight.add(p);
  };

  let serverBefore = new Map<number, number>();
  let databaseBefore = new Map<number, number>();
  let serverAfter = new Map<number, number>();
  let databaseAfter = new Map<number, number>();
  let stolenBefore = 0;
  let stolenAfter = 0;
  const windowStart = setTimeout(() => {
    serverBefore = cpuSnapshot(o.serverPids());
    databaseBefore = cpuSnapshot(o.databasePids());
    stolenBefore = stolenMs();
  }, measuredFrom);
  const windowEnd = new Promise<void>((done) =>
    setTimeout(() => {
      serverAfter = cpuSnapshot(o.serverPids());
      databaseAfter = cpuSnapshot(o.databasePids());
      stolenAfter = stolenMs();
      done();
    }, measuredTo),
  );

  // Sleeps until the next action is due (no busy wait: the generator shares the cores), then sends every due one.
  let i = 0;
  while (i < events.length) {
    const wait = started + (events[i]?.at ?? 0) - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const now = performance.now() - started;
    if (now - (events[i]?.at ?? 0) >= STALL_MS) stalls++;
    while (i < events.length && (events[i]?.at ?? 0) <= now) {
      const ev = events[i++];
      if (ev) fire(ev);
    }
  }
  await windowEnd;
  clearTimeout(windowStart);
  while (inflight.size) await Promise.all([...inflight]);

  for (const [action, message] of firstErrors) process.stdout.write(`    first error of ${action}: ${message}\n`);
  const actions: ActionFigures[] = ACTIONS.map((a) =>
    figuresOf(a, latencies.get(a) ?? [], errors.get(a) ?? 0, conflicts.get(a) ?? 0),
  );
  const answered = actions.reduce((n, a) => n + a.count, 0);
  const ms = o.seconds * 1000;
  return {
    clinics: o.clinics.length * o.pace,
    seconds: o.seconds,
    actions,
    throughput: answered / o.seconds,
    serverCores: cpuSpent(serverBefore, serverAfter) / ms,
    databaseCores: cpuSpent(databaseBefore, databaseAfter) / ms,
    stallsPerSecond: stalls / total,
    stolenCores: Math.max(0, stolenAfter - stolenBefore) / ms,
  };
}

/** Each action `rounds` times, a few clinics at once, unmeasured: the server's JIT and caches warm up. */
export async function warmUp(driver: Driver, clinics: ClinicState[], rounds: number): Promise<{ ok: number; failed: number }> {
  const rnd = random(1);
  let ok = 0;
  let failed = 0;
  const actions = ACTIONS.filter((a) => a !== 'linkPage' && a !== 'confirm');
  for (let round = 0; round < rounds; round++)
    await Promise.all(
      actions.map(async (action, i) => {
        const clinic = clinics[(round * actions.length + i) % clinics.length];
        if (!clinic) return;
        const actor = action === 'finance' || action === 'export' ? 'owner' : 'reception';
        const ev: ScheduledAction = { at: 0, clinic: 0, actor, professional: 0, action };
        try {
          const out = await driver(action, ev, clinic, rnd);
          ok++;
          if (out.link) {
            await driver('linkPage', { ...ev, action: 'linkPage', link: out.link }, clinic, rnd);
            await driver('confirm', { ...ev, action: 'confirm', link: out.link }, clinic, rnd);
            ok += 2;
          }
        } catch {
          failed++;
        }
      }),
    );
  return { ok, failed };
}
