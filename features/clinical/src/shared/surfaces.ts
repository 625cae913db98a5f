import { toothType } from './teeth.ts';

/**
 * A tooth's faces in TISS order (table 32): mesial, occlusal or incisal, distal, vestibular, lingual or
 * palatal. A tooth has five of them: 'O' on premolars and molars, 'I' on incisors and canines; 'P' on
 * upper teeth, 'L' on lower ones.
 */
export const SURFACES = ['M', 'O', 'I', 'D', 'V', 'L', 'P'] as const;
export type Surface = (typeof SURFACES)[number];

/** 'B' (bucal) is accepted for the vestibular face and kept as 'V', the letter TISS codes it with. */
const ALIASES: Record<string, Surface> = { B: 'V' };

export const SURFACE_LABELS: Record<Surface, string> = {
  M: 'Mesial',
  O: 'Oclusal',
  I: 'Incisal',
  D: 'Distal',
  V: 'Vestibular',
  L: 'Lingual',
  P: 'Palatina',
};

/** Upper teeth: quadrants 1 and 2 (permanent), 5 and 6 (deciduous). */
export const isUpperTooth = (tooth: number) => [1, 2, 5, 6].includes(Math.floor(tooth / 10));

/** The five faces of a tooth, in TISS order. */
export function surfacesOf(tooth: number): Surface[] {
  const type = toothType(tooth);
  const biting: Surface = type === 'incisor' || type === 'canine' ? 'I' : 'O';
  return ['M', biting, 'D', 'V', isUpperTooth(tooth) ? 'P' : 'L'];
}

export const SURFACE_TEXTS = {
  invalidSurfaces: 'Faces inválidas: envie uma lista de faces (M, O, I, D, V ou B, L, P)',
  unknownSurface: (face: string) => `Face inválida: "${face}" (use M, O, I, D, V ou B, L, P)`,
  wrongSurface: (tooth: number, face: Surface, allowed: readonly Surface[]) =>
    `O dente ${tooth} não tem a face ${face} (${SURFACE_LABELS[face]}): use ${allowed.join(', ')}`,
} as const;

export type SurfacesResult = { surfaces: Surface[] } | { error: string };

/**
 * The faces asked for a tooth, checked against the tooth and put in TISS order without repeats
 * ('B' read as 'V'); the first face the tooth does not have names the error.
 */
export function surfacesForTooth(tooth: number, faces: readonly string[]): SurfacesResult {
  const allowed = surfacesOf(tooth);
  const chosen = new Set<Surface>();
  for (const raw of faces) {
    const letter = raw.trim().toUpperCase();
    const face = ALIASES[letter] ?? (SURFACES.includes(letter as Surface) ? (letter as Surface) : null);
    if (!face) return { error: SURFACE_TEXTS.unknownSurface(raw) };
    if (!allowed.includes(face)) return { error: SURFACE_TEXTS.wrongSurface(tooth, face, allowed) };
    chosen.add(face);
  }
  return { surfaces: SURFACES.filter((s) => chosen.has(s)) };
}

/** The TISS face string (table 32: the faces in one field), e.g. ['D','O','M'] → 'MOD'; none → ''. */
export const tissFaces = (surfaces: readonly string[]): string =>
  SURFACES.filter((s) => surfaces.includes(s) || (s === 'V' && surfaces.includes('B'))).join('');

/** The faces a stored TISS face string holds. */
export const surfacesOfFaces = (faces: string): Surface[] => SURFACES.filter((s) => faces.includes(s));
