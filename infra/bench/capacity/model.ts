// The model of a clinic day the capacity bench offers, and the rule that turns a step's figures into
// a verdict. Pure: no I/O, deterministic for a seed (the unit test checks the rates it promises).
//
// Each clinic has three kinds of people acting on their own clocks (open loop: the next action is
// due after a think time, whether the previous answer came or not):
//   the receptionist, every 15–30 s (uniform): the week 20%, the day 15%, a client search 20%,
//     a booking 15% (a sixth of them on a slot already taken: the 409 a real double booking gets),
//     a patient's link sent 10% (the patient opens it 5–60 s later and confirms: 2 more requests),
//     finalize with a product and payment 10%, the receivables 7%, the free slots of a service 3%;
//   each professional, every 60–120 s: the own day 45%, the week 15%, a client search 15%,
//     finalize 15%, and for the owner (the first professional) the finance overview 8% and the clients'
//     export 2% (another professional looks at the day instead);
//   patients on the public booking page, one every 120–360 s per clinic: the free slots 80%, an
//     online booking 20%.
// With the population's mean team (≈ 3.9 professionals) a clinic sends ≈ 0.10 requests a second.

export const ACTIONS = [
  'week',
  'day',
  'search',
  'book',
  'patientLink',
  'linkPage',
  'confirm',
  'finalize',
  'receivables',
  'freeSlots',
  'finance',
  'export',
  'publicSlots',
  'onlineBooking',
] as const;
export type Action = (typeof ACTIONS)[number];

/** What a user reads in the report next to each action. */
export const ACTION_LABELS: Record<Action, string> = {
  week: 'agenda: a semana',
  day: 'agenda: o dia',
  search: 'busca de clientes',
  book: 'agendar (409 esperado às vezes)',
  patientLink: 'link do paciente',
  linkPage: 'página do link (paciente)',
  confirm: 'confirmação pelo link',
  finalize: 'finalizar (produto + pagamento)',
  receivables: 'cobrança (a receber)',
  freeSlots: 'horários livres (equipe)',
  finance: 'financeiro: visão geral',
  export: 'exportar clientes (CSV)',
  publicSlots: 'página pública: horários',
  onlineBooking: 'agendamento online',
};

/** Actions whose 409 is an expected answer (a slot taken meanwhile, an appointment already answered). */
export const CONFLICT_EXPECTED: ReadonlySet<Action> = new Set(['book', 'onlineBooking', 'confirm', 'finalize']);

export type Actor = 'reception' | 'owner' | 'professional' | 'patient';

interface Role {
  thinkSeconds: readonly [number, number];
  mix: readonly (readonly [Action, number])[];
}

export const ROLES: Record<Actor, Role> = {
  reception: {
    thinkSeconds: [15, 30],
    mix: [
      ['week', 0.2],
      ['day', 0.15],
      ['search', 0.2],
      ['book', 0.15],
      ['patientLink', 0.1],
      ['finalize', 0.1],
      ['receivables', 0.07],
      ['freeSlots', 0.03],
    ],
  },
  owner: {
    thinkSeconds: [60, 120],
    mix: [
      ['day', 0.45],
      ['week', 0.15],
      ['search', 0.15],
      ['finalize', 0.15],
      ['finance', 0.08],
      ['export', 0.02],
    ],
  },
  professional: {
    thinkSeconds: [60, 120],
    mix: [
      ['day', 0.55],
      ['week', 0.15],
      ['search', 0.15],
      ['finalize', 0.15],
    ],
  },
  patient: {
    thinkSeconds: [120, 360],
    mix: [
      ['publicSlots', 0.8],
      ['onlineBooking', 0.2],
    ],
  },
};

/** A booking on a slot already taken, of all the receptionist's bookings. */
export const CONFLICTING_BOOKINGS = 1 / 6;
/** The patient opens the link this long after it was sent, then confirms. */
export const LINK_DELAY_SECONDS: readonly [number, number] = [5, 60];
/** Requests the patient's side adds after a link is sent (the page and the confirmation). */
const LINK_FOLLOW_UPS = 2;

export interface ScheduledAction {
  /** Milliseconds from the step's start. */
  at: number;
  clinic: number;
  actor: Actor;
  /** The professional acting (0 the owner), for the professionals' own day. */
  professional: number;
  action: Action;
  /** The patient's link token, for the page and the confirmation that follow a link sent. */
  link?: string;
}

/** A small deterministic generator (mulberry32): the same seed gives the same day. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick(mix: Role['mix'], r: number): Action {
  let acc = 0;
  for (const [action, share] of mix) {
    acc += share;
    if (r < acc) return action;
  }
  return mix[mix.length - 1]?.[0] ?? 'day';
}

/**
 * Every action due in `seconds` for clinics with the given team sizes, sorted by time. Each person's
 * first action falls anywhere in their first think time (nobody starts together), then one per think time.
 * `pace` divides the think times: a clinic at pace 10 offers what 10 clinics offer (the quick mode's
 * way to get enough answers from a few clinics in a few seconds; its K is then counted ×10).
 */
