import { useCompanyConfig } from '@agenda/auth/web';
import { formatCpf, formatDatePtBR, formatPhone } from '@agenda/br';
import { errorMessage } from '@agenda/api-client/trpc';
import {
  Avatar,
  Button,
  LoadingText,
  QuietBoundary,
  type TabItem,
  TabPanel,
  Tabs,
  toast,
  useConfirm,
  useMay,
  useSlotFills,
} from '@agenda/ui';
import { Suspense, useState } from 'react';
import type { ClientData } from '../shared/answers.ts';
import { CLIENTS_TEXTS as T } from '../shared/texts.ts';
import { ClientHistoryTab } from './client-history-tab.tsx';
import { ClientTabPanel } from './client-tab-panel.tsx';
import { clientAlertSlot, clientViewTabSlot } from './slots.ts';
import { downloadClientExport, useRemoveClient } from './hooks.ts';
import { useVisibleClientTabs } from './visible-tabs.ts';

const HISTORY_TAB = 'historico';
const ID_PREFIX = 'clients-view-tabs';

/** §2.1: the selected client — one tab per client tab of the business type, the extra views, and 'Histórico'. */
export function ClientView({
  client,
  onEdit,
  onBack,
  onRemoved,
}: {
  client: ClientData;
  onEdit: () => void;
  onBack: () => void;
  onRemoved: () => void;
}) {
  const config = useCompanyConfig();
  const extraViews = useSlotFills(clientViewTabSlot);
  const alerts = useSlotFills(clientAlertSlot);
  const remove = useRemoveClient();
  const confirm = useConfirm();
  const [exporting, setExporting] = useState(false);
  const may = useMay();
  const businessType = config.data?.company.businessType ?? null;
  // The business type's tabs are the clinical record (anamnesis, odontogram …): not reception's.
  const companyTabs = useVisibleClientTabs(businessType?.tabs);
  const tabs: TabItem[] = [
    ...companyTabs.map((t) => ({ id: t.id, label: t.name, icon: t.icon ?? undefined })),
    ...extraViews.map((f) => ({ id: `slot-${f.id}`, label: f.label ?? f.id, icon: f.icon })),
    { id: HISTORY_TAB, label: T.historyTab, icon: '🗂️' },
  ];
  const [active, setActive] = useState<string | null>(null);
  const current = active && tabs.some((t) => t.id === active) ? active : (tabs[0]?.id ?? HISTORY_TAB);

  const onExport = async () => {
    setExporting(true);
    try {
      await downloadClientExport(client.id, client.fullName);
    } catch (error) {
      toast.error(errorMessage(error, T.exportFailed));
    } finally {
      setExporting(false);
    }
  };
  const onRemove = async () => {
    const yes = await confirm({ title: T.deleteTitle, message: T.deleteConfirm, type: 'danger' });
    if (!yes) return;
    try {
      const { archived } = await remove.mutateAsync({ id: client.id });
      toast.success(archived ? T.archived : T.deleted);
      onRemoved();
    } catch (error) {
      toast.error(errorMessage(error, T.deleteFailed));
    }
  };

  return (
    <article className="clients-view ui-card" aria-label={client.fullName}>
      <header className="clients-view__header">
        <Avatar name={client.fullName} size="lg" />
        <div className="clients-view__who">
          <h2 className="clients-view__name">{client.fullName}</h2>
          <p className="ui-muted">
            CPF {formatCpf(client.cpf)} · {formatPhone(client.phone)}
            {client.email ? ` · ${client.email}` : ''} · {T.registeredOn} {formatDatePtBR(client.registrationDate)}
          </p>
        </div>
        <div className="clients-view__actions">
          <Button size="sm" variant="ghost" onClick={onBack} className="clients-view__back">
            ← {T.backToList}
          </Button>
          <Button size="sm" variant="secondary" onClick={onEdit}>
            <span aria-hidden="true">✏️</span> {T.editClient}
          </Button>
          {may('clinical') && (
            <Button size="sm" variant="secondary" onClick={() => void onExport()} loading={exporting}>
              <span aria-hidden="true">⬇️</span> {T.exportData}
            </Button>
          )}
          <Button size="sm" variant="danger" onClick={() => void onRemove()} loading={remove.isPending}>
            {T.deleteClient}
          </Button>
        </div>
      </header>
      {config.isSuccess && !businessType && (
        <div className="clients-config-needed" role="note">
          <strong>⚙️ {T.configurationNeeded}</strong>
          <span>{T.configurationNeededLine}</span>
        </div>
      )}
      {/* The alerts, the tab strip and its panels show together, once the company's tabs are known and
          the alerts read: drawn in pieces, a late part moved the tabs under a click (decision 068). */}
      {config.isPending ? (
        <LoadingText />
      ) : (
        <Suspense fallback={<LoadingText />}>
          {alerts.map(({ id, component: Alert }) => (
            <QuietBoundary key={id}>
              <Alert clientId={client.id} />
            </QuietBoundary>
          ))}
          <Tabs tabs={tabs} active={current} onChange={setActive} idPrefix={ID_PREFIX} ariaLabel={T.clientTabsLabel} />
          {companyTabs.map((tab) => (
            <TabPanel key={tab.id} id={tab.id} active={current} idPrefix={ID_PREFIX}>
              <ClientTabPanel clientId={client.id} clientName={client.fullName} tab={tab} />
            </TabPanel>
          ))}
          {extraViews.map(({ id, component: View }) => (
            <TabPanel key={id} id={`slot-${id}`} active={current} idPrefix={ID_PREFIX}>
              <Suspense fallback={<LoadingText />}>
                <View clientId={client.id} clientName={client.fullName} />
              </Suspense>
            </TabPanel>
          ))}
          <TabPanel id={HISTORY_TAB} active={current} idPrefix={ID_PREFIX}>
            <ClientHistoryTab clientId={client.id} />
          </TabPanel>
        </Suspense>
      )}
    </article>
  );
}
