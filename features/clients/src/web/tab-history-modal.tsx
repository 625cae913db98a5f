import { formatDatePtBR } from '@agenda/br';
import { Badge, type BadgeTone, Button, LoadingText, Modal } from '@agenda/ui';
import type { TabField } from '../shared/tab-config.ts';
import { NOTES_FIELD } from '../shared/tab-history.ts';
import type { TabHistoryEntry } from '../shared/tab-schemas.ts';
import { CLIENTS_TEXTS as T } from '../shared/texts.ts';
import { useTabHistory } from './hooks.ts';

const ACTION: Record<TabHistoryEntry['changes'][number]['action'], { label: string; tone: BadgeTone }> = {
  added: { label: T.changeAdded, tone: 'green' },
  modified: { label: T.changeModified, tone: 'amber' },
  removed: { label: T.changeRemoved, tone: 'red' },
};

/** A stored value as a person reads it: option labels, Sim/Não, dates dd/MM/yyyy. */
export function readableValue(field: TabField | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return T.empty;
  if (typeof value === 'boolean') return value ? T.yes : T.no;
  const label = (v: unknown) => field?.options?.find((o) => o.value === v)?.label ?? String(v);
  if (Array.isArray(value)) return value.length ? value.map(label).join(', ') : T.empty;
  if (field?.type === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDatePtBR(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return label(value);
}

export function fieldLabel(fields: TabField[], name: string): string {
  if (name === NOTES_FIELD) return T.notes;
  return fields.find((f) => f.name === name)?.label ?? name;
}

export function TabHistoryModal({
  clientId,
  tab,
  fields,
  onClose,
}: {
  clientId: string;
  tab: { id: string; name: string };
  fields: TabField[];
  onClose: () => void;
}) {
  const history = useTabHistory(clientId, tab.id, true);
  const title = history.data ? T.tabHistoryTitle(history.data.tabName, history.data.clientName) : T.tabHistoryButton;
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Fechar
        </Button>
      }
    >
      {history.isLoading && <LoadingText />}
      {history.data && history.data.history.length === 0 && <p className="ui-muted">{T.tabHistoryEmpty}</p>}
      <ol className="clients-tab-history">
        {history.data?.history.map((entry) => (
          <li key={entry.id} className="clients-tab-history__entry">
            <header className="ui-row ui-row--between">
              <strong>{entry.description}</strong>
              <span className="ui-muted">
                {new Date(entry.timestamp).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' })}
                {entry.user ? ` · ${entry.user}` : ''}
              </span>
            </header>
            <div className="ui-table-wrap">
              <table className="ui-table">
                <thead>
                  <tr>
                    <th>Campo</th>
                    <th>Alteração</th>
                    <th>Antes</th>
                    <th>Depois</th>
                  </tr>
                </thead>
                <tbody>
                  {entry.changes.map((change) => {
                    const field = fields.find((f) => f.name === change.field);
                    return (
                      <tr key={change.field}>
                        <td>{fieldLabel(fields, change.field)}</td>
                        <td>
                          <Badge tone={ACTION[change.action].tone}>{ACTION[change.action].label}</Badge>
                        </td>
                        <td>{readableValue(field, change.oldValue)}</td>
                        <td>{readableValue(field, change.newValue)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </li>
        ))}
      </ol>
    </Modal>
  );
}
