import { describe, expect, it } from 'vitest';
import {
  type ActionFigures,
  capacity,
  figuresOf,
  percentile,
  ROLES,
  requestsPerSecond,
  type StepFigures,
  schedule,
  stepPasses,
  withinBudget,
} from './model.ts';

const step = (clinics: number, actions: Partial<ActionFigures>[]): StepFigures => ({
  clinics,
  seconds: 60,
  actions: actions.map((a) => ({
    action: 'week',
    count: 1000,
    p50: 5,
    p95: 20,
    p99: 40,
    overBudget: 0,
    errors: 0,
    conflicts: 0,
    ...a,
  })),
  throughput: 10,
  serverCores: 0.5,
  databaseCores: 0.3,
  stallsPerSecond: 0,
});

describe('the clinic-day model', () => {
  it('offers the rate it states, per clinic, with the staff acting at their think times', () => {
    const teams = Array.from({ length: 300 }, (_, i) => 1 + (i % 10));
    const seconds = 1200;
    const actions = schedule(teams, seconds, 7);
    const links = actions.filter((a) => a.action === 'patientLink').length;
    // The schedule holds the people's own actions; each link sent brings the patient's two requests.
    const offered = (actions.length + 2 * links) / seconds;
    const stated = teams.reduce((sum, p) => sum + requestsPerSecond(p), 0);
    expect(offered / stated).toBeGreaterThan(0.95);
    expect(offered / stated).toBeLessThan(1.05);
    // A clinic of the population's mean size sends about a tenth of a request a second.
    expect(requestsPerSecond(3.9)).toBeGreaterThan(0.08);
    expect(requestsPerSecond(3.9)).toBeLessThan(0.12);
  });

  it('at pace 10, a clinic offers what ten do (the quick mode’s clinic-equivalents)', () => {
    const teams = Array.from({ length: 100 }, (_, i) => 1 + (i % 10));
    const normal = schedule(teams, 1200, 3).length;
    const paced = schedule(teams, 120, 3, 10).length;
    expect(paced / normal).toBeGreaterThan(0.9);
    expect(paced / normal).toBeLessThan(1.1);
  });

  it('is sorted by time, deterministic for a seed, and follows each role’s mix', () => {
    const a = schedule([3, 5], 3600, 1);
    expect(a).toEqual(schedule([3, 5], 3600, 1));
    expect(a).not.toEqual(schedule([3, 5], 3600, 2));
    expect(a.every((x, i) => i === 0 || (a[i - 1]?.at ?? 0) <= x.at)).toBe(true);
    for (const [actor, role] of Object.entries(ROLES)) {
      const allowed = new Set(role.mix.map(([action]) => action));
      expect(a.filter((x) => x.actor === actor).every((x) => allowed.has(x.action))).toBe(true);
      expect(role.mix.reduce((s, [, share]) => s + share, 0)).toBeCloseTo(1, 6);
    }
    // Only the owner sees the finance overview; patients only the public pages.
    expect(a.filter((x) => x.action === 'finance').every((x) => x.actor === 'owner')).toBe(true);
    expect(a.filter((x) => x.actor === 'patient').every((x) => x.action === 'publicSlots' || x.action === 'onlineBooking')).toBe(
      true,
    );
  });
});

describe('the capacity rule', () => {
  it('takes the nearest-rank percentile', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([], 95)).toBeNaN();
    const f = figuresOf('book', [30, 10, 20, 130], 1, 2);
    expect([f.count, f.p50, f.p99, f.overBudget, f.errors, f.conflicts]).toEqual([4, 20, 130, 1, 1, 2]);
  });

  it('passes a step when every action’s p95 ≤ 100 ms and errors ≤ 0.1%', () => {
    expect(stepPasses(step(50, [{}, { action: 'day', p95: 100 }]))).toBe(true);
    expect(stepPasses(step(50, [{}, { action: 'day', p95: 101 }]))).toBe(false);
    expect(stepPasses(step(50, [{ count: 999, errors: 1 }]))).toBe(true);
    expect(stepPasses(step(50, [{ count: 998, errors: 2 }]))).toBe(false);
    // Expected conflicts are answers, not errors.
    expect(stepPasses(step(50, [{ action: 'book', conflicts: 400 }]))).toBe(true);
    expect(stepPasses(step(50, [{ count: 0 }]))).toBe(false);
  });

  it('judges an action of fewer than 20 answers by how many were over budget, not by its slowest', () => {
    // 4 answers, one at 130 ms: a true p95 of 100 ms gives that 19% of the time.
    expect(stepPasses(step(50, [{}, { action: 'onlineBooking', count: 4, p95: 130, overBudget: 1 }]))).toBe(true);
    // Two of four over: under 2% of the time.
    expect(stepPasses(step(50, [{}, { action: 'onlineBooking', count: 4, p95: 130, overBudget: 2 }]))).toBe(false);
    // 19 answers, two over (26%): passes; three over (6.8%) passes; four over (1.3%) fails.
    expect(withinBudget({ count: 19, p95: 140, overBudget: 2 })).toBe(true);
    expect(withinBudget({ count: 19, p95: 140, overBudget: 3 })).toBe(true);
    expect(withinBudget({ count: 19, p95: 140, overBudget: 4 })).toBe(false);
    // From 20 answers on, the p95 itself.
    expect(withinBudget({ count: 20, p95: 101, overBudget: 1 })).toBe(false);
    expect(withinBudget({ count: 20, p95: 100, overBudget: 1 })).toBe(true);
  });

  it('is the largest passing K before the first failing step', () => {
    const ok = (k: number) => step(k, [{}]);
    const slow = (k: number) => step(k, [{ p95: 250 }]);
    expect(capacity([ok(50), ok(100), slow(200), ok(400)])).toBe(100);
    expect(capacity([slow(50), ok(100)])).toBe(0);
    expect(capacity([ok(50), ok(100), ok(200)])).toBe(200);
  });
});
