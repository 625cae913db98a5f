import type { ClientTabSlotProps } from '@agenda/clients/manifest';
import { LoadingText, SelectField, toast, useMay } from '@agenda/ui';
import { errorMessage } from '@agenda/api-client/trpc';
import { CLINICAL_SETTINGS_TEXTS as CS, VESTIBULAR_LETTERS, type VestibularLetter } from '../../shared/clinical-settings.ts';
import { useState } from 'react';
import { CLINICAL_UI as U } from '../../shared/texts.ts';
import { useClinicalMutations, useClinicalSettings, useOdontogram, useToothTreatments } from '../hooks.ts';
import { Arches, Legend } from './arches.tsx';
import { DentitionSwitch } from './dentition-switch.tsx';
import { InitialSituation } from './initial-situation.tsx';
import { ToothModal } from './tooth-modal.tsx';
import { TreatmentPlan } from './treatment-plan.tsx';
import { AlteredOutside } from '../records/altered-outside.tsx';
import '../clinical.css';

/** 'Odontograma Profissional': the two arches, the legend, the tooth modal and the treatment plan. */
export function OdontogramTab({
  clientId,
  clientName,
  readOnly = false,
}: Pick<ClientTabSlotProps, 'clientId' | 'clientName' | 'readOnly'>) {
  const chart = useOdontogram(clientId);
  const toothTreatments = useToothTreatments(clientId);
  const [selected, setSelected] = useState<number | null>(null);
  const tooth = chart.data?.teeth.find((t) => t.id === selected);
  const vestibular = useClinicalSettings().data?.vestibularLetter ?? 'V';

  return (
    <div className="clinical-panel">
      <div className="ui-row ui-row--between">
        <h3 className="clinical-h3">🦷 {U.odontogramTitle}</h3>
        {readOnly && <span className="clinical-readonly">{U.readOnly}</span>}
      </div>
      {chart.isPending ? (
        <LoadingText />
      ) : chart.isError ? (
        <p className="ui-error">{U.loadFailed}</p>
      ) : (
        <>
          {chart.data.alteredTeeth.length > 0 && (
            <AlteredOutside detail={U.alteredTeeth(chart.data.alteredTeeth)} testId="odontogram-altered" />
          )}
          <DentitionSwitch
            clientId={clientId}
            dentition={chart.data.dentition}
            byAge={chart.data.dentitionByAge}
            readOnly={readOnly}
          />
          <Arches
            teeth={chart.data.teeth}
            dentition={chart.data.dentition}
            onSelect={(t) => setSelected(t.id)}
            selected={selected}
            vestibular={vestibular}
          />
          <Legend deciduous={chart.data.dentition !== 'permanent'} />
          <VestibularPreference value={vestibular} />
          <InitialSituation clientId={clientId} teeth={chart.data.teeth} readOnly={readOnly} />
        </>
      )}
      <TreatmentPlan clientId={clientId} clientName={clientName} toothTreatments={toothTreatments.data ?? []} />
      {tooth && <ToothModal clientId={clientId} tooth={tooth} readOnly={readOnly} onClose={() => setSelected(null)} />}
    </div>
  );
}

/** The clinic's letter for the vestibular face: the owner changes it, everyone else sees the chart follow it. */
function VestibularPreference({ value }: { value: VestibularLetter }) {
  const may = useMay();
  const m = useClinicalMutations();
  if (!may('company')) return null;
  async function save(next: string) {
    try {
      await m.saveSettings.mutateAsync({ vestibularLetter: next as VestibularLetter });
      toast.success(CS.saved);
    } catch (error) {
      toast.error(errorMessage(error, CS.invalidLetter));
    }
  }
  return (
    <div className="clinical-vestibular">
      <SelectField
        label={CS.label}
        value={value}
        onChange={save}
        options={VESTIBULAR_LETTERS.map((l) => ({ value: l, label: CS.options[l] }))}
        name="vestibular-letter"
      />
    </div>
  );
}
