import { EmptyState, LoadingText } from '@agenda/ui';
import { AUDIT_ACTION_LABELS, AUDIT_RESOURCE_LABELS } from '../../shared/records.ts';
import { CLINICAL_UI as U } from '../../shared/texts.ts';
import { useAudit } from '../hooks.ts';
import '../clinical.css';

/** 'Acessos': every read and write of the client's health data, newest first. */
export function AccessLog({ clientId }: { clientId: string; clientName: string }) {
  const events = useAudit(clientId);
  return (
    <div className="clinical-panel">
      <h3 className="clinical-h3">🔒 {U.accessTitle}</h3>
      <p className="ui-muted">{U.accessIntro}</p>
      {events.isPending ? (
        <LoadingText />
      ) : events.isError ? (
        <p className="ui-error">{U.loadFailed}</p>
      ) : events.data.length === 0 ? (
        <EmptyState icon="🔒" title={U.noAccess} />
      ) : (
        <div className="ui-table-wrap">
          <table className="ui-table clinical-access">
            <thead>
              <tr>
                <th>{U.when}</th>
                <th>{U.who}</th>
                <th>{U.action}</th>
                <th>{U.what}</th>
              </tr>
            </thead>
            <tbody>
              {events.data.map((e) => (
                <tr key={e.id} data-testid="access-row">
                  <td>{new Date(e.at).toLocaleString('pt-BR')}</td>
                  <td>{e.userName ?? '—'}</td>
                  <td>{AUDIT_ACTION_LABELS[e.action]}</td>
                  <td>
                    {AUDIT_RESOURCE_LABELS[e.resource] ?? e.resource}
                    {e.resource === 'tooth' && e.resourceId ? ` ${e.resourceId}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
