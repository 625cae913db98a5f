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

/** The 20 deciduous (children's) teeth as drawn: 55→51 61→65 above, 85→81 71→75 below. */
export const DECIDUOUS_UPPER_ARCH = [55, 54, 53, 52, 51, 61, 62, 63, 64, 65] as const;
export const DECIDUOUS_LOWER_ARCH = [85, 84, 83, 82, 81, 71, 72, 73, 74, 75] as const;
export const DECIDUOUS_TEETH: readonly number[] = [...DECIDUOUS_UPPER_ARCH, ...DECIDUOUS_LOWER_ARCH];

/** 51–55, 61–65, 71–75, 81–85. */
export function isDeciduousTooth(tooth: unknown): tooth is number {
  if (typeof tooth !== 'number' || !Number.isInteger(tooth)) return false;
  const quadrant = Math.floor(tooth / 10);
  const position = tooth % 10;
  return quadrant >= 5 && quadrant <= 8 && position >= 1 && position <= 5;
}

/** A tooth of some dentition: what every endpoint that takes a tooth accepts. */
export const isChartTooth = (tooth: unknown): tooth is number => isFdiTooth(tooth) || isDeciduousTooth(tooth);

/** The permanent tooth that takes a deciduous tooth's place (55 → 15, 71 → 31). */
export const successorOf = (deciduous: number) => deciduous - 40;

export const DENTITIONS = ['permanent', 'deciduous', 'mixed'] as const;
export type Dentition = (typeof DENTITIONS)[number];
export const DENTITION_LABELS: Record<Dentition, string> = {
  permanent: 'Permanente',
  deciduous: 'Decídua',
  mixed: 'Mista',
};

/** The teeth a dentition charts: 32, 20, or all 52 for a mixed one. */
export function teethOf(dentition: Dentition): readonly number[] {
  if (dentition === 'permanent') return FDI_TEETH;
  if (dentition === 'deciduous') return DECIDUOUS_TEETH;
  return [...UPPER_ARCH, ...DECIDUOUS_UPPER_ARCH, ...DECIDUOUS_LOWER_ARCH, ...LOWER_ARCH];
}

/** Whole years from `birthDate` to `today` (both `yyyy-MM-dd`). */
export function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** The chart a patient's age suggests: under 6 deciduous, 6 to 12 mixed, older (or no birth date) permanent. */
export function dentitionForAge(birthDate: string | null, today: string): Dentition {
  if (!birthDate) return 'permanent';
  const age = ageOn(birthDate, today);
  if (age < 6) return 'deciduous';
  if (age <= 12) return 'mixed';
  return 'permanent';
}

export type ToothType = 'incisor' | 'canine' | 'premolar' | 'molar';

/** §9: by the last digit: 1–2 incisor, 3 canine, 4–5 premolar, 6–8 molar; a child has no premolars (54, 55 are molars). */
export function toothType(tooth: number): ToothType {
  const position = tooth % 10;
  if (position <= 2) return 'incisor';
  if (position === 3) return 'canine';
  if (position <= 5) return isDeciduousTooth(tooth) ? 'molar' : 'premolar';
  return 'molar';
}

export const TOOTH_TYPE_LABELS: Record<ToothType, string> = {
  incisor: 'Incisivo',
  canine: 'Canino',
  premolar: 'Pré-molar',
  molar: 'Molar',
};

export const TOOTH_STATUSES = [
  'healthy',
  'caries',
  'restored',
  'missing',
  'implant',
  'crown',
  'root_canal',
  'exfoliated',
] as const;
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
  exfoliated: 'Esfoliado',
};

/** A deciduous tooth that fell out naturally; only a deciduous tooth can be. */
export const DECIDUOUS_ONLY_STATUSES: readonly ToothStatus[] = ['exfoliated'];

export const TOOTH_STATUS_COLORS: Record<ToothStatus, string> = {
  healthy: '#FFFFFF',
  caries: '#EF4444',
  restored: '#3B82F6',
  missing: '#9CA3AF',
  implant: '#8B5CF6',
  crown: '#F59E0B',
  root_canal: '#EC4899',
  exfoliated: '#E5E7EB',
};

export const isToothStatus = (s: unknown): s is ToothStatus => TOOTH_STATUSES.includes(s as ToothStatus);
