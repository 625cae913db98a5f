import { errorMessage } from '@agenda/api-client/trpc';
import { Button, SelectField, toast } from '@agenda/ui';
import { useState } from 'react';
import {
  FACE_CONDITIONS,
  FACE_CONDITION_LABELS,
  FACE_CONDITION_UI as F,
  type FaceCondition,
  RESTORATION_MATERIALS,
  RESTORATION_MATERIAL_LABELS,
  type RestorationMaterial,
} from '../../shared/face-conditions.ts';
import { SURFACE_LABELS, type Surface, surfacesOf } from '../../shared/surfaces.ts';
import { CLINICAL_TEXTS as T } from '../../shared/texts.ts';
import type { ToothData } from '../../shared/treatments.ts';
import { useClinicalMutations } from '../hooks.ts';
import { type VestibularLetter, faceLetter } from '../../shared/clinical-settings.ts';

type Draft = Record<string, { condition: FaceCondition | ''; material: RestorationMaterial | '' }>;

const conditionOptions = [
  { value: '', label: F.none },
  ...FACE_CONDITIONS.map((c) => ({ value: c, label: FACE_CONDITION_LABELS[c] })),
];
const materialOptions = RESTORATION_MATERIALS.map((m) => ({ value: m, label: RESTORATION_MATERIAL_LABELS[m] }));

const draftOf = (tooth: ToothData): Draft =>
  Object.fromEntries(
    surfacesOf(tooth.id).map((face) => {
      const found = tooth.faceConditions.find((c) => c.face === face);
      return [face, { condition: found?.condition ?? '', material: found?.material ?? '' }];
    }),
  );

/** One select per face of the tooth (and the material when it is a restoration); saved together. */
export function FaceConditionsForm({
  clientId,
  tooth,
  readOnly,
  vestibular = 'V',
}: {
  clientId: string;
  tooth: ToothData;
  readOnly: boolean;
  vestibular?: VestibularLetter;
}) {
  const m = useClinicalMutations();
  const [draft, setDraft] = useState<Draft>(() => draftOf(tooth));
  const set = (face: Surface, change: Partial<Draft[string]>) =>
    setDraft((d) => ({ ...d, [face]: { ...(d[face] ?? { condition: '', material: '' }), ...change } }));

  async function save() {
    try {
      await m.saveFaceConditions.mutateAsync({
        clientId,
        toothId: tooth.id,
        faces: surfacesOf(tooth.id).map((face) => {
          const { condition, material } = draft[face] ?? { condition: '', material: '' };
          return {
            face,
            condition: condition || null,
            material: condition === 'restoration' ? material || null : null,
          };
        }),
      });
      toast.success(F.saved);
    } catch (error) {
      toast.error(errorMessage(error, T.connectionError));
    }
  }

  return (
    <section className="clinical-subform" aria-label={F.title}>
      <h4 className="clinical-h4">{F.title}</h4>
      <div className="clinical-grid">
        {surfacesOf(tooth.id).map((face) => {
          const letter = faceLetter(face, vestibular);
          const row = draft[face] ?? { condition: '', material: '' };
          return (
            <div key={face} className="clinical-face-condition" data-face={face}>
              <SelectField
                label={F.condition(letter, SURFACE_LABELS[face])}
                value={row.condition}
                onChange={(value) =>
                  set(face, {
                    condition: value as FaceCondition | '',
                    material: value === 'restoration' ? row.material || 'resin' : '',
                  })
                }
                options={conditionOptions}
                disabled={readOnly}
                name={`face-condition-${face}`}
              />
              {row.condition === 'restoration' && (
                <SelectField
                  label={F.material(letter)}
                  value={row.material}
                  onChange={(value) => set(face, { material: value as RestorationMaterial })}
                  options={materialOptions}
                  disabled={readOnly}
                  name={`face-material-${face}`}
                />
              )}
            </div>
          );
        })}
      </div>
      {!readOnly && (
        <div className="ui-row ui-row--end">
          <Button size="sm" onClick={save} loading={m.saveFaceConditions.isPending}>
            {F.save}
          </Button>
        </div>
      )}
    </section>
  );
}
