import { useAuth, useCompanyConfig } from '@agenda/auth/web';
import { formatDatePtBR, nowInTimeZone } from '@agenda/br';
import { useClient } from '@agenda/clients/web';
import { useOwnProfessional } from '@agenda/team/web';
import { Button, usePrintSheet } from '@agenda/ui';
import { treatmentPlan } from '../../shared/plan.ts';
import { CLINICAL_UI as U } from '../../shared/texts.ts';
import type { ToothTreatmentData } from '../../shared/treatments.ts';
import { useClinicalSettings } from '../hooks.ts';
import { PlanDocument } from './plan-document.tsx';
import { PlanTable } from './plan-table.tsx';

/** The client's planned tooth treatments with the estimated total from the catalogue's average prices. */
export function TreatmentPlan({
  clientId,
  clientName,
  toothTreatments,
}: {
  clientId: string;
  clientName: string;
  toothTreatments: readonly ToothTreatmentData[];
}) {
  const plan = treatmentPlan(toothTreatments);
  const vestibular = useClinicalSettings().data?.vestibularLetter ?? 'V';
  const company = useCompanyConfig().data?.company;
  const patient = useClient(clientId).data?.client;
  const { user } = useAuth();
  const registration = useOwnProfessional(user?.id).data?.registration ?? null;
  const [printing, print] = usePrintSheet();
  const today = nowInTimeZone(company?.timeZone).date;
  return (
    <section className="clinical-plan" aria-label={U.plan}>
      <div className="ui-row ui-row--between">
        <h4 className="clinical-h4">{U.plan}</h4>
        {plan.items.length > 0 && (
          <Button size="sm" variant="secondary" onClick={print} disabled={!company || !patient}>
            🖨️ {U.printPlan}
          </Button>
        )}
      </div>
      <p className="clinical-plan__patient">
        {U.patient}: <strong>{clientName}</strong> · {U.issuedOn} {formatDatePtBR(today)}
      </p>
      {plan.items.length === 0 ? (
        <p className="ui-muted">{U.planEmpty}</p>
      ) : (
        <div className="ui-table-wrap">
          <PlanTable plan={plan} totalTestId="plan-total" vestibular={vestibular} />
        </div>
      )}
      <p className="clinical-plan__footnote">{U.planFootnote}</p>
      {printing && company && patient && (
        <PlanDocument
          plan={plan}
          clinic={company}
          professional={{ name: user?.fullName ?? '', registration }}
          patient={patient}
          issuedOn={today}
          vestibular={vestibular}
        />
      )}
    </section>
  );
}
