import { type PerioSite, type PerioSiteData, type PerioSummary, type PerioToothData, perioSummary } from './perio.ts';

/** One site whose probing depth changed between two exams (mm). */
export interface DepthChange {
  tooth: number;
  site: PerioSite;
  before: number;
  after: number;
  /** after − before: positive is deeper (worse). */
  delta: number;
}

export interface BleedingChange {
  tooth: number;
  site: PerioSite;
}

export interface SummaryDelta {
  bleedingPercent: number;
  plaquePercent: number;
  depth4OrMore: number;
  depth6OrMore: number;
  /** Null unless both exams have a mean attachment level. */
  meanAttachment: number | null;
}

export interface PerioComparison {
  /** Deeper in the later exam, deepest change first. */
  worse: DepthChange[];
  /** Shallower in the later exam, largest change first. */
  better: DepthChange[];
  /** Bleeding in the later exam, not in the earlier one. */
  bleedingNew: BleedingChange[];
  /** Bleeding in the earlier exam, not in the later one. */
  bleedingResolved: BleedingChange[];
  before: PerioSummary;
  after: PerioSummary;
  /** after − before, one decimal. */
  delta: SummaryDelta;
}

interface Exam {
  sites: readonly PerioSiteData[];
  teeth: readonly PerioToothData[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const byTooth = (a: { tooth: number }, b: { tooth: number }) => a.tooth - b.tooth;

/**
 * Two exams of one patient, the earlier and the later: the sites whose depth got worse or better and
 * whose bleeding appeared or stopped — only sites recorded in both, on teeth present in both — and
 * the summary figures side by side with their differences.
 */
export function comparePerioExams(earlier: Exam, later: Exam): PerioComparison {
  const missing = new Set([...earlier.teeth, ...later.teeth].filter((t) => t.missing).map((t) => t.tooth));
  const before = new Map(earlier.sites.map((s) => [`${s.tooth}${s.site}`, s]));
  const worse: DepthChange[] = [];
  const better: DepthChange[] = [];
  const bleedingNew: BleedingChange[] = [];
  const bleedingResolved: BleedingChange[] = [];
  for (const now of later.sites) {
    const then = before.get(`${now.tooth}${now.site}`);
    if (!then || missing.has(now.tooth)) continue;
    const where = { tooth: now.tooth, site: now.site };
    if (then.depth !== null && now.depth !== null && then.depth !== now.depth) {
      const change = { ...where, before: then.depth, after: now.depth, delta: now.depth - then.depth };
      (change.delta > 0 ? worse : better).push(change);
    }
    if (now.bleeding && !then.bleeding) bleedingNew.push(where);
    if (then.bleeding && !now.bleeding) bleedingResolved.push(where);
  }
  worse.sort((a, b) => b.delta - a.delta || a.tooth - b.tooth);
  better.sort((a, b) => a.delta - b.delta || a.tooth - b.tooth);
  const s0 = perioSummary(earlier.sites, earlier.teeth);
  const s1 = perioSummary(later.sites, later.teeth);
  return {
    worse,
    better,
    bleedingNew: bleedingNew.sort(byTooth),
    bleedingResolved: bleedingResolved.sort(byTooth),
    before: s0,
    after: s1,
    delta: {
      bleedingPercent: round1(s1.bleedingPercent - s0.bleedingPercent),
      plaquePercent: round1(s1.plaquePercent - s0.plaquePercent),
      depth4OrMore: s1.depth4OrMore - s0.depth4OrMore,
      depth6OrMore: s1.depth6OrMore - s0.depth6OrMore,
      meanAttachment:
        s0.meanAttachment === null || s1.meanAttachment === null ? null : round1(s1.meanAttachment - s0.meanAttachment),
    },
  };
}

/** A signed difference as pt-BR writes it: '+2', '−1,5', '0'. */
export function signed(n: number): string {
  const text = Math.abs(n).toLocaleString('pt-BR');
  return n > 0 ? `+${text}` : n < 0 ? `−${text}` : '0';
}
