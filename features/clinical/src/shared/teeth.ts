/** §9: FDI numbering. The upper arch as drawn, right to left of the patient: 18→11 then 21→28. */
export const UPPER_ARCH = [18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28] as const;
/** The lower arch as drawn: 48→41 then 31→38. */
export const LOWER_ARCH = [48, 47, 46, 45, 44, 43, 42, 41, 31, 32, 33, 34, 35, 36, 37, 38] as const;
/** The 32 permanent teeth, in the order the chart lists them. */
export const FDI_TEETH: readonly number[] = [...UPPER_ARCH, ...LOWER_ARCH];

/** 11–18, 21–28, 31–38, 41–48. */
export function isFdiTooth(tooth: unknown): tooth is number {
  if (typeof tooth !== 'number' || !Number.isInteger(tooth)) return false;
  const quadrant = Math.floor(tooth / 10);
  const position = tooth % 10;
  return quadrant >= 1 && quadrant <= 4 && position >= 1 && position <= 8;
}

export type ToothType = 'incisor' | 'canine' | 'premolar' | 'molar';

/** §9: by the last digit: 1–2 incisor, 3 canine, 4–5 premolar, 6–8 molar. */
export function toothType(tooth: number): ToothType {
  const position = tooth % 10;
  if (position <= 2) return 'incisor';
  if (position === 3) return 'canine';
  if (position <= 5) return 'premolar';
  return 'molar';
}

export const TOOTH_TYPE_LABELS: Record<ToothType, string> = {
  incisor: 'Incisivo',
  canine: 'Canino',
  premolar: 'Pré-molar',
  molar: 'Molar',
};

export const TOOTH_STATUSES = ['healthy', 'caries', 'restored', 'missing', 'implant', 'crown', 'root_canal'] as const;
export type ToothStatus = (typeof TOOTH_STATUSES)[number];

/** §9 status labels. */
export const TOOTH_STATUS_LABELS: Record<ToothStatus, string> = {
  healthy: 'Hígido',
  caries: 'Cárie',
  restored: 'Restaurado',
  missing: 'Ausente',
  implant: 'Implante',
  crown: 'Coroa',
  root_canal: 'Tratamento Endodôntico',
};

export const TOOTH_STATUS_COLORS: Record<ToothStatus, string> = {
  healthy: '#FFFFFF',
  caries: '#EF4444',
  restored: '#3B82F6',
  missing: '#9CA3AF',
  implant: '#8B5CF6',
  crown: '#F59E0B',
  root_canal: '#EC4899',
};

export const isToothStatus = (s: unknown): s is ToothStatus => TOOTH_STATUSES.includes(s as ToothStatus);
