import type { FaceCondition, FaceConditionData } from '../../shared/face-conditions.ts';
import { type Surface, isUpperTooth, surfacesOf } from '../../shared/surfaces.ts';
import { type ToothTreatmentData, isOpenTreatment } from '../../shared/treatments.ts';

/** As dentists read a chart: what is to be done is red, what was done is blue. */
export const PLANNED_RED = '#DC2626';
export const DONE_BLUE = '#2563EB';

export type FaceMark = 'planned' | 'done';

/** Each face's mark from the tooth's items: an open item (red) wins over a done one (blue); cancelled ones count for nothing. */
export function faceMarks(treatments: readonly Pick<ToothTreatmentData, 'status' | 'surfaces'>[]): Map<Surface, FaceMark> {
  const marks = new Map<Surface, FaceMark>();
  for (const t of treatments) {
    const mark: FaceMark | null = isOpenTreatment(t.status) ? 'planned' : t.status === 'COMPLETED' ? 'done' : null;
    if (!mark) continue;
    for (const s of t.surfaces) if (marks.get(s) !== 'planned') marks.set(s, mark);
  }
  return marks;
}

/**
 * What was found on a face (cárie, restauração …) is drawn as a round mark inside the face, so it
 * reads apart from the plan's fills (red to do, blue done) that may share the face.
 */
export const CONDITION_COLORS: Record<FaceCondition, string> = {
  caries: '#1F2937',
  restoration: '#7C3AED',
  sealant: '#047857',
  fracture: '#B45309',
};

/** Each face's condition, by face. */
export const faceConditionMap = (conditions: readonly FaceConditionData[] = []): Map<Surface, FaceConditionData> =>
  new Map(conditions.map((c) => [c.face, c]));

/** The five areas of the classic chart tooth (viewBox 24×24): outer trapezoids and the centre square. */
const AREA = {
  top: 'M0 0 H24 L17 7 H7 Z',
  bottom: 'M0 24 H24 L17 17 H7 Z',
  left: 'M0 0 L7 7 V17 L0 24 Z',
  right: 'M24 0 L17 7 V17 L24 24 Z',
  centre: 'M7 7 H17 V17 H7 Z',
} as const;
/** Where a condition's mark sits inside each area. */
const MIDDLE: Record<keyof typeof AREA, [number, number]> = {
  top: [12, 3.5],
  bottom: [12, 20.5],
  left: [3.5, 12],
  right: [20.5, 12],
  centre: [12, 12],
};

/**
 * Where each face sits as the dentist faces the patient: the vestibular face outwards (up on the
 * upper arch, down on the lower), the mesial face towards the midline (right on the patient's right
 * side, drawn on the chart's left), the occlusal or incisal face in the centre.
 */
export function faceAreas(tooth: number): Record<keyof typeof AREA, Surface> {
  const [mesial, biting, distal, vestibular, inner] = surfacesOf(tooth) as [Surface, Surface, Surface, Surface, Surface];
  const rightSide = [1, 4, 5, 8].includes(Math.floor(tooth / 10));
  const upper = isUpperTooth(tooth);
  return {
    top: upper ? vestibular : inner,
    bottom: upper ? inner : vestibular,
    left: rightSide ? distal : mesial,
    right: rightSide ? mesial : distal,
    centre: biting,
  };
}

const FILL: Record<FaceMark, string> = { planned: PLANNED_RED, done: DONE_BLUE };

/** The tooth's five faces, each painted by its mark, with a round mark for the condition found on it. */
export function SurfaceMap({
  tooth,
  marks,
  conditions = new Map(),
}: {
  tooth: number;
  marks: ReadonlyMap<Surface, FaceMark>;
  conditions?: ReadonlyMap<Surface, FaceConditionData>;
}) {
  const areas = faceAreas(tooth);
  return (
    <svg className="clinical-faces" viewBox="0 0 24 24" aria-hidden="true">
      {(Object.keys(AREA) as (keyof typeof AREA)[]).map((area) => {
        const face = areas[area];
        const mark = marks.get(face);
        const found = conditions.get(face)?.condition;
        const [cx, cy] = MIDDLE[area];
        return (
          <g key={area}>
            <path
              d={AREA[area]}
              data-face={face}
              data-mark={mark ?? 'none'}
              data-condition={found ?? 'none'}
              fill={mark ? FILL[mark] : '#FFFFFF'}
              stroke="#6B7280"
              strokeWidth="1"
            />
            {found && <circle cx={cx} cy={cy} r="2.6" fill={CONDITION_COLORS[found]} stroke="#FFFFFF" strokeWidth="0.8" />}
          </g>
        );
      })}
    </svg>
  );
}
