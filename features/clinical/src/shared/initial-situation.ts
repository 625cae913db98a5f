import { isValidDateString } from '@agenda/br';
import * as v from 'valibot';
import type { EntryIntegrity } from './notes.ts';
import { isChartTooth } from './teeth.ts';
import { CLINICAL_TEXTS as T } from './texts.ts';

/** TISS table 44: the initial situation of a tooth. */
export const INITIAL_CODES = ['A', 'E', 'H', 'C', 'R'] as const;
export type InitialCode = (typeof INITIAL_CODES)[number];

export const INITIAL_CODE_LABELS: Record<InitialCode, string> = {
  A: 'Ausente',
  E: 'Extração indicada',
  H: 'Hígido',
  C: 'Cariado',
  R: 'Restaurado',
};

/**
 * The code the chart suggests for a tooth's status: gone (missing, exfoliated, replaced by an
 * implant) is A, caries C, anything restored (restoration, crown, canal) R, else H. 'E' (extraction
 * indicated) is the dentist's call, never a guess.
 */
export function initialCodeOf(status: string): InitialCode {
  if (status === 'missing' || status === 'exfoliated' || status === 'implant') return 'A';
  if (status === 'caries') return 'C';
  if (status === 'restored' || status === 'crown' || status === 'root_canal') return 'R';
  return 'H';
}

export interface InitialToothData {
  tooth: number;
  code: InitialCode;
}

/** The first charting of a patient, kept as it was recorded. */
export interface InitialSituationData {
  id: string;
  /** `yyyy-MM-dd`, clinic time. */
  recordedOn: string;
  teeth: InitialToothData[];
  createdBy: string | null;
  createdByName: string | null;
  createdAt: string;
  /** What the patient's hash chain says of it (decision 058). */
  integrity: EntryIntegrity;
}

export const INITIAL_TEXTS = {
  title: 'Situação inicial',
  record: 'Registrar situação inicial',
  recordedBy: (date: string, name: string | null) => `Registrada em ${date}${name ? ` por ${name}` : ''}`,
  none: 'A situação inicial ainda não foi registrada.',
  explain:
    'O primeiro registro do paciente fica guardado como foi feito (legenda TISS); mudanças posteriores no odontograma não o alteram.',
  date: 'Data do registro',
  save: 'Salvar situação inicial',
  saved: 'Situação inicial registrada!',
  alreadyRecorded: (date: string) => `A situação inicial deste paciente já foi registrada em ${date}`,
  invalidCode: (tooth: number) => `Dente ${tooth}: situação inválida (use A, E, H, C ou R)`,
  repeatedTooth: (tooth: number) => `Dente ${tooth} informado mais de uma vez`,
  noTeeth: 'Informe a situação de ao menos um dente',
  futureDate: 'A data do registro não pode estar no futuro',
  code: (tooth: number) => `Situação do dente ${tooth}`,
} as const;

const toothNumber = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+$/), v.transform(Number))], T.invalidTooth),
  v.check((n: number) => isChartTooth(n), T.invalidTooth),
);

const toothEntry = v.pipe(
  v.object({ tooth: toothNumber, code: v.optional(v.unknown()) }, T.invalidData),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { tooth, code } = dataset.value;
    const upper = typeof code === 'string' ? code.trim().toUpperCase() : '';
    if (!INITIAL_CODES.includes(upper as InitialCode)) {
      addIssue({ message: INITIAL_TEXTS.invalidCode(tooth) });
      return NEVER;
    }
    return { tooth, code: upper as InitialCode };
  }),
);

export const initialSituationInputSchema = v.object({
  clientId: v.optional(v.string(T.invalidData), ''),
  date: v.pipe(
    v.nullish(v.string(T.invalidDate), ''),
    v.trim(),
    v.check((d) => d === '' || isValidDateString(d), T.invalidDate),
    v.transform((d) => (d === '' ? null : d)),
  ),
  teeth: v.pipe(
    v.optional(v.array(toothEntry, INITIAL_TEXTS.noTeeth), () => []),
    v.minLength(1, INITIAL_TEXTS.noTeeth),
    v.maxLength(52, T.invalidData),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const seen = new Set<number>();
      for (const { tooth } of dataset.value) {
        if (seen.has(tooth)) return addIssue({ message: INITIAL_TEXTS.repeatedTooth(tooth) });
        seen.add(tooth);
      }
    }),
  ),
});
export type InitialSituationInput = v.InferOutput<typeof initialSituationInputSchema>;
