import { ANAMNESE_FIELDS, PROCEDURE_LABELS, PRONTUARIO_FIELDS, type RecordVersion } from '../../shared/notes.ts';
import { RECORD_TYPE_LABELS } from '../../shared/records.ts';
import { CLINICAL_UI as U } from '../../shared/texts.ts';

/** The pt-BR name of each field an earlier version may hold (record entries, notes and their content). */
const FIELD_LABELS: Record<string, string> = {
  ...Object.fromEntries([...ANAMNESE_FIELDS, ...PRONTUARIO_FIELDS]),
  date: U.date,
  time: U.time,
  type: U.entryType,
  title: U.entryTitle,
  description: U.entryDescription,
  diagnosis: U.diagnosis,
  treatment: U.treatment,
  medications: U.medications,
  nextAppointment: U.nextAppointment,
  professionalName: U.professional,
  content: U.entryDescription,
  tooth: U.toothCol,
  procedureType: U.procedureType,
};
const labelOf = (field: string) => FIELD_LABELS[field] ?? field;

/** Coded values (an entry's type, a procedure's type) by their labels. */
const VALUE_LABELS: Record<string, Record<string, string>> = { type: RECORD_TYPE_LABELS, procedureType: PROCEDURE_LABELS };

/**
 * The earlier values as labelled lines. A note's content (a form's fields) is opened into its fields,
 * blank ones left out.
 */
function linesOf(data: Record<string, unknown>): [string, string][] {
  return Object.entries(data).flatMap(([field, value]): [string, string][] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value as Record<string, unknown>)
          .filter(([, v]) => v)
          .map(([k, v]) => [labelOf(k), String(v)])
      : [[labelOf(field), VALUE_LABELS[field]?.[String(value)] ?? String(value ?? '—')]],
  );
}

/** 'editado' and, on demand, what the record said before each edit. */
export function Versions({ versions }: { versions: readonly RecordVersion[] }) {
  if (versions.length === 0) return null;
  return (
    <details className="clinical-versions">
      <summary>{U.edited}</summary>
      <ul>
        {[...versions].reverse().map((v) => (
          <li key={v.editedAt}>
            <span className="ui-muted">{U.earlierVersion(v.editedByName, new Date(v.editedAt).toLocaleString('pt-BR'))}</span>
            {linesOf(v.data).map(([label, value], i) => (
              <div key={`${i}-${label}`} className="clinical-versions__field">
                <strong>{label}</strong>: <s>{value}</s>
              </div>
            ))}
          </li>
        ))}
      </ul>
    </details>
  );
}
