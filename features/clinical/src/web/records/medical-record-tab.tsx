import { formatDatePtBR, nowInTimeZone } from '@agenda/br';
import { errorMessage } from '@agenda/trpc/client';
import { Button, type ClientTabSlotProps, LoadingText, toast } from '@agenda/ui';
import { useState } from 'react';
import { type MedicalRecordData, RECORD_TYPE_COLORS, RECORD_TYPE_LABELS } from '../../shared/records.ts';
import { CLINICAL_TEXTS as T, CLINICAL_UI as U } from '../../shared/texts.ts';
import { useClinicalMutations, useRecords } from '../hooks.ts';
import { EntryFields, type EntryValues, emptyEntry, entryValues } from './entry-form.tsx';
import { RemoveModal } from './remove-modal.tsx';
import { Versions } from './versions.tsx';
import '../clinical.css';

type Editing = { id: string | null; values: EntryValues } | null;

/** 'Prontuário Médico': the timeline of entries (coloured by type) and the new-entry form. */
export function MedicalRecordTab({ clientId, readOnly = false }: Pick<ClientTabSlotProps, 'clientId' | 'readOnly'>) {
  const entries = useRecords(clientId);
  const m = useClinicalMutations();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<MedicalRecordData | null>(null);

  function startNew() {
    const now = nowInTimeZone();
    setEditing({ id: null, values: emptyEntry(now.date, now.time, '') });
  }

  async function save() {
    if (!editing) return;
    const v = editing.values;
    if (!v.title.trim() || !v.description.trim()) return void toast.warning(T.recordRequired);
    const body = { clientId, ...v, professionalName: v.professionalName || null };
    try {
      if (editing.id) await m.updateRecord.mutateAsync({ ...body, id: editing.id });
      else await m.createRecord.mutateAsync(body);
      toast.success(T.recordSaved);
      setEditing(null);
    } catch (error) {
      toast.error(errorMessage(error, T.connectionError));
    }
  }

  async function remove(entry: MedicalRecordData, reason: string) {
    try {
      await m.removeRecord.mutateAsync({ clientId, id: entry.id, reason });
      toast.success(T.recordDeleted);
      setRemoving(null);
    } catch (error) {
      toast.error(errorMessage(error, T.connectionError));
      throw error;
    }
  }

  return (
    <div className="clinical-panel">
      <div className="ui-row ui-row--between">
        <h3 className="clinical-h3">📋 {U.recordTitle}</h3>
        {readOnly ? (
          <span className="clinical-readonly">{U.readOnly}</span>
        ) : (
          !editing && (
            <Button size="sm" onClick={startNew}>
              + {U.newEntry}
            </Button>
          )
        )}
      </div>
      {editing && (
        <section className="clinical-subform" aria-label={U.newEntry}>
          <EntryFields values={editing.values} onChange={(values) => setEditing({ ...editing, values })} />
          <div className="ui-actions">
            <Button variant="secondary" size="sm" onClick={() => setEditing(null)}>
              {U.cancel}
            </Button>
            <Button size="sm" onClick={save} loading={m.createRecord.isPending || m.updateRecord.isPending}>
              {U.save}
            </Button>
          </div>
        </section>
      )}
      {entries.isPending ? (
        <LoadingText />
      ) : entries.isError ? (
        <p className="ui-error">{U.loadFailed}</p>
      ) : entries.data.length === 0 ? (
        <p className="ui-muted">{U.noEntries}</p>
      ) : (
        <ol className="clinical-timeline">
          {entries.data.map((e) => (
            <li
              key={e.id}
              className={`clinical-timeline__item clinical-timeline__item--${e.type}`}
              style={{ borderLeftColor: RECORD_TYPE_COLORS[e.type] }}
              data-testid="record-entry"
            >
              <span className="clinical-timeline__dot" style={{ background: RECORD_TYPE_COLORS[e.type] }} />
              <div className="ui-row ui-row--between">
                <div>
                  <span className="clinical-chip" style={{ background: RECORD_TYPE_COLORS[e.type] }}>
                    {RECORD_TYPE_LABELS[e.type]}
                  </span>{' '}
                  <strong>{e.title}</strong>
                </div>
                <span className="ui-muted">
                  {formatDatePtBR(e.date)} {e.time}
                </span>
              </div>
              <p className="clinical-pre">{e.description}</p>
              {e.diagnosis && (
                <p>
                  <strong>{U.diagnosis}:</strong> {e.diagnosis}
                </p>
              )}
              {e.treatment && (
                <p>
                  <strong>{U.treatment}:</strong> {e.treatment}
                </p>
              )}
              {e.medications && (
                <p>
                  <strong>{U.medications}:</strong> {e.medications}
                </p>
              )}
              {e.nextAppointment && (
                <p>
                  <strong>{U.nextAppointment}:</strong> {formatDatePtBR(e.nextAppointment)}
                </p>
              )}
              <div className="ui-row ui-row--between">
                <span className="ui-muted">
                  {U.professional}: {e.professionalName}
                </span>
                {!readOnly && (
                  <span className="ui-row">
                    <Button variant="ghost" size="sm" onClick={() => setEditing({ id: e.id, values: entryValues(e) })}>
                      {U.edit}
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setRemoving(e)}>
                      {U.delete}
                    </Button>
                  </span>
                )}
              </div>
              <Versions versions={e.versions} />
            </li>
          ))}
        </ol>
      )}
      {removing && (
        <RemoveModal
          title={U.deleteEntryTitle}
          question={T.deleteRecordConfirm}
          busy={m.removeRecord.isPending}
          onRemove={(reason) => remove(removing, reason)}
          onClose={() => setRemoving(null)}
        />
      )}
    </div>
  );
}
