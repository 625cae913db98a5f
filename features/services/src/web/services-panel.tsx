import { type TabItem, TabPanel, Tabs, toast } from '@agenda/ui';
import { useEffect, useId, useState } from 'react';
import type { ServiceData, ServiceTypeData } from '../shared/answers.ts';
import { SERVICES_TEXTS as T } from '../shared/texts.ts';
import { servicesPerType } from './form-values.ts';
import { useServiceTypes, useServices } from './hooks.ts';
import { ServiceForm } from './service-form.tsx';
import { ServiceList } from './service-list.tsx';
import { ServiceTypeForm } from './service-type-form.tsx';
import { ServiceTypeList } from './service-type-list.tsx';
import './services.css';

export type ServicesPanelTab = 'services' | 'types';

const TABS: readonly TabItem[] = [
  { id: 'services', label: T.servicesTab, icon: '🦷' },
  { id: 'types', label: T.typesTab, icon: '🏷️' },
];

/** §8: a failed load is announced once per failure (a retry that fails again announces again). */
function useLoadErrorToast(failed: boolean, failedAt: number, message: string) {
  const failure = failed ? failedAt : 0;
  useEffect(() => {
    if (failure) toast.error(message);
  }, [failure, message]);
}

/** Puts the form in view (it may sit above the list on narrow screens or inside a modal). */
function revealForm(id: string) {
  requestAnimationFrame(() => {
    const form = document.getElementById(id);
    form?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    form?.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
  });
}

export interface ServicesPanelProps {
  /** Default 'services'. */
  initialTab?: ServicesPanelTab;
}

/**
 * Service management (§2.5): tabs 'Serviços' and 'Tipos de Serviços', each a form (create and edit
 * mode) beside its list. Rendered by ServicesPage and embedded in the new-appointment modal.
 */
export function ServicesPanel({ initialTab = 'services' }: ServicesPanelProps) {
  const idPrefix = useId();
  const [tab, setTab] = useState<string>(initialTab);
  const services = useServices();
  const types = useServiceTypes();
  useLoadErrorToast(services.isError, services.errorUpdatedAt, T.loadServicesFailed);
  useLoadErrorToast(types.isError, types.errorUpdatedAt, T.loadTypesFailed);

  const [editingService, setEditingService] = useState<ServiceData | null>(null);
  const [serviceFormRun, setServiceFormRun] = useState(0);
  const [editingType, setEditingType] = useState<ServiceTypeData | null>(null);
  const [typeFormRun, setTypeFormRun] = useState(0);
  const serviceFormId = `${idPrefix}-service-form`;
  const typeFormId = `${idPrefix}-type-form`;

  const finishService = () => {
    setEditingService(null);
    setServiceFormRun((n) => n + 1);
  };
  const finishType = () => {
    setEditingType(null);
    setTypeFormRun((n) => n + 1);
  };

  return (
    <div className="services-panel">
      <Tabs tabs={TABS} active={tab} onChange={setTab} ariaLabel={T.pageTitle} idPrefix={idPrefix} />
      <TabPanel id="services" active={tab} idPrefix={idPrefix}>
        <div className="services-layout">
          <div id={serviceFormId} className="services-layout__form">
            <ServiceForm
              key={`${editingService?.id ?? 'new'}-${serviceFormRun}`}
              editing={editingService}
              types={types.data ?? []}
              onDone={finishService}
              onGoToTypes={() => setTab('types')}
            />
          </div>
          <ServiceList
            services={services.data}
            loading={services.isPending}
            failed={services.isError}
            onRetry={() => services.refetch()}
            editingId={editingService?.id ?? null}
            onEdit={(service) => {
              setEditingService(service);
              revealForm(serviceFormId);
            }}
            onDeleted={(id) => {
              if (editingService?.id === id) finishService();
            }}
          />
        </div>
      </TabPanel>
      <TabPanel id="types" active={tab} idPrefix={idPrefix}>
        <div className="services-layout">
          <div id={typeFormId} className="services-layout__form">
            <ServiceTypeForm key={`${editingType?.id ?? 'new'}-${typeFormRun}`} editing={editingType} onDone={finishType} />
          </div>
          <ServiceTypeList
            types={types.data}
            servicesPerType={servicesPerType(services.data ?? [])}
            loading={types.isPending}
            failed={types.isError}
            onRetry={() => types.refetch()}
            editingId={editingType?.id ?? null}
            onEdit={(type) => {
              setEditingType(type);
              revealForm(typeFormId);
            }}
            onDeleted={(id) => {
              if (editingType?.id === id) finishType();
            }}
          />
        </div>
      </TabPanel>
    </div>
  );
}
