import type { ClientTabSlotProps } from '@agenda/clients/manifest';
import { TabPanel, Tabs } from '@agenda/ui';
import { useState } from 'react';
import { CLINICAL_UI as U } from '../shared/texts.ts';
import { ClinicalHistory } from './notes/history.tsx';
import { NoteForm } from './notes/note-form.tsx';
import { OdontogramTab } from './odontogram/odontogram-tab.tsx';
import { PerioTab } from './perio/perio-tab.tsx';
import './clinical.css';

type ModuleTab = 'anamnese' | 'prontuario' | 'odontograma' | 'periograma' | 'historico';

/**
 * §2.4 Clinical module: Anamnese, Prontuário, Odontograma, Periograma, Histórico. Tied to an appointment,
 * Anamnese and Histórico are hidden and the Prontuário saved is linked to the appointment. Read-only
 * (a cancelled appointment's detail), every tab shows what is saved and offers no change.
 */
export function ClinicalModule({ clientId, clientName, tab, appointmentId, readOnly = false }: ClientTabSlotProps) {
  const tied = Boolean(appointmentId);
  const tabs = [
    ...(tied ? [] : [{ id: 'anamnese', label: U.anamnese, icon: '📝' }]),
    { id: 'prontuario', label: U.prontuario, icon: '🩺' },
    { id: 'odontograma', label: U.odontograma, icon: '🦷' },
    ...(tied ? [] : [{ id: 'periograma', label: U.periograma, icon: '📏' }]),
    ...(tied ? [] : [{ id: 'historico', label: U.historico, icon: '🕘' }]),
  ];
  const [active, setActive] = useState<ModuleTab>(tied ? 'prontuario' : 'anamnese');
  const prefix = `clinical-${tab.id}`;
  return (
    <div className="clinical-panel">
      {readOnly && <span className="clinical-readonly clinical-readonly--module">{U.readOnly}</span>}
      <Tabs tabs={tabs} active={active} onChange={(id) => setActive(id as ModuleTab)} idPrefix={prefix} ariaLabel={tab.name} />
      {!tied && (
        <TabPanel id="anamnese" active={active} idPrefix={prefix}>
          <NoteForm clientId={clientId} type="ANAMNESE" readOnly={readOnly} />
        </TabPanel>
      )}
      <TabPanel id="prontuario" active={active} idPrefix={prefix}>
        <NoteForm clientId={clientId} type="PRONTUARIO" appointmentId={appointmentId} readOnly={readOnly} />
      </TabPanel>
      <TabPanel id="odontograma" active={active} idPrefix={prefix}>
        {active === 'odontograma' && <OdontogramTab clientId={clientId} clientName={clientName} readOnly={readOnly} />}
      </TabPanel>
      {!tied && (
        <TabPanel id="periograma" active={active} idPrefix={prefix}>
          {active === 'periograma' && <PerioTab clientId={clientId} readOnly={readOnly} />}
        </TabPanel>
      )}
      {!tied && (
        <TabPanel id="historico" active={active} idPrefix={prefix}>
          {active === 'historico' && <ClinicalHistory clientId={clientId} />}
        </TabPanel>
      )}
    </div>
  );
}
