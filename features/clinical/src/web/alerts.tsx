import { useSuspenseQuery } from '@tanstack/react-query';
import { clinicalAlerts } from '../shared/alerts.ts';
import { CLINICAL_UI as U } from '../shared/texts.ts';
import { trpc } from './api.ts';
import './clinical.css';

/**
 * The patient's allergies, conditions and medications from their one anamnesis, wherever the patient
 * is shown (the client page, the appointment detail). Nothing when the anamnesis records none. It
 * suspends until read, so its host shows the patient whole instead of growing under the pointer.
 */
export function ClinicalAlerts({ clientId }: { clientId: string }) {
  const anamnesis = useSuspenseQuery({
    ...trpc.clinical.notes.queryOptions({ clientId, type: 'ANAMNESE' }),
    select: (d) => d.notes,
  });
  const alerts = clinicalAlerts(anamnesis.data[0]?.content);
  if (alerts.length === 0) return null;
  return (
    <section className="clinical-alerts" aria-label={U.alertsLabel} data-testid="clinical-alerts">
      <span aria-hidden="true">⚠️</span>
      <ul>
        {alerts.map((a) => (
          <li key={a.label}>
            <strong>{a.label}:</strong> {a.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
