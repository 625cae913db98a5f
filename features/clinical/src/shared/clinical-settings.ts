import * as v from 'valibot';

/** How the clinic writes the vestibular face: 'V' (vestibular) or 'B' (bucal). Storage stays 'V' (TISS). */
export const VESTIBULAR_LETTERS = ['V', 'B'] as const;
export type VestibularLetter = (typeof VESTIBULAR_LETTERS)[number];

export interface ClinicalSettingsData {
  vestibularLetter: VestibularLetter;
}

export const DEFAULT_CLINICAL_SETTINGS: ClinicalSettingsData = { vestibularLetter: 'V' };

export const CLINICAL_SETTINGS_TEXTS = {
  invalidLetter: "Letra da face vestibular inválida: use 'V' (vestibular) ou 'B' (bucal)",
  label: 'Face vestibular no odontograma',
  options: { V: 'V (vestibular)', B: 'B (bucal)' } satisfies Record<VestibularLetter, string>,
  saved: 'Preferência salva com sucesso!',
} as const;

export const clinicalSettingsInputSchema = v.object({
  vestibularLetter: v.picklist(VESTIBULAR_LETTERS, CLINICAL_SETTINGS_TEXTS.invalidLetter),
});
export type ClinicalSettingsInput = v.InferOutput<typeof clinicalSettingsInputSchema>;

/** The letter shown for a face: 'B' for the vestibular face where the clinic prefers it. */
export const faceLetter = (face: string, vestibular: VestibularLetter = 'V'): string => (face === 'V' ? vestibular : face);

/** A TISS face string as the clinic reads it ('MOV' → 'MOB'). */
export const shownFaces = (faces: string, vestibular: VestibularLetter = 'V'): string =>
  vestibular === 'B' ? faces.replace('V', 'B') : faces;
