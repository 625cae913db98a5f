import { errorMessage } from '@agenda/trpc/client';
import { Button, SelectField, TextAreaField, TextField, toast } from '@agenda/ui';
import { useState } from 'react';
import { PROCEDURE_LABELS, PROCEDURE_TYPES, type ProcedureType } from '../../shared/notes.ts';
import { CLINICAL_TEXTS as T, CLINICAL_UI as U } from '../../shared/texts.ts';
import type { ToothData } from '../../shared/treatments.ts';
import { useClinicalMutations } from '../hooks.ts';

const OPTIONS = PROCEDURE_TYPES.map((p) => ({ value: p, label: PROCEDURE_LABELS[p] }));

/** The tooth's procedures and a form recording a new one (an ODONTOGRAM_ENTRY note). */
export function ProcedureForm({ clientId, tooth, readOnly }: { clientId: string; tooth: ToothData; readOnly: boolean }) {
  const { createNote } = useClinicalMutations();
  const [type, setType] = useState('');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function save() {
    if (!type || !description.trim()) return setError(T.procedureRequired);
    setError(null);
    try {
      await createNote.mutateAsync({
        clientId,
        type: 'ODONTOGRAM_ENTRY',
        title: title || null,
        content: description,
        meta: { tooth: tooth.id, procedureType: type as ProcedureType },
      });
      toast.success(U.procedureSaved);
      setType('');
      setTitle('');
      setDescription('');
    } catch (e) {
      setError(errorMessage(e, T.saveProcedureFailed));
    }
  }

  return (
    <section aria-label={U.procedures}>
      <h4 className="clinical-h4">{U.procedures}</h4>
      {tooth.procedures.length > 0 && (
        <ul className="clinical-list">
          {tooth.procedures.map((p) => (
            <li key={p.id} className="clinical-list__item">
              <div className="clinical-list__body">
                <strong>{p.title}</strong>
                <span className="ui-muted"> · {new Date(p.createdAt).toLocaleDateString('pt-BR')}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <div className="clinical-subform">
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
            <Button size="sm" variant="secondary" onClick={save} loading={createNote.isPending}>
              {U.saveProcedure}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
