import { formatBRL } from '@agenda/br';
import type { VestibularLetter } from '../../shared/clinical-settings.ts';
import { type TreatmentPlan, planItemLabel } from '../../shared/plan.ts';
import { CLINICAL_UI as U } from '../../shared/texts.ts';
import { TOOTH_TREATMENT_STATUS_LABELS } from '../../shared/treatments.ts';

const hours = (minutes: number) =>
  minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;

/**
 * The plan's treatments by tooth with the estimated total: on the screen and on the printed plan.
 * On a phone the status moves under the treatment's name, so the value column keeps its room.
 */
export function PlanTable({
  plan,
  totalTestId,
  vestibular = 'V',
}: {
  plan: TreatmentPlan;
  totalTestId?: string;
  vestibular?: VestibularLetter;
}) {
  return (
    <table className="ui-table clinical-plan__table">
      <thead>
        <tr>
          <th>{U.toothCol}</th>
          <th>{U.treatment}</th>
          <th className="clinical-plan__status">{U.statusCol}</th>
          <th className="clinical-num">{U.valueCol}</th>
        </tr>
      </thead>
      <tbody>
        {plan.items.map((t) => (
          <tr key={t.id}>
            <td>{t.toothId}</td>
            <td>
              {planItemLabel(t, vestibular)}
              <span className="clinical-plan__status-inline">{TOOTH_TREATMENT_STATUS_LABELS[t.status]}</span>
            </td>
            <td className="clinical-plan__status">{TOOTH_TREATMENT_STATUS_LABELS[t.status]}</td>
            <td className="clinical-num">{formatBRL(Math.round(t.treatment.averagePrice * 100))}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th colSpan={2}>
            {U.planTotal} · {U.planDuration}: {hours(plan.totalMinutes)}
          </th>
          <td className="clinical-plan__status" />
          <th className="clinical-num" data-testid={totalTestId}>
            {formatBRL(plan.totalCents)}
          </th>
        </tr>
      </tfoot>
    </table>
  );
}
