import { nowInTimeZone } from '@agenda/br';
import { errorMessage } from '@agenda/api-client/trpc';
import { Button, DateField, LoadingText, TextAreaField, TextField, toast, useConfirm } from '@agenda/ui';
import { useRef, useState } from 'react';
import { ANAMNESE_FIELDS, type ClinicalNoteData, type NoteContent, PRONTUARIO_FIELDS } from '../../shared/notes.ts';
import { CLINICAL_TEXTS as T, CLINICAL_UI as U } from '../../shared/texts.ts';
import { useClinicalMutations, useNotes, useRecords } from '../hooks.ts';
import { RemoveModal } from '../records/remove-modal.tsx';
import { Versions } from '../records/versions.tsx';
import { SavedProntuarios, savedOn } from './saved-prontuarios.tsx';

const SHORT = new Set(['pressaoArterial', 'temperatura', 'peso', 'altura']);
const FORMS = {
  ANAMNESE: {
    fields: ANAMNESE_FIELDS,
    submit: U.saveAnamnese,
    ok: T.anamneseSaved,
    failed: T.saveAnamneseFailed,
    title: U.anamnese,
    removeTitle: U.deleteAnamneseTitle,
    removeQuestion: T.deleteAnamneseConfirm,
    removed: T.anamneseDeleted,
    removeFailed: T.deleteAnamneseFailed,
  },
  PRONTUARIO: {
    fields: PRONTUARIO_FIELDS,
    submit: U.saveProntuario,
    ok: T.prontuarioSaved,
    failed: T.saveProntuarioFailed,
    title: U.prontuario,
    removeTitle: U.deleteProntuarioTitle,
    removeQuestion: T.deleteProntuarioConfirm,
    removed: T.prontuarioDeleted,
    removeFailed: T.deleteProntuarioFailed,
  },
} as const;

export interface NoteFormProps {
  clientId: string;
  type: keyof typeof FORMS;
  /** A Prontuário saved here is tied to this appointment. */
  appointmentId?: string;
  /** Only looked at: the saved notes are shown, nothing can be written, edited or deleted. */
  readOnly?: boolean;
}

const contentOf = (note: ClinicalNoteData | undefined): NoteContent =>
  note && typeof note.content === 'object' ? note.content : {};

/**
 * §3.7 Anamnese or Prontuário. The client's anamnese, once saved, is shown as it is, with 'Editar' and
 * 'Excluir'; a Prontuário form opens blank with today's date (one per visit), the saved ones listed
 * below with the same actions. Records are kept (Lei 13.787/2018): an edit keeps the earlier values as
 * a version and a delete hides the note with its reason, both logged in the client's accesses.
 */
