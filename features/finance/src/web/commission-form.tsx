import { COMMISSION_TEXTS, isPercent } from '@agenda/team/shared';
import { Button, LoadingText, Modal, NumberField, TextField, parseNumericInput } from '@agenda/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FINANCE_TEXTS } from '../shared/texts.ts';
import type { ProfessionalProduction } from '../shared/wire.ts';
import { services, team } from './api.ts';
import { useFinanceWrite } from './finance-write.ts';

const P = FINANCE_TEXTS.production;

/** A rate typed as text: '' is "no rate of its own"; anything else must be a percentage. */
const typedRate = (text: string): number | null => (text.trim() === '' ? null : parseNumericInput(text));
const typedProblem = (text: string): string | null =>
  text.trim() === '' || (/^\d+([.,]\d+)?$/.test(text.trim()) && isPercent(parseNumericInput(text)))
    ? null
    : COMMISSION_TEXTS.invalidPercent;

/**
 * 'Editar repasse': the professional's rate for every service and, optionally, one per service type.
 * Saved on the professional (PUT /api/professionals/{id}), which replaces every rate at once.
 */
export function CommissionForm({ row, onClose }: { row: ProfessionalProduction; onClose: () => void }) {
  const types = useQuery(services.trpc.services.listTypes.queryOptions());
  const [percent, setPercent] = useState(row.commissionRates.percent);
  const [byType, setByType] = useState<Record<string, string>>(() =>
    Object.fromEntries(row.commissionRates.byServiceType.map((r) => [r.serviceTypeId, String(r.percent).replace('.', ',')])),
  );
  const save = useMutation(team.trpc.team.professionals.update.mutationOptions(useFinanceWrite(P.saved, P.saveError, onClose)));
  const percentProblem = isPercent(percent) ? null : COMMISSION_TEXTS.invalidPercent;
  const invalid = percentProblem !== null || Object.values(byType).some((t) => typedProblem(t) !== null);
  const submit = () => {
    const byServiceType = Object.entries(byType).flatMap(([serviceTypeId, text]) => {
      const rate = typedRate(text);
      return rate === null ? [] : [{ serviceTypeId, percent: rate }];
    });
    save.mutate({ id: row.professionalId, commission: { percent, byServiceType } });
  };
  return (
    <Modal
      open
      title={P.formTitle(row.name)}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {P.cancel}
          </Button>
          <Button disabled={invalid} loading={save.isPending} onClick={submit}>
            {P.save}
          </Button>
        </>
      }
    >
      <div className="finance-form">
        <NumberField
          label={P.general}
          value={percent}
          onChange={setPercent}
          min={0}
          max={100}
          step={0.01}
          suffix="%"
          hint={P.generalHint}
          error={percentProblem}
        />
        <fieldset className="finance-commission-types">
          <legend>{P.byType}</legend>
          <p className="finance-basis">{P.byTypeHint}</p>
          {types.isPending ? (
            <LoadingText />
          ) : (types.data?.serviceTypes ?? []).length === 0 ? (
            <p>{P.noTypes}</p>
          ) : (
            types.data?.serviceTypes.map((t) => (
              <TextField
                key={t.id}
                label={P.typeLabel(t.name)}
                inputMode="decimal"
                value={byType[t.id] ?? ''}
                onChange={(text) => setByType((all) => ({ ...all, [t.id]: text }))}
                error={typedProblem(byType[t.id] ?? '')}
              />
            ))
          )}
        </fieldset>
      </div>
    </Modal>
  );
}
