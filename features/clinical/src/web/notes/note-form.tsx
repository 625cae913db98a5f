import { formatDatePtBR, nowInTimeZone } from '@agenda/br';
import { errorMessage } from '@agenda/trpc/client';
import { Button, DateField, LoadingText, TextAreaField, TextField, toast } from '@agenda/ui';
import { useEffect, useState } from 'react';
import { ANAMNESE_FIELDS, type ClinicalNoteData, type NoteContent, PRONTUARIO_FIELDS } from '../../shared/notes.ts';
import { CLINICAL_TEXTS as T, CLINICAL_UI as U } from '../../shared/texts.ts';
import { useClinicalMutations, useNotes } from '../hooks.ts';

const SHORT = new Set(['pressaoArterial', 'temperatura', 'peso', 'altura']);
const FORMS = {
  ANAMNESE: {
    fields: ANAMNESE_FIELDS,
    submit: U.saveAnamnese,
    ok: T.anamneseSaved,
    failed: T.saveAnamneseFailed,
    title: U.anamnese,
  },
  PRONTUARIO: {
    fields: PRONTUARIO_FIELDS,
    submit: U.saveProntuario,
    ok: T.prontuarioSaved,
    failed: T.saveProntuarioFailed,
    title: U.prontuario,
  },
} as const;

export interface NoteFormProps {
  clientId: string;
  type: keyof typeof FORMS;
  /** A Prontuário saved here is tied to this appointment. */
  appointmentId?: string;
  readOnly?: boolean;
}

const contentOf = (note: ClinicalNoteData | undefined): NoteContent =>
  note && typeof note.content === 'object' ? note.content : {};

/**
 * §3.7 Anamnese or Prontuário form. The Anamnese opens with the latest one saved (each save is a new
 * record, so earlier anamneses stay); a Prontuário opens blank with today's date.
 */
export function NoteForm({ clientId, type, appointmentId, readOnly = false }: NoteFormProps) {
  const form = FORMS[type];
  const notes = useNotes(clientId, type);
  const m = useClinicalMutations();
  const latest = notes.data?.[0];
  const blank = (): NoteContent => (type === 'PRONTUARIO' ? { dataConsulta: nowInTimeZone().date } : {});
  const [values, setValues] = useState<NoteContent>(blank);
  const [loadedFrom, setLoadedFrom] = useState<string | null>(null);

  useEffect(() => {
    if (type === 'ANAMNESE' && latest && loadedFrom !== latest.id) {
      setValues(contentOf(latest));
      setLoadedFrom(latest.id);
    }
  }, [type, latest, loadedFrom]);

  async function save() {
    const content = Object.fromEntries(form.fields.map(([key]) => [key, (values[key] ?? '').trim()]));
    try {
      if (appointmentId && type === 'PRONTUARIO') {
        await m.createAppointmentNote.mutateAsync({ appointmentId, type: 'PRONTUARIO', title: form.title, content });
      } else {
        await m.createNote.mutateAsync({ clientId, type, title: form.title, content, appointmentId: appointmentId ?? null });
      }
      toast.success(form.ok);
      if (type === 'PRONTUARIO') setValues(blank());
    } catch (error) {
      toast.error(errorMessage(error, form.failed));
    }
  }

  if (notes.isPending) return <LoadingText />;
  const set = (key: string) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const view = readOnly && type === 'ANAMNESE' ? contentOf(latest) : values;
  return (
    <form
      className="clinical-note-form"
      aria-label={form.title}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {latest && (
        <p className="ui-muted">{U.lastSaved(new Date(latest.createdAt).toLocaleString('pt-BR'), latest.createdByName)}</p>
      )}
      {appointmentId && type === 'PRONTUARIO' && <p className="clinical-hint">{U.linkedToAppointment}</p>}
      <div className="clinical-grid">
        {form.fields.map(([key, label]) =>
          key === 'dataConsulta' ? (
            <DateField key={key} label={label} value={view[key] ?? ''} onChange={set(key)} disabled={readOnly} name={key} />
          ) : SHORT.has(key) ? (
            <TextField key={key} label={label} value={view[key] ?? ''} onChange={set(key)} disabled={readOnly} name={key} />
          ) : (
            <TextAreaField
              key={key}
              label={label}
              value={view[key] ?? ''}
              onChange={set(key)}
              rows={2}
              disabled={readOnly}
              name={key}
              className="ui-span-all"
            />
          ),
        )}
      </div>
      {!readOnly && (
        <div className="ui-actions">
          <Button type="submit" loading={m.createNote.isPending || m.createAppointmentNote.isPending}>
            {form.submit}
          </Button>
        </div>
      )}
      {type === 'PRONTUARIO' && <EarlierProntuarios notes={notes.data ?? []} />}
    </form>
  );
}

function EarlierProntuarios({ notes }: { notes: readonly ClinicalNoteData[] }) {
  if (notes.length === 0) return null;
  return (
    <section aria-label={U.prontuario} className="clinical-earlier">
      <h4 className="clinical-h4">{U.historico}</h4>
      <ul className="clinical-list">
        {notes.map((n) => (
          <li key={n.id} className="clinical-list__item" data-testid="prontuario-note">
            <NoteSummary note={n} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const FIELDS_OF = { ANAMNESE: ANAMNESE_FIELDS, PRONTUARIO: PRONTUARIO_FIELDS } as const;

/** A note's filled-in fields, labelled, in the form's order (then any others). */
function filledFields(note: ClinicalNoteData, content: NoteContent): [string, string, string][] {
  const known: readonly (readonly [string, string])[] =
    note.type === 'ANAMNESE' || note.type === 'PRONTUARIO' ? FIELDS_OF[note.type] : [];
  const labels = new Map<string, string>(known.map(([k, l]) => [k, l]));
  const order = [...known.map(([k]) => k), ...Object.keys(content).filter((k) => !labels.has(k))];
  return order
    .filter((k) => content[k])
    .map((k) => [k, labels.get(k) ?? k, k === 'dataConsulta' ? formatDatePtBR(content[k] ?? '') : (content[k] ?? '')]);
}

/** A note as the history and the earlier prontuários show it. */
export function NoteSummary({ note }: { note: ClinicalNoteData }) {
  const content = note.content;
  return (
    <div className="clinical-list__body">
      <strong>{note.title}</strong>{' '}
      <span className="ui-muted">
        · {new Date(note.createdAt).toLocaleString('pt-BR')}
        {note.createdByName ? ` · ${note.createdByName}` : ''}
        {note.appointment ? ` · ${U.appointment} ${formatDatePtBR(note.appointment.date)} ${note.appointment.startTime}` : ''}
      </span>
      {typeof content === 'string' ? (
        <p className="clinical-pre">{content}</p>
      ) : (
        <dl className="clinical-dl">
          {filledFields(note, content).map(([k, label, value]) => (
            <div key={k}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
