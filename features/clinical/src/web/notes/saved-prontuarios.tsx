import { Button } from '@agenda/ui';
import type { ClinicalNoteData } from '../../shared/notes.ts';
import { CLINICAL_UI as U } from '../../shared/texts.ts';
import type { MedicalRecordData } from '../../shared/records.ts';
import { clinicalRecord } from '../records/clinical-record.ts';
import { EntryStatus, entryActions } from '../records/entry-status.tsx';
import { EntryView } from '../records/entry-view.tsx';
import { Versions } from '../records/versions.tsx';
import { NoteSummary } from './note-summary.tsx';

export const savedOn = (note: ClinicalNoteData) => new Date(note.createdAt).toLocaleString('pt-BR');

export interface SavedProntuariosProps {
  notes: readonly ClinicalNoteData[];
  /** The Prontuário Médico's entries: the same clinical record, edited in its own tab. */
  entries: readonly MedicalRecordData[];
  /** The one open in the form above, if any. */
  editingId: string | null;
  /** Absent when read-only. */
  onEdit?: (note: ClinicalNoteData) => void;
  onRemove?: (note: ClinicalNoteData) => void;
  onFinalize?: (note: ClinicalNoteData) => void;
  onAmend?: (note: ClinicalNoteData) => void;
}

/**
 * The client's clinical record, newest first: the saved prontuários, each with its earlier versions and,
 * when editable, its actions, among the Prontuário Médico's entries.
 */
export function SavedProntuarios({ notes, entries, editingId, onEdit, onRemove, onFinalize, onAmend }: SavedProntuariosProps) {
  const items = clinicalRecord(entries, notes);
  if (items.length === 0) return null;
  const what = U.prontuario.toLowerCase();
  return (
    <section aria-label={U.prontuario} className="clinical-earlier">
      <h4 className="clinical-h4">{U.historico}</h4>
      <ul className="clinical-list">
        {items.map((item) => {
          if (item.kind === 'entry') return <EntryView key={item.entry.id} entry={item.entry} />;
          const n = item.note;
          const can = entryActions(n);
          return (
            <li
              key={n.id}
              className="clinical-list__item clinical-list__item--note"
              data-testid="prontuario-note"
              aria-current={n.id === editingId || undefined}
            >
              <div className="clinical-list__body">
                <NoteSummary note={n} />
                <EntryStatus entry={n} />
                <Versions versions={n.versions} />
              </div>
              {onAmend && can.amendable && (
                <Button variant="ghost" size="sm" onClick={() => onAmend(n)}>
                  {U.newVersion}
                </Button>
              )}
              {onEdit && onRemove && can.draft && (
                <span className="ui-row">
                  <Button variant="ghost" size="sm" onClick={() => onEdit(n)} aria-label={U.editNote(what, savedOn(n))}>
                    {U.edit}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => onRemove(n)} aria-label={U.deleteNote(what, savedOn(n))}>
                    {U.delete}
                  </Button>
                  {onFinalize && (
                    <Button variant="secondary" size="sm" onClick={() => onFinalize(n)}>
                      {U.finalize}
                    </Button>
                  )}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
