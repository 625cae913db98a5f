import type { Driver } from './http-driver.ts';
import { ACTIONS, type Action, percentile, random, type ScheduledAction } from './model.ts';
import { cpuSnapshot, cpuSpent } from './runner.ts';
import type { ClinicState } from './state.ts';

// What each action costs alone: its requests sent one at a time, on an otherwise idle server, so
// the CPU the server and PostgreSQL spent in that window is the action's own. The ramp says where
// the machine runs out; this says which actions spend it (an action's share of the load is its
// cost times its frequency in the model), before and after a change, without a profiler's overhead.

export interface ActionCost {
  action: Action;
  requests: number;
  /** The answer's median time, one request in flight. */
  p50: number;
  /**
   * Its slowest answer, one request in flight: the largest clinics' (an export of 20,000 patients).
   * Above 100 ms, that action fails the ramp's budget at any load.
   */
  max: number;
  /** CPU per request, in ms, of the server processes and of PostgreSQL's. */
  serverMs: number;
  databaseMs: number;
}

/** Who sends each action: the owner sees the finances and exports; the patient's link is followed by its pages. */
const actorOf = (action: Action): ScheduledAction['actor'] =>
  action === 'finance' || action === 'export' ? 'owner' : action === 'linkPage' || action === 'confirm' ? 'patient' : 'reception';

export async function actionCosts(
  driver: Driver,
  clinics: readonly ClinicState[],
  serverPids: () => number[],
  databasePids: () => number[],
  requests: number,
  only: ReadonlySet<Action> | null = null,
): Promise<ActionCost[]> {
  const rnd = random(4242);
  // The links the patients' actions need, made beforehand (their cost is patientLink's).
  const links: { clinic: ClinicState; link: string }[] = [];
  for (let i = 0; links.length < requests * 2 && i < requests * 4; i++) {
    const clinic = clinics[i % clinics.length];
    if (!clinic) break;
    const ev: ScheduledAction = { at: 0, clinic: 0, actor: 'reception', professional: 0, action: 'patientLink' };
    const out = await driver('patientLink', ev, clinic, rnd);
    if (out.link) links.push({ clinic, link: out.link });
  }
  const costs: ActionCost[] = [];
  for (const action of ACTIONS.filter((a) => !only || only.has(a))) {
    const times: number[] = [];
    const server = cpuSnapshot(serverPids());
    const database = cpuSnapshot(databasePids());
    for (let i = 0; i < requests; i++) {
      const followed = action === 'confirm' ? links[i] : action === 'linkPage' ? links[requests + i] : undefined;
      const clinic = followed?.clinic ?? clinics[(i * 7 + action.length) % clinics.length];
      if (!clinic) break;
      const ev: ScheduledAction = { at: 0, clinic: 0, actor: actorOf(action), professional: 0, action };
      if (followed) ev.link = followed.link;
      const t0 = performance.now();
      await driver(action, ev, clinic, rnd).catch(() => undefined);
      times.push(performance.now() - t0);
    }
    const n = Math.max(1, times.length);
    times.sort((a, b) => a - b);
    costs.push({
      action,
      requests: times.length,
      p50: percentile(times, 50),
      max: times.at(-1) ?? 0,
      serverMs: cpuSpent(server, cpuSnapshot(serverPids())) / n,
      databaseMs: cpuSpent(database, cpuSnapshot(databasePids())) / n,
    });
  }
  return costs;
}

/** The costs as the bench prints them. */
export function costLines(costs: readonly ActionCost[]): string[] {
  return costs.map(
    (c) =>
      `    ${c.action.padEnd(14)} ${String(c.requests).padStart(4)} alone  p50 ${c.p50.toFixed(1).padStart(7)} ms  ` +
      `max ${c.max.toFixed(1).padStart(7)} ms  ` +
      `server ${c.serverMs.toFixed(1).padStart(6)} ms  PostgreSQL ${c.databaseMs.toFixed(1).padStart(6)} ms of CPU each`,
  );
}
