import { LOWER_ARCH, TOOTH_STATUS_LABELS, TOOTH_STATUSES, UPPER_ARCH, isToothStatus } from '../../shared/teeth.ts';
import { tissFaces } from '../../shared/surfaces.ts';
import { CLINICAL_UI as U } from '../../shared/texts.ts';
import { type ToothData, isOpenTreatment } from '../../shared/treatments.ts';
import { DONE_BLUE, PLANNED_RED, SurfaceMap, faceMarks } from './surface-map.tsx';
import { ToothShape } from './tooth-shape.tsx';

export interface ArchesProps {
  teeth: readonly ToothData[];
  onSelect?: (tooth: ToothData) => void;
  selected?: number | null;
}

function Arch({
  title,
  order,
  teeth,
  onSelect,
  selected,
  lower,
}: ArchesProps & { title: string; order: readonly number[]; lower: boolean }) {
  const byId = new Map(teeth.map((t) => [t.id, t]));
  return (
    <section className="clinical-arch" aria-label={title}>
      <h4 className="clinical-arch__title">{title}</h4>
      <div className={`clinical-arch__row${lower ? ' clinical-arch__row--lower' : ''}`}>
        {order.map((id, i) => {
          const tooth = byId.get(id) ?? { id, status: 'healthy', notes: null, procedures: [], treatments: [] };
          const label = isToothStatus(tooth.status) ? TOOTH_STATUS_LABELS[tooth.status] : tooth.status;
          const open = tooth.treatments.filter((t) => isOpenTreatment(t.status)).length;
          const marks = faceMarks(tooth.treatments);
          const faces = (mark: 'planned' | 'done') => tissFaces([...marks].filter(([, m]) => m === mark).map(([f]) => f));
          const planned = faces('planned');
          const done = faces('done');
          const spoken = [planned ? U.plannedFaces(planned) : '', done ? U.doneFaces(done) : ''].filter(Boolean);
          // A missing tooth has no faces to draw.
          const faceMap = tooth.status === 'missing' ? null : <SurfaceMap tooth={id} marks={marks} />;
          return (
            <button
              key={id}
              type="button"
              className={`clinical-tooth clinical-tooth--${tooth.status}${selected === id ? ' clinical-tooth--selected' : ''}${i === 7 ? ' clinical-tooth--midline' : ''}`}
              onClick={() => onSelect?.(tooth)}
              disabled={!onSelect}
              aria-label={`${U.tooth(id)}: ${label}${open > 0 ? `, ${U.openTreatments(open)}` : ''}${spoken.map((f) => `, ${f}`).join('')}`}
              title={`${U.tooth(id)} — ${label}`}
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

/** The two arches as the dentist faces the patient: 18→11 21→28 above, 48→41 31→38 below. */
export function Arches(props: ArchesProps) {
  return (
    <div className="clinical-arches">
      <Arch {...props} title={U.upperArch} order={UPPER_ARCH} lower={false} />
      <Arch {...props} title={U.lowerArch} order={LOWER_ARCH} lower />
    </div>
  );
}

export function Legend() {
  return (
    <section className="clinical-legend" aria-label={U.legend}>
      <h4 className="clinical-arch__title">{U.legend}</h4>
      <ul className="clinical-legend__list">
        {TOOTH_STATUSES.map((s) => (
          <li key={s} className="clinical-legend__item">
            <span className={`clinical-legend__swatch clinical-legend__swatch--${s}`} />
            {TOOTH_STATUS_LABELS[s]}
          </li>
        ))}
        <li className="clinical-legend__item">
          <span className="clinical-legend__swatch" style={{ background: PLANNED_RED }} />
          {U.facePlanned}
        </li>
        <li className="clinical-legend__item">
          <span className="clinical-legend__swatch" style={{ background: DONE_BLUE }} />
          {U.faceDone}
        </li>
      </ul>
    </section>
  );
}
