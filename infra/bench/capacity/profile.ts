import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type pg from 'pg';

// The bottleneck hunt (CAPACITY_PROFILE=<dir>): the server runs with --cpu-prof into <dir> (server.ts's
// BENCH_PROFILE), and PostgreSQL counts each statement's time in pg_stat_statements (the embedded
// binaries carry it; database.ts preloads it). After the runs, the heaviest statements and the
// server's hottest functions are printed and put in the report: a first hint, not a measurement.

export interface Profiling {
  dir: string | null;
  statements: boolean;
}

const root = resolve(import.meta.dirname, '..', '..', '..');

export async function startProfiling(db: pg.Client, log: (line: string) => void): Promise<Profiling> {
  const dir = process.env.CAPACITY_PROFILE ? resolve(process.env.CAPACITY_PROFILE) : null;
  if (!dir) return { dir: null, statements: false };
  mkdirSync(dir, { recursive: true });
  process.env.BENCH_PROFILE = dir;
  try {
    await db.query('create extension if not exists pg_stat_statements');
    await db.query('select pg_stat_statements_reset()');
    log(`  profiling: the server's CPU profile into ${dir}, statements in pg_stat_statements`);
    return { dir, statements: true };
  } catch (error) {
    log(`  profiling: the server's CPU profile into ${dir}; pg_stat_statements unavailable (${(error as Error).message})`);
    return { dir, statements: false };
  }
}

export async function profileHints(db: pg.Client, p: Profiling): Promise<string[]> {
  const hints: string[] = [];
  if (p.statements) {
    const { rows } = await db.query<{ calls: string; mean: number; total: number; share: number; query: string }>(
      `select calls, mean_exec_time as mean, total_exec_time as total,
              100 * total_exec_time / nullif(sum(total_exec_time) over (), 0) as share, query
         from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
        order by total_exec_time desc limit 12`,
    );
    hints.push('PostgreSQL, the statements that took the most time (pg_stat_statements):');
    for (const r of rows)
      hints.push(
        `  ${r.share.toFixed(1).padStart(5)}%  ${String(r.calls).padStart(7)} calls  mean ${r.mean.toFixed(2).padStart(7)} ms  ${r.query.replace(/\s+/g, ' ').slice(0, 140)}`,
      );
  }
  if (p.dir) {
    const files = readdirSync(p.dir).filter((f) => f.endsWith('.cpuprofile'));
    const self = new Map<string, number>();
    let total = 0;
    for (const file of files) {
      const profile = JSON.parse(readFileSync(join(p.dir, file), 'utf8')) as {
        nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
        samples: number[];
        timeDeltas: number[];
      };
      const nodes = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
      profile.samples.forEach((id, i) => {
        const f = nodes.get(id);
        const us = profile.timeDeltas[i] ?? 0;
        if (!f || f.functionName === '(idle)' || f.functionName === '(program)') return;
        const where = f.url ? `${relative(root, f.url.replace('file://', ''))}:${f.lineNumber + 1}` : '';
        const key = `${f.functionName || '(anonymous)'} ${where}`;
        self.set(key, (self.get(key) ?? 0) + us);
        total += us;
      });
    }
    if (files.length) {
      hints.push(`The server's hottest functions (self time, ${files.length} CPU profile(s) in ${p.dir}):`);
      for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 15))
        hints.push(`  ${((100 * us) / Math.max(1, total)).toFixed(1).padStart(5)}%  ${key.slice(0, 150)}`);
    }
  }
  return hints;
}
