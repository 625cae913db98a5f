import { nowInTimeZone } from '@agenda/br';
import { errorMessage } from '@agenda/api-client/trpc';
import type { ClientTabSlotProps } from '@agenda/clients/manifest';
import { Button, LoadingText, toast, useConfirm } from '@agenda/ui';
import { useState } from 'react';
import type { MedicalRecordData } from '../../shared/records.ts';
import { CLINICAL_TEXTS as T, CLINICAL_UI as U } from '../../shared/texts.ts';
import { NoteSummary } from '../notes/note-summary.tsx';
import { useClinicalMutations, useNotes, useRecords } from '../hooks.ts';
import { clinicalRecord } from './clinical-record.ts';
import { EntryStatus } from './entry-status.tsx';
import { EntryView } from './entry-view.tsx';
import { EntryFields, type EntryValues, emptyEntry, entryValues } from './entry-form.tsx';
import { RemoveModal } from './remove-modal.tsx';
import { Versions } from './versions.tsx';
import '../clinical.css';

/** The form's entry: a new one (no id), an edit of a draft, or a new version of a finalised one. */
type Editing = { id: string | null; values: EntryValues; amends?: boolean } | null;

/** 'Prontuário Médico': the timeline of entries (coloured by type) and the new-entry form. */
export function MedicalRecordTab({ clientId, readOnly = false }: Pick<ClientTabSlotProps, 'clientId' | 'readOnly'>) {
  const entries = useRecords(clientId);
  const visits = useNotes(clientId, 'PRONTUARIO');
  const m = useClinicalMutations();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<MedicalRecordData | null>(null);
  const confirm = useConfirm();

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
      if (editing.id && editing.amends) await m.amendRecord.mutateAsync({ ...body, id: editing.id });
      else if (editing.id) await m.updateRecord.mutateAsync({ ...body, id: editing.id });
      else await m.createRecord.mutateAsync(body);
      toast.success(editing.amends ? T.versionSaved : T.recordSaved);
      setEditing(null);
    } catch (error) {
      toast.error(errorMessage(error, T.connectionError));
    }
  }

  async function finalize(entry: MedicalRecordData) {
    const yes = await confirm({ title: U.finalizeTitle, message: U.finalizeQuestion, type: 'warning', confirmLabel: U.finalize });
    if (!yes) return;
    try {
      await m.finalizeRecord.mutateAsync({ clientId, id: entry.id });
      toast.success(T.finalized);
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
        <section className="clinical-subform" aria-label={editing.amends ? U.newVersion : U.newEntry}>
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
      ) : entries.data.length === 0 && !visits.data?.length ? (
        <p className="ui-muted">{U.noEntries}</p>
      ) : (
        <ol className="clinical-timeline">
          {clinicalRecord(entries.data, visits.data ?? []).map((item) =>
            item.kind === 'entry' ? (
              <EntryView
                key={item.entry.id}
                entry={item.entry}
                onEdit={readOnly ? undefined : (e) => setEditing({ id: e.id, values: entryValues(e) })}
                onRemove={readOnly ? undefined : setRemoving}
                onFinalize={readOnly ? undefined : finalize}
                onAmend={readOnly ? undefined : (e) => setEditing({ id: e.id, values: entryValues(e), amends: true })}
              />
            ) : (
              <li
                key={item.note.id}
                className="clinical-timeline__item clinical-timeline__item--visit"
                data-testid="record-visit"
              >
                <span className="clinical-timeline__dot clinical-timeline__dot--visit" />
                <span className="clinical-chip clinical-chip--note">{U.fromVisit}</span>
                <NoteSummary note={item.note} />
                <EntryStatus entry={item.note} />
                <Versions versions={item.note.versions} />
              </li>
            ),
          )}
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