export function NoteForm({ clientId, type, appointmentId, readOnly = false }: NoteFormProps) {
  const form = FORMS[type];
  const notes = useNotes(clientId, type);
  // The Prontuário shows the whole clinical record: the Prontuário Médico's entries too.
  const records = useRecords(clientId, type === 'PRONTUARIO');
  const m = useClinicalMutations();
  const formRef = useRef<HTMLFormElement>(null);
  const blank = (): NoteContent => (type === 'PRONTUARIO' ? { dataConsulta: nowInTimeZone().date } : {});
  const [values, setValues] = useState<NoteContent>(blank);
  const [editing, setEditing] = useState<ClinicalNoteData | null>(null);
  const [removing, setRemoving] = useState<ClinicalNoteData | null>(null);
  /** The form writes a new version of the finalised note in `editing` rather than editing it. */
  const [amending, setAmending] = useState(false);
  const confirm = useConfirm();

  const latest = notes.data?.[0];
  const anamnese = type === 'ANAMNESE' ? latest : undefined;
  /** A saved anamnese is looked at until 'Editar'; read-only shows it the same way. */
  const viewing = Boolean(anamnese) && editing?.id !== anamnese?.id;

  function startEditing(note: ClinicalNoteData, asNewVersion = false) {
    setEditing(note);
    setAmending(asNewVersion);
    setValues(contentOf(note));
    formRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }
  function stopEditing() {
    setEditing(null);
    setAmending(false);
    setValues(blank());
  }

  async function save() {
    const content = Object.fromEntries(form.fields.map(([key]) => [key, (values[key] ?? '').trim()]));
    try {
      if (editing && amending) {
        await m.amendNote.mutateAsync({ clientId, id: editing.id, title: editing.title, content });
      } else if (editing) {
        await m.updateNote.mutateAsync({ clientId, id: editing.id, title: editing.title, content });
      } else if (appointmentId && type === 'PRONTUARIO') {
        await m.createAppointmentNote.mutateAsync({ appointmentId, type: 'PRONTUARIO', title: form.title, content });
      } else {
        await m.createNote.mutateAsync({ clientId, type, title: form.title, content, appointmentId: appointmentId ?? null });
      }
      toast.success(form.ok);
      stopEditing();
    } catch (error) {
      toast.error(errorMessage(error, form.failed));
    }
  }

  async function finalize(note: ClinicalNoteData) {
    const yes = await confirm({ title: U.finalizeTitle, message: U.finalizeQuestion, type: 'warning', confirmLabel: U.finalize });
    if (!yes) return;
    try {
      await m.finalizeNote.mutateAsync({ clientId, id: note.id });
      toast.success(T.finalized);
    } catch (error) {
      toast.error(errorMessage(error, form.failed));
    }
  }

  async function remove(note: ClinicalNoteData, reason: string) {
    try {
      await m.removeNote.mutateAsync({ clientId, id: note.id, reason });
      toast.success(form.removed);
      setRemoving(null);
      if (editing?.id === note.id) stopEditing();
    } catch (error) {
      toast.error(errorMessage(error, form.removeFailed));
      throw error;
    }
  }

  if (notes.isPending) return <LoadingText />;
  const set = (key: string) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const locked = readOnly || viewing;
  const shown = viewing || (readOnly && anamnese) ? contentOf(anamnese) : values;
  // A read-only Prontuário has nothing to fill in: only the saved ones are shown.
  const withFields = !(readOnly && type === 'PRONTUARIO');
  const busy = m.createNote.isPending || m.createAppointmentNote.isPending || m.updateNote.isPending || m.amendNote.isPending;
  return (
    <>
      <form
        ref={formRef}
        className="clinical-note-form"
        aria-label={form.title}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {latest && <p className="ui-muted">{U.lastSaved(savedOn(latest), latest.createdByName)}</p>}
        {appointmentId && type === 'PRONTUARIO' && !editing && !readOnly && (
          <p className="clinical-hint">{U.linkedToAppointment}</p>
        )}
        {editing && (
          <p className="clinical-hint" role="status">
            {amending
              ? `${U.newVersion}: ${U.editingProntuario(savedOn(editing))}`
              : type === 'ANAMNESE'
                ? U.editingAnamnese
                : U.editingProntuario(savedOn(editing))}
          </p>
        )}
        {withFields && (
          <div className="clinical-grid">
            {form.fields.map(([key, label]) =>
              key === 'dataConsulta' ? (
                <DateField key={key} label={label} value={shown[key] ?? ''} onChange={set(key)} disabled={locked} name={key} />
              ) : SHORT.has(key) ? (
                <TextField key={key} label={label} value={shown[key] ?? ''} onChange={set(key)} disabled={locked} name={key} />
              ) : (
                <TextAreaField
                  key={key}
                  label={label}
                  value={shown[key] ?? ''}
                  onChange={set(key)}
                  rows={2}
                  disabled={locked}
                  name={key}
                  className="ui-span-all"
                />
              ),
            )}
          </div>
        )}
        {anamnese && viewing && <Versions versions={anamnese.versions} />}
        {!readOnly && (
          <div className="ui-actions">
            {anamnese && viewing ? (
              <>
                <Button variant="secondary" onClick={() => startEditing(anamnese)}>
                  {U.editAnamnese}
                </Button>
                <Button variant="danger" onClick={() => setRemoving(anamnese)}>
                  {U.deleteAnamnese}
                </Button>
              </>
            ) : (
              <>
                {editing && (
                  <Button variant="secondary" onClick={stopEditing} disabled={busy}>
                    {U.cancelEdit}
                  </Button>
                )}
                <Button type="submit" loading={busy}>
                  {form.submit}
                </Button>
              </>
            )}
          </div>
        )}
        {type === 'PRONTUARIO' && (
          <SavedProntuarios
            notes={notes.data ?? []}
            entries={records.data ?? []}
            editingId={editing?.id ?? null}
            onEdit={readOnly ? undefined : startEditing}
            onRemove={readOnly ? undefined : setRemoving}
            onFinalize={readOnly ? undefined : finalize}
            onAmend={readOnly ? undefined : (note) => startEditing(note, true)}
          />
        )}
      </form>
      {removing && (
        <RemoveModal
          title={form.removeTitle}
          question={form.removeQuestion}
          busy={m.removeNote.isPending}
          onRemove={(reason) => remove(removing, reason)}
          onClose={() => setRemoving(null)}
        />
      )}
    </>
  );
}
