import { type VestibularLetter, shownFaces } from '../../shared/clinical-settings.ts';
import { tissFaces } from '../../shared/surfaces.ts';
import {
  DECIDUOUS_LOWER_ARCH,
  DECIDUOUS_UPPER_ARCH,
  type Dentition,
  LOWER_ARCH,
  TOOTH_STATUS_LABELS,
  TOOTH_STATUSES,
  UPPER_ARCH,
  isDeciduousTooth,
  isToothStatus,
} from '../../shared/teeth.ts';
import { CLINICAL_UI as U } from '../../shared/texts.ts';
import { type ToothData, isOpenTreatment } from '../../shared/treatments.ts';
import {
  FACE_CONDITIONS,
  FACE_CONDITION_LABELS,
  FACE_CONDITION_UI as F,
  type FaceConditionData,
} from '../../shared/face-conditions.ts';
import { CONDITION_COLORS, DONE_BLUE, PLANNED_RED, SurfaceMap, faceConditionMap, faceMarks } from './surface-map.tsx';
import { ToothShape } from './tooth-shape.tsx';

export interface ArchesProps {
  teeth: readonly ToothData[];
  /** Which teeth to draw; permanent by default. */
  dentition?: Dentition;
  onSelect?: (tooth: ToothData) => void;
  selected?: number | null;
  /** How the clinic writes the vestibular face ('V' by default). */
  vestibular?: VestibularLetter;
}

const untouched = (id: number): ToothData => ({
  id,
  status: 'healthy',
  notes: null,
  procedures: [],
  treatments: [],
  faceConditions: [],
});

/** What the tooth's button says: number, status, open items, the faces planned and done, erupting. */
/** 'cárie O', 'restauração MD' …: each condition with the faces it is on. */
const spokenConditions = (conditions: readonly FaceConditionData[] = [], vestibular: VestibularLetter = 'V') =>
  FACE_CONDITIONS.map((c) => [c, tissFaces(conditions.filter((f) => f.condition === c).map((f) => f.face))] as const)
    .filter(([, faces]) => faces)
    .map(([c, faces]) => F.spoken(FACE_CONDITION_LABELS[c], shownFaces(faces, vestibular)));

function spokenName(tooth: ToothData, marks: ReturnType<typeof faceMarks>, vestibular: VestibularLetter = 'V'): string {
  const label = isToothStatus(tooth.status) ? TOOTH_STATUS_LABELS[tooth.status] : tooth.status;
  const open = tooth.treatments.filter((t) => isOpenTreatment(t.status)).length;
  const faces = (mark: 'planned' | 'done') =>
    shownFaces(tissFaces([...marks].filter(([, m]) => m === mark).map(([f]) => f)), vestibular);
  const planned = faces('planned');
  const done = faces('done');
  return [
    `${U.tooth(tooth.id)}: ${label}`,
    open > 0 ? U.openTreatments(open) : '',
    planned ? U.plannedFaces(planned) : '',
    done ? U.doneFaces(done) : '',
    ...spokenConditions(tooth.faceConditions, vestibular),
    tooth.erupting ? U.erupting : '',
  ]
    .filter(Boolean)
    .join(', ');
}

