import { formatDatePtBR } from '@agenda/br';
import { EmptyState, LoadingText } from '@agenda/ui';
import { RECORD_TYPE_COLORS, RECORD_TYPE_LABELS } from '../../shared/records.ts';
import { NOTE_TYPE_LABELS } from '../../shared/notes.ts';
import { CLINICAL_UI as U } from '../../shared/texts.ts';
import { useHistory } from '../hooks.ts';
import { chipBackground } from '../records/entry-view.tsx';
import { EntryStatus } from '../records/entry-status.tsx';
import { Versions } from '../records/versions.tsx';
import { HistoryDocument } from './history-document.tsx';
import { NoteSummary } from './note-summary.tsx';

const STATUS: Record<string, string> = {
  CONFIRMED: 'Confirmado',
  ARRIVED: 'Chegou',
  IN_SERVICE: 'Em atendimento',
  PENDING: 'Pendente',
  CANCELLED: 'Cancelado',
  COMPLETED: 'Concluído',
  NO_SHOW: 'Faltou',
  PAID: 'Pago',
};
const brl = (reais: number) => reais.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });

/** §3.9 Histórico: clinical notes, appointments, record entries and issued documents interleaved, newest first. */
export function ClinicalHistory({ clientId }: { clientId: string }) {
  const history = useHistory(clientId);
  if (history.isPending) return <LoadingText />;
  if (history.isError) return <p className="ui-error">{U.loadFailed}</p>;
  if (history.data.length === 0) return <EmptyState icon="📭" title={U.noHistory} />;
  return (
    <ol className="clinical-timeline">
      {history.data.map((item) => {
        if (item.type === 'clinical_note') {
          return (
            <li key={`n${item.data.id}`} className="clinical-timeline__item" data-testid="history-item">
              <span className="clinical-chip clinical-chip--note">{NOTE_TYPE_LABELS[item.data.type]}</span>
              <NoteSummary note={item.data} />
              <EntryStatus entry={item.data} />
              <Versions versions={item.data.versions} />
            </li>
          );
        }
        if (item.type === 'document') return <HistoryDocument key={`d${item.data.id}`} doc={item.data} />;
        if (item.type === 'record') {
          const e = item.data;
          return (
            <li
              key={`r${e.id}`}
              className="clinical-timeline__item"
              style={{ borderLeftColor: RECORD_TYPE_COLORS[e.type] }}
              data-testid="history-item"
            >
              <span className="clinical-chip" style={{ background: chipBackground(e.type) }}>
                {RECORD_TYPE_LABELS[e.type]}
              </span>{' '}
              <strong>{e.title}</strong>{' '}
              <span className="ui-muted">
                · {formatDatePtBR(e.date)} {e.time}
              </span>
              <EntryStatus entry={e} />
              <p className="clinical-pre">{e.description}</p>
              <Versions versions={e.versions} />
            </li>
          );
        }
        const a = item.data;
        return (
          <li
            key={`a${a.id}`}
            className="clinical-timeline__item clinical-timeline__item--appointment"
            data-testid="history-item"
          >
            <span className="clinical-chip clinical-chip--appointment">{U.appointment}</span>{' '}
            <strong>
              {formatDatePtBR(item.date.slice(0, 10))} {a.startTime}
            </strong>{' '}
            <span className="ui-muted">· {STATUS[a.status] ?? a.status}</span>
            {a.services.length > 0 && <p>{a.services.map((s) => s.name).join(', ')}</p>}
            {a.products.length > 0 && <p className="ui-muted">{a.products.map((p) => `${p.name} × ${p.qty}`).join(', ')}</p>}
            {(a.paymentMethod || a.totalValue !== null) && (
              <p className="ui-muted">
                {a.paymentMethod ?? ''} {a.totalValue !== null ? brl(a.totalValue) : ''}
              </p>
            )}
            {a.notes && <p className="clinical-pre">{a.notes}</p>}
          </li>
        );
      })}
    </ol>
  );
}
