import { formatDatePtBR } from '@agenda/br';
import { ANAMNESE_FIELDS, type ClinicalNoteData, type NoteContent, PRONTUARIO_FIELDS } from '../../shared/notes.ts';
import { CLINICAL_UI as U } from '../../shared/texts.ts';

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
