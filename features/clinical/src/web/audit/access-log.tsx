import { useCompanyConfig } from '@agenda/auth/web';
import { EmptyState, LoadingText, toast } from '@agenda/ui';
import { useState } from 'react';
import { AUDIT_ACTION_LABELS, type AuditFilters } from '../../shared/records.ts';
import { CLINICAL_UI as U } from '../../shared/texts.ts';
import { downloadAuditCsv, useAudit } from '../hooks.ts';
import { AccessChanges } from './access-changes.tsx';
import { AccessFilters } from './access-filters.tsx';
import { accessWhat } from './access-labels.ts';
import '../clinical.css';

/** 'Acessos': every read and write of the client's data (identity and health), newest first, filtered and exported. */
export function AccessLog({ clientId }: { clientId: string; clientName: string }) {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [exporting, setExporting] = useState(false);
  const audit = useAudit(clientId, filters);
  const tabs = useCompanyConfig().data?.company.businessType?.tabs ?? [];
  const tabName = (id: string) => tabs.find((t) => t.id === id)?.name;
  const filtered = Object.values(filters).some(Boolean);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadAuditCsv(clientId, filters);
    } catch {
      toast.error(U.exportFailed);
    } finally {
      setExporting(false);
    }
  };
  const events = audit.data?.events ?? [];
  return (
    <div className="clinical-panel">
      <h3 className="clinical-h3">🔒 {U.accessTitle}</h3>
      <p className="ui-muted">{U.accessIntro}</p>
      <AccessFilters
        filters={filters}
        members={audit.data?.members ?? []}
        onChange={setFilters}
        onExport={exportCsv}
        exporting={exporting}
      />
      {audit.isPending ? (
        <LoadingText />
      ) : audit.isError ? (
        <p className="ui-error">{U.loadFailed}</p>
      ) : events.length === 0 ? (
        <EmptyState icon="🔒" title={filtered ? U.noAccessFiltered : U.noAccess} />
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
              {events.map((e) => (
                <tr key={e.id} data-testid="access-row">
                  <td>{new Date(e.at).toLocaleString('pt-BR')}</td>
                  <td>{e.userName ?? '—'}</td>
                  <td>{AUDIT_ACTION_LABELS[e.action]}</td>
                  <td>
                    {accessWhat(e, tabName)}
                    {e.changes?.length ? <AccessChanges changes={e.changes} /> : null}
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
