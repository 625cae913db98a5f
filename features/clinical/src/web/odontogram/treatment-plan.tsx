import { formatBRL, nowInTimeZone, formatDatePtBR } from '@agenda/br';
import { Button } from '@agenda/ui';
import { treatmentPlan } from '../../shared/plan.ts';
import { CLINICAL_UI as U } from '../../shared/texts.ts';
import { TOOTH_TREATMENT_STATUS_LABELS, type ToothTreatmentData } from '../../shared/treatments.ts';

const PRINTING = 'clinical-printing';

/** Prints only the plan: the print stylesheet hides everything else while this body class is set. */
function printPlan() {
  document.body.classList.add(PRINTING);
  const done = () => {
    document.body.classList.remove(PRINTING);
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}

const hours = (minutes: number) =>
  minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;

/** The client's planned tooth treatments with the estimated total from the catalogue's average prices. */
export function TreatmentPlan({
  clientName,
  toothTreatments,
}: {
  clientName: string;
  toothTreatments: readonly ToothTreatmentData[];
}) {
  const plan = treatmentPlan(toothTreatments);
  return (
    <section className="clinical-plan" aria-label={U.plan}>
      <div className="ui-row ui-row--between">
        <h4 className="clinical-h4">{U.plan}</h4>
        {plan.items.length > 0 && (
          <Button size="sm" variant="secondary" className="clinical-no-print" onClick={printPlan}>
            🖨️ {U.printPlan}
          </Button>
        )}
      </div>
      <p className="clinical-plan__patient">
        {U.patient}: <strong>{clientName}</strong> · {U.issuedOn} {formatDatePtBR(nowInTimeZone().date)}
      </p>
      {plan.items.length === 0 ? (
        <p className="ui-muted">{U.planEmpty}</p>
      ) : (
        <div className="ui-table-wrap">
          <table className="ui-table clinical-plan__table">
            <thead>
              <tr>
                <th>{U.toothCol}</th>
                <th>{U.treatment}</th>
                <th>{U.statusCol}</th>
                <th className="clinical-num">{U.valueCol}</th>
              </tr>
            </thead>
            <tbody>
              {plan.items.map((t) => (
                <tr key={t.id}>
                  <td>{t.toothId}</td>
                  <td>{t.treatment.name}</td>
                  <td>{TOOTH_TREATMENT_STATUS_LABELS[t.status]}</td>
                  <td className="clinical-num">{formatBRL(Math.round(t.treatment.averagePrice * 100))}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th colSpan={3}>
                  {U.planTotal} · {U.planDuration}: {hours(plan.totalMinutes)}
                </th>
                <th className="clinical-num" data-testid="plan-total">
                  {formatBRL(plan.totalCents)}
                </th>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      <p className="clinical-plan__footnote">{U.planFootnote}</p>
    </section>
  );
}
