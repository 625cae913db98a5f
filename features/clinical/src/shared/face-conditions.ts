import * as v from 'valibot';
import { type Surface, surfacesForTooth } from './surfaces.ts';
import { isChartTooth } from './teeth.ts';
import { CLINICAL_TEXTS } from './texts.ts';

/** What a dentist marks on one face of a tooth. */
export const FACE_CONDITIONS = ['caries', 'restoration', 'sealant', 'fracture'] as const;
export type FaceCondition = (typeof FACE_CONDITIONS)[number];

/** What a restoration is made of (only a restoration has one). */
export const RESTORATION_MATERIALS = ['resin', 'amalgam', 'glass_ionomer', 'ceramic', 'other'] as const;
export type RestorationMaterial = (typeof RESTORATION_MATERIALS)[number];

export const FACE_CONDITION_LABELS: Record<FaceCondition, string> = {
  caries: 'Cárie',
  restoration: 'Restauração',
  sealant: 'Selante',
  fracture: 'Fratura',
};

export const RESTORATION_MATERIAL_LABELS: Record<RestorationMaterial, string> = {
  resin: 'Resina',
  amalgam: 'Amálgama',
  glass_ionomer: 'Ionômero de vidro',
  ceramic: 'Cerâmica',
  other: 'Outro',
};

export const FACE_CONDITION_TEXTS = {
  invalidFaces: 'Faces inválidas: envie uma lista de faces com a condição de cada uma',
  invalidCondition: 'Condição inválida: use Cárie, Restauração, Selante ou Fratura (ou nenhuma, para limpar)',
  invalidMaterial: 'Material inválido: use Resina, Amálgama, Ionômero de vidro, Cerâmica ou Outro',
  materialRequired: (face: Surface) => `Informe o material da restauração na face ${face}`,
  repeatedFace: (face: Surface) => `A face ${face} foi enviada mais de uma vez`,
} as const;

/** A face's condition as the chart reads it. */
export interface FaceConditionData {
  face: Surface;
  condition: FaceCondition;
  material: RestorationMaterial | null;
}

export type FaceConditionChange = { face: Surface; condition: FaceCondition | null; material: RestorationMaterial | null };
export type FaceConditionsResult = { faces: FaceConditionChange[] } | { error: string };

/**
 * The faces asked for a tooth, each checked against the tooth ('B' read as 'V'); a restoration needs
 * its material, any other condition carries none; no condition clears the face.
 */
export function faceConditionsForTooth(
  tooth: number,
  faces: readonly { face: string; condition: FaceCondition | null; material: RestorationMaterial | null }[],
): FaceConditionsResult {
  const seen = new Set<Surface>();
  const out: FaceConditionChange[] = [];
  for (const asked of faces) {
    const checked = surfacesForTooth(tooth, [asked.face]);
    if ('error' in checked) return checked;
    const face = checked.surfaces[0] as Surface;
    if (seen.has(face)) return { error: FACE_CONDITION_TEXTS.repeatedFace(face) };
    seen.add(face);
    if (asked.condition === 'restoration' && !asked.material) return { error: FACE_CONDITION_TEXTS.materialRequired(face) };
    out.push({ face, condition: asked.condition, material: asked.condition === 'restoration' ? asked.material : null });
  }
  return { faces: out };
}

const T = FACE_CONDITION_TEXTS;
const tooth = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+$/), v.transform(Number))], CLINICAL_TEXTS.invalidTooth),
  v.check((n: number) => isChartTooth(n), CLINICAL_TEXTS.invalidTooth),
);

/** `{ faces: [{ face, condition, material? }] }` for one tooth; `condition: null` clears a face. */
export const faceConditionsInputSchema = v.pipe(
  v.object({
    clientId: v.optional(v.string(T.invalidFaces), ''),
    toothId: tooth,
    faces: v.pipe(
      v.array(
        v.object(
          {
            face: v.string(T.invalidFaces),
            condition: v.nullish(v.picklist(FACE_CONDITIONS, T.invalidCondition), null),
            material: v.nullish(v.picklist(RESTORATION_MATERIALS, T.invalidMaterial), null),
          },
          T.invalidFaces,
        ),
        T.invalidFaces,
      ),
      v.minLength(1, T.invalidFaces),
      v.maxLength(5, T.invalidFaces),
    ),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { faces, ...rest } = dataset.value;
    const checked = faceConditionsForTooth(rest.toothId, faces);
    if ('error' in checked) {
      addIssue({ message: checked.error });
      return NEVER;
    }
    return { ...rest, faces: checked.faces };
  }),
);
export type FaceConditionsInput = v.InferOutput<typeof faceConditionsInputSchema>;

/** The chart's and the tooth dialog's labels for face conditions (pt-BR). */
export const FACE_CONDITION_UI = {
  title: 'Condições das faces',
  condition: (face: string, label: string) => `Condição da face ${face} (${label})`,
  material: (face: string) => `Material da restauração na face ${face}`,
  none: 'Nenhuma',
  save: 'Salvar faces',
  saved: 'Faces atualizadas com sucesso!',
  legend: (label: string) => `${label} (na face)`,
  spoken: (label: string, faces: string) => `${label.toLocaleLowerCase('pt-BR')} ${faces}`,
} as const;
