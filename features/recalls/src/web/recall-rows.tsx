import { formatDatePtBR } from '@agenda/br';
import { Button } from '@agenda/ui';
import { useNavigate } from '@tanstack/react-router';
import { daysBetween } from '../shared/recall-rule.ts';
import type { RecallData } from '../shared/recall.ts';
import { RECALLS_TEXTS as T } from '../shared/texts.ts';

interface RecallRowsProps {
  recalls: RecallData[];
  today: string;
  onDismiss: (recall: RecallData) => void;
}

/**
 * The recalls as a table (a card per patient below 720 px): patient, service, last visit, due date
 * (overdue ones marked with the days late), and WhatsApp, 'Agendar' and 'Dispensar'.
 */
export function RecallRows({ recalls, today, onDismiss }: RecallRowsProps) {
  const navigate = useNavigate();
  // The agenda opens with the client and the service chosen: a free slot finishes the booking.
  const book = (recall: RecallData) =>
    void navigate({ to: '/dashboard', search: { novo: 1, clientId: recall.clientId, serviceId: recall.serviceId } });

  return (
    <div className="ui-table-wrap recalls-wrap">
      <table className="ui-table recalls-table">
        <thead>
          <tr>
            <th scope="col">{T.patient}</th>
            <th scope="col">{T.service}</th>
            <th scope="col">{T.lastVisit}</th>
            <th scope="col">{T.dueDate}</th>
            <th scope="col">{T.actions}</th>
          </tr>
        </thead>
        <tbody>
          {recalls.map((recall) => {
            const late = daysBetween(recall.dueDate, today);
            return (
              <tr key={`${recall.clientId}:${recall.serviceId}`} data-testid="recall-row">
                <th scope="row" className="recalls-patient">
                  {recall.clientName}
                </th>
                <td data-label={T.service}>{recall.serviceName}</td>
                <td data-label={T.lastVisit}>{formatDatePtBR(recall.lastVisit)}</td>
                <td data-label={T.dueDate}>
                  <span className={late >= 0 ? 'recalls-due recalls-due--late' : 'recalls-due'}>
                    {formatDatePtBR(recall.dueDate)}
                  </span>{' '}
                  <span className="recalls-days">({late >= 0 ? T.daysLate(late) : T.daysLeft(-late)})</span>
                </td>
                <td>
                  <div className="recalls-actions">
                    {recall.whatsappUrl ? (
                      <a
                        className="ui-button ui-button--secondary ui-button--sm"
                        href={recall.whatsappUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={T.whatsappLabel(recall.clientName)}
                      >
                        {T.whatsapp}
                      </a>
                    ) : (
                      <span className="recalls-no-whatsapp">{recall.whatsappUnavailable}</span>
                    )}
                    <Button
                      size="sm"
                      onClick={() => book(recall)}
                      aria-label={T.bookLabel(recall.clientName, recall.serviceName)}
                    >
                      {T.book}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => onDismiss(recall)}
                      aria-label={T.dismissLabel(recall.clientName, recall.serviceName)}
                    >
                      {T.dismiss}
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
