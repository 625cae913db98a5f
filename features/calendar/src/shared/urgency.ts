import { countOf } from '@agenda/br';

export const URGENCY_LEVELS = ['critical', 'high', 'medium', 'low'] as const;
export type UrgencyLevel = (typeof URGENCY_LEVELS)[number];

export interface Urgency {
  level: UrgencyLevel;
  description: string;
  /** ISO instant. */
  reportedAt: string;
}

/** Labels of the dashboard list and the detail (§4). */
export const URGENCY_LABELS: Record<UrgencyLevel, string> = {
  critical: 'Crítica',
  high: 'Alta',
  medium: 'Média',
  low: 'Baixa',
};

/** Badge texts of the waiting-room panel (§4). */
export const URGENCY_BADGES: Record<UrgencyLevel, string> = {
  critical: 'CRÍTICO',
  high: 'URGENTE',
  medium: 'NORMAL',
  low: 'BAIXO',
};

/** Badge colours of the waiting-room panel: critical red, high and medium amber, low grey. */
export const URGENCY_BADGE_TONES = {
  critical: 'red',
  high: 'amber',
  medium: 'amber',
  low: 'grey',
} as const satisfies Record<UrgencyLevel, string>;

/** The dashboard's style per level: critical and high share the high style. */
export function urgencyStyle(level: UrgencyLevel): 'high' | 'medium' | 'low' {
  return level === 'critical' || level === 'high' ? 'high' : level;
}

const RANK: Record<UrgencyLevel, number> = { critical: 0, high: 1, medium: 2, low: 3 };

/**
 * Sort order of the urgency lists: by level (critical, high, medium, low), then by reported time,
 * earliest first — whoever has waited longest at a level is seen first.
 */
export function urgencyOrder(a: { urgency: Urgency }, b: { urgency: Urgency }): number {
  const byLevel = RANK[a.urgency.level] - RANK[b.urgency.level];
  if (byLevel !== 0) return byLevel;
  return Date.parse(a.urgency.reportedAt) - Date.parse(b.urgency.reportedAt);
}

/** The items that carry an urgency, in the waiting room's order. */
export function sortByUrgency<T extends { urgency: Urgency | null }>(items: readonly T[]): (T & { urgency: Urgency })[] {
  return items.filter((i): i is T & { urgency: Urgency } => i.urgency !== null).sort(urgencyOrder);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Time since the urgency was reported: minutes under 1 hour, hours under 24 hours, otherwise days. */
export function elapsedLabel(reportedAt: string | Date, now: Date = new Date()): string {
  const reported = typeof reportedAt === 'string' ? Date.parse(reportedAt) : reportedAt.getTime();
  const elapsed = Math.max(0, now.getTime() - reported);
  if (elapsed < MINUTE) return 'agora';
  if (elapsed < HOUR) return `há ${Math.floor(elapsed / MINUTE)} min`;
  if (elapsed < DAY) return `há ${Math.floor(elapsed / HOUR)} h`;
  const days = Math.floor(elapsed / DAY);
  return `há ${countOf(days, 'dia', 'dias')}`;
}
