import type { ClientTabSlotProps } from '@agenda/clients/manifest';
import '../clinical.css';
import { NoteForm } from './note-form.tsx';

/**
 * A business type's 'Anamnese' tab: the patient's one anamnesis, the same record the clinical
 * module's Anamnese shows (decision 021).
 */
export function AnamnesisTab({ clientId, readOnly = false }: ClientTabSlotProps) {
  return (
    <div className="clinical-panel">
      <NoteForm clientId={clientId} type="ANAMNESE" readOnly={readOnly} />
    </div>
  );
}
