import { useCompanyConfig } from '@agenda/auth/web';
import { EmptyState, LoadingText } from '@agenda/ui';
import { AUDIT_ACTION_LABELS } from '../../shared/records.ts';
import { CLINICAL_UI as U } from '../../shared/texts.ts';
import { useAudit } from '../hooks.ts';
import { accessWhat } from './access-labels.ts';
import '../clinical.css';

/** 'Acessos': every read and write of the client's health data, newest first. */
export function AccessLog({ clientId }: { clientId: string; clientName: string }) {
  const events = useAudit(clientId);
  const tabs = useCompanyConfig().data?.company.businessType?.tabs ?? [];
  const tabName = (id: string) => tabs.find((t) => t.id === id)?.name;
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
        // Scrolls sideways on a phone: focusable so a keyboard can scroll it too (WCAG 2.1.1).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <div className="ui-table-wrap" role="region" aria-label={U.accessTitle} tabIndex={0}>
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
                  <td>{accessWhat(e, tabName)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
