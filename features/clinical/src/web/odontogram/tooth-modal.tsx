import { errorMessage } from '@agenda/api-client/trpc';
import { Badge, Button, Modal, SelectField, TextAreaField, TextField, toast } from '@agenda/ui';
import { useMemo, useState } from 'react';
import { formatDatePtBR } from '@agenda/br';
import { planItemLabel, treatmentCounts } from '../../shared/plan.ts';
import { SURFACE_LABELS, type Surface, surfacesOf } from '../../shared/surfaces.ts';
import {
  DECIDUOUS_ONLY_STATUSES,
  TOOTH_STATUSES,
  TOOTH_STATUS_LABELS,
  TOOTH_TYPE_LABELS,
  type ToothStatus,
  isDeciduousTooth,
  toothType,
} from '../../shared/teeth.ts';
import { CLINICAL_TEXTS as T, CLINICAL_UI as U } from '../../shared/texts.ts';
import {
  type DentalTreatmentData,
  TOOTH_TREATMENT_STATUS_LABELS,
  type ToothData,
  type ToothTreatmentStatus,
  nextStatuses,
} from '../../shared/treatments.ts';
import { faceLetter } from '../../shared/clinical-settings.ts';
import { useClinicalMutations, useClinicalSettings, useTreatments } from '../hooks.ts';
import { FaceConditionsForm } from './face-conditions-form.tsx';
import { NewTreatmentForm } from './new-treatment-form.tsx';
import { ProcedureForm } from './procedure-form.tsx';

/** 'Esfoliado' only for a deciduous tooth. */
const statusOptionsOf = (tooth: number) =>
  TOOTH_STATUSES.filter((s) => isDeciduousTooth(tooth) || !DECIDUOUS_ONLY_STATUSES.includes(s)).map((s) => ({
    value: s,
    label: TOOTH_STATUS_LABELS[s],
  }));
/** The item's status and where it may go next (a done or cancelled item stays so). */
const statusOptions = (status: ToothTreatmentStatus) =>
  [status, ...nextStatuses(status)].map((s) => ({ value: s, label: TOOTH_TREATMENT_STATUS_LABELS[s] }));
const TONE = { PLANNED: 'red', APPROVED: 'red', IN_PROGRESS: 'amber', COMPLETED: 'blue', CANCELLED: 'grey' } as const;

export interface ToothModalProps {
  clientId: string;
  tooth: ToothData;
  readOnly: boolean;
  onClose: () => void;
}

