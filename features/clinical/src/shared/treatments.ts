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

export const TOOTH_TREATMENT_STATUSES = ['PLANNED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'] as const;
export type ToothTreatmentStatus = (typeof TOOTH_TREATMENT_STATUSES)[number];

export const TOOTH_TREATMENT_STATUS_LABELS: Record<ToothTreatmentStatus, string> = {
  PLANNED: 'Planejado',
  IN_PROGRESS: 'Em andamento',
  COMPLETED: 'Concluído',
  CANCELLED: 'Cancelado',
};

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
  status: ToothTreatmentStatus;
  notes: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  treatment: DentalTreatmentData;
}

export interface ToothData {
  id: number;
  status: string;
  procedures: { id: string; type: string; title: string; description: string; createdAt: string }[];
  notes: string | null;
  treatments: ToothTreatmentData[];
}
