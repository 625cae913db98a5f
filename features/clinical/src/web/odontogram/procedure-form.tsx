import { errorMessage } from '@agenda/api-client/trpc';
import { Button, SelectField, TextAreaField, TextField, toast } from '@agenda/ui';
import { useState } from 'react';
import { PROCEDURE_LABELS, PROCEDURE_TYPES, type ProcedureType } from '../../shared/notes.ts';
import { CLINICAL_TEXTS as T, CLINICAL_UI as U } from '../../shared/texts.ts';
import type { ToothData } from '../../shared/treatments.ts';
import { useClinicalMutations } from '../hooks.ts';
import { RemoveModal } from '../records/remove-modal.tsx';

const OPTIONS = PROCEDURE_TYPES.map((p) => ({ value: p, label: PROCEDURE_LABELS[p] }));
type Procedure = ToothData['procedures'][number];
const dayOf = (p: Procedure) => new Date(p.createdAt).toLocaleDateString('pt-BR');

/**
 * The tooth's procedures and a form recording a new one (an ODONTOGRAM_ENTRY note). A saved one can be
 * edited in the same form (its earlier values kept as a version) or deleted with a reason (kept, hidden).
 */
export function ProcedureForm({ clientId, tooth, readOnly }: { clientId: string; tooth: ToothData; readOnly: boolean }) {
  const { createNote, updateNote, removeNote } = useClinicalMutations();
  const [editing, setEditing] = useState<Procedure | null>(null);
  const [removing, setRemoving] = useState<Procedure | null>(null);
  const [type, setType] = useState('');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);

  function fill(p: Procedure | null) {
    setEditing(p);
    setType(p?.type ?? '');
    setTitle(p?.title ?? '');
    setDescription(p?.description ?? '');
    setError(null);
  }

  async function save() {
    if (!type || !description.trim()) return setError(T.procedureRequired);
    setError(null);
    const fields = {
      clientId,
      title: title || null,
      content: description,
      meta: { tooth: tooth.id, procedureType: type as ProcedureType },
    };
    try {
      if (editing) await updateNote.mutateAsync({ ...fields, id: editing.id });
      else await createNote.mutateAsync({ ...fields, type: 'ODONTOGRAM_ENTRY' });
      toast.success(U.procedureSaved);
      fill(null);
    } catch (e) {
      setError(errorMessage(e, T.saveProcedureFailed));
    }
  }

  async function remove(p: Procedure, reason: string) {
    try {
      await removeNote.mutateAsync({ clientId, id: p.id, reason });
      toast.success(T.procedureDeleted);
      setRemoving(null);
      if (editing?.id === p.id) fill(null);
    } catch (e) {
      toast.error(errorMessage(e, T.deleteProcedureFailed));
      throw e;
    }
  }

  const what = U.procedureWord;
  return (
    <section aria-label={U.procedures}>
      <h4 className="clinical-h4">{U.procedures}</h4>
      {tooth.procedures.length > 0 && (
        <ul className="clinical-list">
          {tooth.procedures.map((p) => (
            <li
              key={p.id}
              className="clinical-list__item"
              data-testid="tooth-procedure"
              aria-current={p.id === editing?.id || undefined}
            >
              <div className="clinical-list__body">
                <strong>{p.title}</strong>
                <span className="ui-muted"> · {dayOf(p)}</span>
              </div>
              {!readOnly && (
                <span className="ui-row">
                  <Button variant="ghost" size="sm" onClick={() => fill(p)} aria-label={U.editNote(what, dayOf(p))}>
                    {U.edit}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setRemoving(p)} aria-label={U.deleteNote(what, dayOf(p))}>
                    {U.delete}
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <div className="clinical-subform">
          {editing && (
            <p className="clinical-hint" role="status">
              {U.editingProcedure(dayOf(editing))}
            </p>
          )}
          <div className="clinical-grid">
            <SelectField
              label={U.procedureType}
              value={type}
              onChange={setType}
              options={OPTIONS}
              placeholder={U.select}
              name="procedure-type"
            />
            <TextField label={U.procedureTitle} value={title} onChange={setTitle} name="procedure-title" />
          </div>
          <TextAreaField
            label={U.procedureDescription}
            value={description}
            onChange={setDescription}
            rows={2}
            name="procedure-description"
          />
          {error && (
            <p className="ui-error" role="alert">
              {error}
            </p>
          )}
          <div className="ui-actions">
            {editing && (
              <Button size="sm" variant="ghost" onClick={() => fill(null)}>
                {U.cancelEdit}
              </Button>
            )}
            <Button size="sm" variant="secondary" onClick={save} loading={createNote.isPending || updateNote.isPending}>
              {U.saveProcedure}
            </Button>
          </div>
        </div>
      )}
      {removing && (
        <RemoveModal
          title={U.deleteProcedureTitle}
          question={T.deleteProcedureConfirm}
          busy={removeNote.isPending}
          onRemove={(reason) => remove(removing, reason)}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
