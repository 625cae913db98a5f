import { writeFileSync } from 'node:fs';
import http from 'node:http';

// An open-loop load at a fixed rate: requests leave on schedule whether or not the previous ones
// have answered (a closed loop would slow down with the server and hide its latency).

export interface LoadResult {
  sent: number;
  errors: number;
  latencies: number[];
  seconds: number;
  /** Times the generator itself woke ≥ STALL_MS after a request was due (see fixedRate). */
  stalls: number;
}

/**
 * A generator that wakes this late was not running when it should have: a stall of the machine or
 * of the generator, not of the target (a slow target makes answers late, never the sending).
 */
export const STALL_MS = 8;

/**
 * BENCH_TRACE=<file>: every measured request as `target,start (epoch ms),latency ms`, to see when the
 * slow ones happened (a stall of the machine makes a burst, a slow query a scattered few).
 */
const traceFile = process.env.BENCH_TRACE;
const traced: string[] | undefined = traceFile ? [] : undefined;

export function writeTrace() {
  if (traceFile && traced) writeFileSync(traceFile, `target,start,ms\n${traced.join('\n')}\n`);
}

/** `label`: the target, when the requests are to be traced. */
export async function fixedRate(
  rate: number,
  seconds: number,
  fire: (i: number) => Promise<void>,
  label?: string,
): Promise<LoadResult> {
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let errors = 0;
  let stalls = 0;
  const inflight: Promise<void>[] = [];
  const started = performance.now();
  let i = 0;
  // Sleeps until the next request is due (no busy wait: the generator shares the cores with the
  // server and PostgreSQL), then sends every request whose time has come.
  while (i < total) {
    const wait = started + i * interval - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const now = performance.now();
    if (now - (started + i * interval) >= STALL_MS) stalls++;
    while (i < total && started + i * interval <= now) {
      const index = i++;
      const t0 = performance.now();
      inflight.push(
        fire(index).then(
          () => {
            const ms = performance.now() - t0;
            latencies.push(ms);
            if (traced && label)
              traced.push(`${JSON.stringify(label)},${(performance.timeOrigin + t0).toFixed(1)},${ms.toFixed(2)}`);
          },
          (error: unknown) => {
            errors++;
            if (errors === 1)
              process.stdout.write(`  first error: ${String((error as Error)?.message ?? error).slice(0, 300)}\n`);
          },
        ),
      );
    }
  }
  await Promise.all(inflight);
  return { sent: total, errors, latencies, seconds: (performance.now() - started) / 1000, stalls };
}

export interface SaturationResult {
  completed: number;
  errors: number;
  dropped: number;
  seconds: number;
}

/**
 * Saturation: requests are due at `rate` per second for `seconds`, more than the server can answer;
 * at most `maxInflight` are outstanding (a due request is dropped past that, so the backlog cannot
 * grow without bound). Counts the answers that arrived within the window: the achieved throughput.
 */
export async function saturate(
  rate: number,
  seconds: number,
  fire: (i: number) => Promise<void>,
  maxInflight = 256,
): Promise<SaturationResult> {
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const started = performance.now();
  const end = started + seconds * 1000;
  let completed = 0;
  let errors = 0;
  let dropped = 0;
  let inflight = 0;
  const pending = new Set<Promise<void>>();
  let i = 0;
  while (i < total) {
    const wait = started + i * interval - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const now = performance.now();
    while (i < total && started + i * interval <= now) {
      const index = i++;
      if (inflight >= maxInflight) {
        dropped++;
        continue;
      }
      inflight++;
      const p: Promise<void> = fire(index).then(
        () => {
          if (performance.now() <= end) completed++;
        },
        () => {
          errors++;
        },
      );
      pending.add(p);
      void p.finally(() => {
        inflight--;
        pending.delete(p);
      });
    }
  }
  await Promise.all(pending);
  return { completed, errors, dropped, seconds };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

// Idle sockets are dropped after 4 s, before the server's 5 s keep-alive timeout closes them: a request
// sent on a socket the server is closing at that moment fails with 'socket hang up' (seen between turns).
const agent = new http.Agent({ keepAlive: true, maxSockets: 64, timeout: 4000 });

/** GET with keep-alive; resolves with the body, rejects on anything but 200. */
export function get(url: string, token: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { authorization: `Bearer ${token}`, accept: 'application/json' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        if (res.statusCode === 200) resolve(body);
        else reject(new Error(`${res.statusCode} ${body.slice(0, 200)}`));
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

export function closeAgent() {
  agent.destroy();
}