/** The tooth modal: status and notes, treatment search and add, a new catalogue treatment, the tooth's treatments. */
export function ToothModal({ clientId, tooth, readOnly, onClose }: ToothModalProps) {
  const m = useClinicalMutations();
  const vestibular = useClinicalSettings().data?.vestibularLetter ?? 'V';
  const catalogue = useTreatments();
  const [status, setStatus] = useState(tooth.status);
  const [notes, setNotes] = useState(tooth.notes ?? '');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<DentalTreatmentData | null>(null);
  const [treatmentNotes, setTreatmentNotes] = useState('');
  const [creating, setCreating] = useState(false);
  const [faces, setFaces] = useState<Surface[]>([]);
  const toggleFace = (face: Surface) =>
    setFaces((chosen) => (chosen.includes(face) ? chosen.filter((f) => f !== face) : [...chosen, face]));
  const counts = treatmentCounts(tooth.treatments);
  const matches = useMemo(() => {
    const term = search.trim().toLocaleLowerCase('pt-BR');
    const all = catalogue.data ?? [];
    return (term ? all.filter((t) => t.name.toLocaleLowerCase('pt-BR').includes(term)) : all).slice(0, 8);
  }, [catalogue.data, search]);

  async function saveTooth() {
    try {
      await m.saveTooth.mutateAsync({ clientId, toothId: tooth.id, status: status as ToothStatus, notes });
      toast.success(T.toothSaved);
    } catch (error) {
      toast.error(errorMessage(error, T.connectionError));
    }
  }

  async function addTreatment() {
    if (!clientId) return void toast.error(T.noClientId);
    if (!picked) return;
    try {
      await m.addToothTreatment.mutateAsync({
        clientId,
        toothId: tooth.id,
        treatmentId: picked.id,
        surfaces: faces,
        status: 'PLANNED',
        notes: treatmentNotes,
      });
      toast.success(T.treatmentAdded);
      setPicked(null);
      setFaces([]);
      setSearch('');
      setTreatmentNotes('');
    } catch (error) {
      toast.error(T.addTreatmentFailed(errorMessage(error, T.connectionError)));
    }
  }

  async function changeStatus(id: string, next: string) {
    try {
      await m.setToothTreatmentStatus.mutateAsync({ clientId, id, status: next as ToothTreatmentStatus });
      toast.success(T.statusChanged);
    } catch (error) {
      toast.error(errorMessage(error, T.connectionError));
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={`${U.tooth(tooth.id)} · ${TOOTH_TYPE_LABELS[toothType(tooth.id)]}${isDeciduousTooth(tooth.id) ? ` ${U.deciduousTooth}` : ''}`}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {U.close}
        </Button>
      }
    >
      <div className="clinical-stack">
        <section className="clinical-grid">
          <SelectField
            label={U.status}
            value={status}
            onChange={setStatus}
            options={statusOptionsOf(tooth.id)}
            disabled={readOnly}
            name="tooth-status"
          />
          <TextAreaField label={U.notes} value={notes} onChange={setNotes} rows={2} disabled={readOnly} name="tooth-notes" />
          {!readOnly && (
            <div className="ui-row ui-row--end ui-span-all">
              <Button size="sm" onClick={saveTooth} loading={m.saveTooth.isPending}>
                {U.saveTooth}
              </Button>
            </div>
          )}
        </section>

        <FaceConditionsForm clientId={clientId} tooth={tooth} readOnly={readOnly} vestibular={vestibular} />

        {!readOnly && (
          <section className="clinical-subform" aria-label={U.searchTreatment}>
            <TextField
              label={U.searchTreatment}
              value={search}
              onChange={(v) => {
                setSearch(v);
                setPicked(null);
              }}
              placeholder={U.searchPlaceholder}
              name="treatment-search"
            />
            <ul className="clinical-picklist" aria-label={U.searchTreatment}>
              {matches.map((t) => (
                <li key={t.id}>
                  <button
                    type="button"
                    className={`clinical-picklist__item${picked?.id === t.id ? ' clinical-picklist__item--on' : ''}`}
                    onClick={() => setPicked(t)}
                    aria-pressed={picked?.id === t.id}
                  >
                    <span className="clinical-dot" style={{ background: t.color }} />
                    <span className="clinical-picklist__name">{t.name}</span>
                    <span className="ui-muted">
                      {formatPrice(t.averagePrice)} · {t.estimatedDuration} min
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            {picked && (
              <>
                <fieldset className="clinical-face-picker">
                  <legend>{U.faces}</legend>
                  {surfacesOf(tooth.id).map((face) => (
                    <button
                      key={face}
                      type="button"
                      className="clinical-face"
                      aria-pressed={faces.includes(face)}
                      aria-label={`${faceLetter(face, vestibular)} · ${SURFACE_LABELS[face]}`}
                      title={SURFACE_LABELS[face]}
                      onClick={() => toggleFace(face)}
                    >
                      {faceLetter(face, vestibular)}
                    </button>
                  ))}
                </fieldset>
                {faces.length === 0 && <p className="ui-muted">{U.wholeTooth}</p>}
                <TextField label={U.treatmentNotes} value={treatmentNotes} onChange={setTreatmentNotes} name="treatment-notes" />
              </>
            )}
            <div className="ui-actions">
              <Button variant="ghost" size="sm" onClick={() => setCreating((c) => !c)}>
                + {U.createTreatment}
              </Button>
              <Button size="sm" onClick={addTreatment} disabled={!picked} loading={m.addToothTreatment.isPending}>
                {U.addTreatment}
              </Button>
            </div>
            {creating && (
              <NewTreatmentForm
                onCancel={() => setCreating(false)}
                onCreated={(t) => {
                  setCreating(false);
                  setSearch(t.name);
                  setPicked(t);
                }}
              />
            )}
          </section>
        )}

        <section aria-label={U.treatmentsOfTooth}>
          <h4 className="clinical-h4">{U.treatmentsOfTooth}</h4>
          <div className="clinical-counts">
            <span>
              {U.completed}: <strong>{counts.completed}</strong>
            </span>
            <span>
              {U.inProgress}: <strong>{counts.inProgress}</strong>
            </span>
            <span>
              {U.planned}: <strong>{counts.planned}</strong>
            </span>
          </div>
          {tooth.treatments.length === 0 ? (
            <p className="ui-muted">{U.noTreatments}</p>
          ) : (
            <ul className="clinical-list">
              {tooth.treatments.map((t) => (
                <li key={t.id} className="clinical-list__item" data-testid="tooth-treatment">
                  <span className="clinical-dot" style={{ background: t.treatment.color }} />
                  <div className="clinical-list__body">
                    <strong>{planItemLabel(t, vestibular)}</strong>
                    {t.notes && <span className="ui-muted"> — {t.notes}</span>}
                    {t.status === 'COMPLETED' && t.performedOn && (
                      <span className="ui-muted clinical-block">
                        {U.performed(formatDatePtBR(t.performedOn), t.performedByName)}
                      </span>
                    )}
                  </div>
                  {readOnly || nextStatuses(t.status).length === 0 ? (
                    <Badge tone={TONE[t.status]}>{TOOTH_TREATMENT_STATUS_LABELS[t.status]}</Badge>
                  ) : (
                    <SelectField
                      label={<span className="ui-sr-only">{U.changeStatus}</span>}
                      value={t.status}
                      onChange={(v) => changeStatus(t.id, v)}
                      options={statusOptions(t.status)}
                      className="clinical-status-select"
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>

        <ProcedureForm clientId={clientId} tooth={tooth} readOnly={readOnly} />
      </div>
    </Modal>
  );
}

const formatPrice = (reais: number) => reais.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
