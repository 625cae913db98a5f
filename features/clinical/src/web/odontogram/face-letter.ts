import type { Surface } from '../../shared/surfaces.ts';

/** How the clinic writes the vestibular face: 'V' (vestibular) or 'B' (bucal). Storage stays 'V'. */
export type FaceLetter = 'V' | 'B';

/** The letter shown for a face: 'B' for the vestibular face where the clinic prefers it. */
export const faceLetter = (face: Surface, vestibular: FaceLetter = 'V'): string => (face === 'V' ? vestibular : face);

/** A TISS face string as the clinic reads it ('MOV' → 'MOB'). */
export const shownFaces = (faces: string, vestibular: FaceLetter = 'V'): string =>
  vestibular === 'B' ? faces.replace('V', 'B') : faces;
