import { addDays } from '@agenda/br';
import { type VestibularLetter, shownFaces } from './clinical-settings.ts';
import { type ToothTreatmentData, isOpenTreatment } from './treatments.ts';

export interface TreatmentPlan {
  items: ToothTreatmentData[];
  /** Centavos. */
  totalCents: number;
  /** Minutes. */
  totalMinutes: number;
}

/** The tooth treatments still to do (planned, approved, in progress), by tooth, with the estimated total. */
export function treatmentPlan(toothTreatments: readonly ToothTreatmentData[]): TreatmentPlan {
  const items = toothTreatments
    .filter((t) => isOpenTreatment(t.status))
    .sort((a, b) => a.toothId - b.toothId || a.createdAt.localeCompare(b.createdAt));
  return {
    items,
    totalCents: items.reduce((sum, t) => sum + Math.round(t.treatment.averagePrice * 100), 0),
    totalMinutes: items.reduce((sum, t) => sum + t.treatment.estimatedDuration, 0),
  };
}

/** Completed, in-progress and planned counts of one tooth's treatments. */
export function treatmentCounts(treatments: readonly { status: string }[]) {
  return {
    completed: treatments.filter((t) => t.status === 'COMPLETED').length,
    inProgress: treatments.filter((t) => t.status === 'IN_PROGRESS').length,
    planned: treatments.filter((t) => t.status === 'PLANNED' || t.status === 'APPROVED').length,
  };
}

/** Days a printed plan's estimate holds: the clinic's prices may change after that. */
export const PLAN_VALIDITY_DAYS = 30;

/** The last day ('yyyy-MM-dd') a plan issued on `issuedOn` is valid. */
export const planValidUntil = (issuedOn: string) => addDays(issuedOn, PLAN_VALIDITY_DAYS);

/** How the plan and the chart name an item: 'Restauração · 36 MOD' ('B' for 'V' where the clinic writes it so). */
export const planItemLabel = (
  t: Pick<ToothTreatmentData, 'toothId' | 'faces'> & { treatment: { name: string } },
  vestibular: VestibularLetter = 'V',
) => `${t.treatment.name} · ${t.toothId}${t.faces ? ` ${shownFaces(t.faces, vestibular)}` : ''}`;