export function schedule(teams: readonly number[], seconds: number, seed: number, pace = 1): ScheduledAction[] {
  const rnd = random(seed);
  const out: ScheduledAction[] = [];
  const end = seconds * 1000;
  const person = (clinic: number, actor: Actor, professional: number) => {
    const {
      thinkSeconds: [lo, hi],
      mix,
    } = ROLES[actor];
    const think = () => ((lo + rnd() * (hi - lo)) * 1000) / pace;
    for (let at = rnd() * think(); at < end; at += think())
      out.push({ at, clinic, actor, professional, action: pick(mix, rnd()) });
  };
  teams.forEach((professionals, clinic) => {
    person(clinic, 'reception', 0);
    person(clinic, 'owner', 0);
    for (let k = 1; k < professionals; k++) person(clinic, 'professional', k);
    person(clinic, 'patient', 0);
  });
  return out.sort((a, b) => a.at - b.at);
}

const mean = ([lo, hi]: readonly [number, number]) => (lo + hi) / 2;
const share = (role: Role, action: Action) => role.mix.find(([a]) => a === action)?.[1] ?? 0;

/** The requests a second a clinic of `professionals` offers under the model (the follow-ups of a link included). */
export function requestsPerSecond(professionals: number): number {
  const rate = (actor: Actor) => 1 / mean(ROLES[actor].thinkSeconds);
  const reception = rate('reception') * (1 + LINK_FOLLOW_UPS * share(ROLES.reception, 'patientLink'));
  return reception + rate('owner') + (professionals - 1) * rate('professional') + rate('patient');
}

export interface ActionFigures {
  action: Action;
  /** Answers (any status) and their latencies in ms. */
  count: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers slower than the budget. */
  overBudget: number;
  /** Failures: network errors, 5xx, and any 4xx but an expected 409. */
  errors: number;
  /** Expected 409s (a slot taken, an appointment already answered). */
  conflicts: number;
}

export interface StepFigures {
  clinics: number;
  seconds: number;
  actions: ActionFigures[];
  /** Answers a second over the measured window. */
  throughput: number;
  /** CPU of the server processes and of PostgreSQL's, in cores (1 = one core busy all the time). */
  serverCores: number;
  databaseCores: number;
  /** The generator's own late wake-ups a second (decision 020): a high figure means the machine, not the server, was slow. */
  stallsPerSecond: number;
  /**
   * CPU the hypervisor gave other guests while this machine wanted it, in cores: a shared VM's own
   * slowness. A step run with a tenth of a core stolen or more measured the neighbours too.
   */
  stolenCores?: number;
}

export const BUDGET_P95_MS = 100;
export const BUDGET_ERROR_RATE = 0.001;

/** Fewer answers than this and an action's nearest-rank p95 is its slowest answer, not a p95. */
export const P95_SAMPLES = 20;

/** P(X ≥ k) for X ~ Binomial(n, p). */
function atLeast(k: number, n: number, p: number): number {
  let below = 0;
  let term = (1 - p) ** n; // P(X = 0)
  for (let i = 0; i < k; i++) {
    below += term;
    term *= ((n - i) / (i + 1)) * (p / (1 - p));
  }
  return Math.max(0, 1 - below);
}

/**
 * Whether an action's answers keep its p95 within budget. From 20 answers on, the nearest-rank p95
 * is judged. Below that it would be the slowest answer alone (a rare action such as the online
 * booking has 4–10 answers in a step), so the action fails only when its answers over budget are
 * too many for a true p95 within it: fewer than a 5% chance were one answer in twenty over.
 */
export function withinBudget(a: Pick<ActionFigures, 'count' | 'p95' | 'overBudget'>): boolean {
  if (a.count === 0) return true;
  if (a.count >= P95_SAMPLES) return a.p95 <= BUDGET_P95_MS;
  return atLeast(a.overBudget, a.count, 0.05) >= 0.05;
}

/** A step passes when every action's p95 is within budget and errors are at most 0.1% of all requests. */
export function stepPasses(step: StepFigures): boolean {
  const requests = step.actions.reduce((n, a) => n + a.count + a.errors, 0);
  const errors = step.actions.reduce((n, a) => n + a.errors, 0);
  if (requests === 0) return false;
  return errors / requests <= BUDGET_ERROR_RATE && step.actions.every(withinBudget);
}

/** The capacity: the largest K of the passing steps before the first failing one (0 if the first fails). */
export function capacity(steps: readonly StepFigures[]): number {
  let best = 0;
  for (const step of steps) {
    if (!stepPasses(step)) break;
    best = Math.max(best, step.clinics);
  }
  return best;
}

/** The p-th percentile (nearest rank) of ascending latencies. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** One action's figures from its latencies (ms) and its error and conflict counts. */
export function figuresOf(action: Action, latencies: number[], errors: number, conflicts: number): ActionFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    action,
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    overBudget: sorted.filter((ms) => ms > BUDGET_P95_MS).length,
    errors,
    conflicts,
  };
}
