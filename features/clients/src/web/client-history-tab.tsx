import { formatBRL, formatDatePtBR, reaisToCents } from '@agenda/br';
import { Badge, type BadgeTone, EmptyState, LoadingText, useSlotFills } from '@agenda/ui';
import { Suspense } from 'react';
import { CLIENTS_TEXTS as T } from '../shared/texts.ts';
import { useClientHistory } from './hooks.ts';
import { clientHistorySectionSlot } from './slots.ts';

const STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  PAID: { label: 'Pago', tone: 'green' },
  PARTIAL: { label: 'Parcial', tone: 'amber' },
  CONFIRMED: { label: 'Confirmado', tone: 'green' },
  ARRIVED: { label: 'Chegou', tone: 'teal' },
  IN_SERVICE: { label: 'Em atendimento', tone: 'blue' },
  PENDING: { label: 'Pendente', tone: 'amber' },
  CANCELLED: { label: 'Cancelado', tone: 'red' },
  COMPLETED: { label: 'Concluído', tone: 'purple' },
  NO_SHOW: { label: 'Faltou', tone: 'grey' },
  OVERDUE: { label: 'Atrasado', tone: 'darkred' },
};

/**
 * §3.9: the client's appointments with services, products, payment and total; while a balance is
 * owed (a partial or pending payment), what was paid, the balance and when it is due.
 */
export function ClientHistoryTab({ clientId }: { clientId: string }) {
  const sections = useSlotFills(clientHistorySectionSlot);
  return (
    <>
      {sections.map(({ id, component: Section }) => (
        <Suspense key={id} fallback={null}>
          <Section clientId={clientId} />
        </Suspense>
      ))}
      <AppointmentsHistory clientId={clientId} />
    </>
  );
}

function AppointmentsHistory({ clientId }: { clientId: string }) {
  const history = useClientHistory(clientId);
  if (history.isLoading) return <LoadingText />;
  const entries = history.data?.history ?? [];
  if (!entries.length) return <EmptyState icon="🗂️" title={T.noAppointment} />;
  return (
    <ol className="clients-history">
      {entries.map((entry) => {
        const status = STATUS[entry.status] ?? { label: entry.status, tone: 'grey' as const };
        return (
          <li key={entry.id} className="clients-history__entry">
            <div className="ui-row ui-row--between">
              <strong>
                {formatDatePtBR(entry.date)} · {entry.startTime}
              </strong>
              <Badge tone={status.tone}>{status.label}</Badge>
            </div>
            <dl className="clients-history__grid">
              <div>
                <dt>{T.historyServices}</dt>
                <dd>{entry.servicesData.map((s) => s.name).join(', ') || T.empty}</dd>
              </div>
              <div>
                <dt>{T.historyProducts}</dt>
                <dd>{entry.productsData.map((p) => `${p.name} × ${p.qty}`).join(', ') || T.empty}</dd>
              </div>
              <div>
                <dt>{T.historyPayment}</dt>
                <dd>{entry.paymentMethod ?? T.empty}</dd>
              </div>
              <div>
                <dt>{T.historyTotal}</dt>
                <dd>{formatBRL(reaisToCents(entry.totalValue))}</dd>
              </div>
              {entry.balanceValue !== null && entry.balanceValue > 0 && (
                <>
                  <div>
                    <dt>{T.historyPaid}</dt>
                    <dd>{formatBRL(reaisToCents(entry.paidValue ?? 0))}</dd>
                  </div>
                  <div>
                    <dt>{T.historyBalance}</dt>
                    <dd>{formatBRL(reaisToCents(entry.balanceValue))}</dd>
                  </div>
                  <div>
                    <dt>{T.historyDueDate}</dt>
                    <dd>{entry.dueDate ? formatDatePtBR(entry.dueDate) : T.empty}</dd>
                  </div>
                </>
              )}
            </dl>
            {entry.notes && <p className="ui-muted clients-history__notes">{entry.notes}</p>}
          </li>
        );
      })}
    </ol>
  );
}