function Arch({
  title,
  order,
  teeth,
  onSelect,
  selected,
  lower,
  vestibular,
}: ArchesProps & { title: string; order: readonly number[]; lower: boolean }) {
  const byId = new Map(teeth.map((t) => [t.id, t]));
  const deciduous = isDeciduousTooth(order[0]);
  const midline = order.length / 2 - 1;
  return (
    <section className="clinical-arch" aria-label={title}>
      <h4 className="clinical-arch__title">{title}</h4>
      <div
        className={`clinical-arch__row${lower ? ' clinical-arch__row--lower' : ''}${deciduous ? ' clinical-arch__row--deciduous' : ''}`}
      >
        {order.map((id, i) => {
          const tooth = byId.get(id) ?? untouched(id);
          const label = isToothStatus(tooth.status) ? TOOTH_STATUS_LABELS[tooth.status] : tooth.status;
          const open = tooth.treatments.filter((t) => isOpenTreatment(t.status)).length;
          const marks = faceMarks(tooth.treatments);
          // A missing or exfoliated tooth has no faces to draw.
          const gone = tooth.status === 'missing' || tooth.status === 'exfoliated';
          const faceMap = gone ? null : (
            <SurfaceMap tooth={id} marks={marks} conditions={faceConditionMap(tooth.faceConditions)} />
          );
          return (
            <button
              key={id}
              type="button"
              className={`clinical-tooth clinical-tooth--${tooth.status}${selected === id ? ' clinical-tooth--selected' : ''}${i === midline ? ' clinical-tooth--midline' : ''}${tooth.erupting ? ' clinical-tooth--erupting' : ''}`}
              onClick={() => onSelect?.(tooth)}
              disabled={!onSelect}
              aria-label={spokenName(tooth, marks, vestibular)}
              title={`${U.tooth(id)} — ${label}${tooth.erupting ? ` (${U.erupting})` : ''}`}
              data-tooth={id}
            >
              {!lower && <span className="clinical-tooth__number">{id}</span>}
              {lower && faceMap}
              <ToothShape tooth={id} status={tooth.status} lower={lower} />
              {!lower && faceMap}
              {lower && <span className="clinical-tooth__number">{id}</span>}
              {/* The count is drawn by CSS from data-count: the button's name says it in words, and the
                  name then holds all the button's visible text (WCAG 2.5.3). */}
              {open > 0 && <span className="clinical-tooth__badge" data-count={open} />}
            </button>
          );
        })}
      </div>
    </section>
  );
}

/**
 * The arches as the dentist faces the patient: 18→11 21→28 above, 48→41 31→38 below; a child's
 * 55→51 61→65 and 85→81 71→75; a mixed chart both, the deciduous rows between the permanent ones,
 * each deciduous tooth under its successor.
 */
export function Arches({ dentition = 'permanent', ...props }: ArchesProps) {
  return (
    <div className="clinical-arches">
      {dentition !== 'deciduous' && <Arch {...props} title={U.upperArch} order={UPPER_ARCH} lower={false} />}
      {dentition !== 'permanent' && (
        <Arch
          {...props}
          title={dentition === 'mixed' ? U.deciduousUpperArch : U.upperArch}
          order={DECIDUOUS_UPPER_ARCH}
          lower={false}
        />
      )}
      {dentition !== 'permanent' && (
        <Arch {...props} title={dentition === 'mixed' ? U.deciduousLowerArch : U.lowerArch} order={DECIDUOUS_LOWER_ARCH} lower />
      )}
      {dentition !== 'deciduous' && <Arch {...props} title={U.lowerArch} order={LOWER_ARCH} lower />}
    </div>
  );
}

export function Legend({ deciduous = false }: { deciduous?: boolean }) {
  return (
    <section className="clinical-legend" aria-label={U.legend}>
      <h4 className="clinical-arch__title">{U.legend}</h4>
      <ul className="clinical-legend__list">
        {TOOTH_STATUSES.filter((s) => deciduous || s !== 'exfoliated').map((s) => (
          <li key={s} className="clinical-legend__item">
            <span className={`clinical-legend__swatch clinical-legend__swatch--${s}`} />
            {TOOTH_STATUS_LABELS[s]}
          </li>
        ))}
        {deciduous && (
          <li className="clinical-legend__item">
            <span className="clinical-legend__swatch clinical-legend__swatch--erupting" />
            {U.eruptingLegend}
          </li>
        )}
        <li className="clinical-legend__item">
          <span className="clinical-legend__swatch" style={{ background: PLANNED_RED }} />
          {U.facePlanned}
        </li>
        <li className="clinical-legend__item">
          <span className="clinical-legend__swatch" style={{ background: DONE_BLUE }} />
          {U.faceDone}
        </li>
        {FACE_CONDITIONS.map((c) => (
          <li key={c} className="clinical-legend__item" data-condition={c}>
            <span className="clinical-legend__swatch clinical-legend__swatch--dot" style={{ background: CONDITION_COLORS[c] }} />
            {F.legend(FACE_CONDITION_LABELS[c])}
          </li>
        ))}
      </ul>
    </section>
  );
}
