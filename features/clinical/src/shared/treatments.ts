import type { FaceConditionData } from './face-conditions.ts';
import type { Surface } from './surfaces.ts';
import type { Dentition } from './teeth.ts';

export const TREATMENT_CATEGORIES = [
  'restaurador',
  'preventivo',
  'cirurgico',
  'endodontico',
  'protético',
  'estetico',
  'ortodontico',
] as const;
export type TreatmentCategory = (typeof TREATMENT_CATEGORIES)[number];

export const TREATMENT_CATEGORY_LABELS: Record<TreatmentCategory, string> = {
  restaurador: 'Restaurador',
  preventivo: 'Preventivo',
  cirurgico: 'Cirúrgico',
  endodontico: 'Endodôntico',
  protético: 'Protético',
  estetico: 'Estético',
  ortodontico: 'Ortodôntico',
};

export const TREATMENT_CATEGORY_COLORS: Record<TreatmentCategory, string> = {
  restaurador: '#3B82F6',
  preventivo: '#10B981',
  cirurgico: '#EF4444',
  endodontico: '#EC4899',
  protético: '#F59E0B',
  estetico: '#8B5CF6',
  ortodontico: '#06B6D4',
};

export const TOOTH_TREATMENT_STATUSES = ['PLANNED', 'APPROVED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'] as const;
export type ToothTreatmentStatus = (typeof TOOTH_TREATMENT_STATUSES)[number];

export const TOOTH_TREATMENT_STATUS_LABELS: Record<ToothTreatmentStatus, string> = {
  PLANNED: 'Planejado',
  APPROVED: 'Aprovado',
  IN_PROGRESS: 'Em andamento',
  COMPLETED: 'Realizado',
  CANCELLED: 'Cancelado',
};

/** The way an item goes: planejado → aprovado → em andamento → realizado (a step may be skipped). */
const FLOW: readonly ToothTreatmentStatus[] = ['PLANNED', 'APPROVED', 'IN_PROGRESS', 'COMPLETED'];

/** Still to be done: drawn red on the chart and counted in the plan. */
export const isOpenTreatment = (status: string) => status === 'PLANNED' || status === 'APPROVED' || status === 'IN_PROGRESS';

/**
 * The statuses an item may move to: forward along the flow, or cancelled while not done. A done or
 * cancelled item stays so (a new item is planned instead), so the chart never loses what was done.
 */
export function nextStatuses(status: ToothTreatmentStatus): ToothTreatmentStatus[] {
  const at = FLOW.indexOf(status);
  if (at < 0 || status === 'COMPLETED') return [];
  return [...FLOW.slice(at + 1), 'CANCELLED'];
}

export const statusChangeRefused = (from: ToothTreatmentStatus, to: ToothTreatmentStatus) =>
  `Um tratamento ${TOOTH_TREATMENT_STATUS_LABELS[from].toLowerCase()} não pode passar a ${TOOTH_TREATMENT_STATUS_LABELS[to].toLowerCase()}`;

/** What the browser sees of a catalogue treatment (price in reais). */
export interface DentalTreatmentData {
  id: string;
  name: string;
  category: TreatmentCategory;
  description: string | null;
  /** Minutes. */
  estimatedDuration: number;
  /** Reais. */
  averagePrice: number;
  color: string;
}

export interface ToothTreatmentData {
  id: string;
  toothId: number;
  treatmentId: string;
  /** The faces treated, in TISS order (empty: the whole tooth). */
  surfaces: Surface[];
  /** The TISS face string of `surfaces` ('MOD'). */
  faces: string;
  status: ToothTreatmentStatus;
  notes: string | null;
  /** Who did it and on which day (`yyyy-MM-dd`), once realizado. */
  performedBy: string | null;
  performedByName: string | null;
  performedOn: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  treatment: DentalTreatmentData;
}

export interface ToothData {
  id: number;
  status: string;
  /** A permanent tooth coming in where its deciduous predecessor was exfoliated. */
  erupting?: boolean;
  procedures: { id: string; type: string; title: string; description: string; createdAt: string }[];
  notes: string | null;
  treatments: ToothTreatmentData[];
  /** The conditions marked on the tooth's faces (cárie, restauração …), in TISS order. */
  faceConditions: FaceConditionData[];
}

/** The chart of a patient: its teeth, the dentition drawn, the one kept for the patient and the one the age suggests. */
export interface OdontogramData {
  teeth: ToothData[];
  dentition: Dentition;
  keptDentition: Dentition | null;
  dentitionByAge: Dentition;
  /**
   * The teeth whose rows (status, treatments, face conditions) no longer match the patient's hash
   * chain (decision 058): 'Registro alterado fora do sistema'.
   */
  alteredTeeth: number[];
}
