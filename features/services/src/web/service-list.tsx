import { formatBRL, reaisToCents } from '@agenda/br';
import { Badge } from '@agenda/ui';
import type { ServiceData } from '../shared/answers.ts';
import { describeDays, formatDuration } from '../shared/service.ts';
import { SERVICES_TEXTS as T } from '../shared/texts.ts';
import { CatalogueList, RowActions, useConfirmedDelete } from './catalogue-list.tsx';
import { cx } from './cx.ts';
import { useServiceMutations } from './hooks.ts';
import { TypeIcon } from './type-icon.tsx';

interface ServiceListProps {
  services: readonly ServiceData[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  editingId: string | null;
  onEdit: (service: ServiceData) => void;
  onDeleted: (id: string) => void;
}

export function ServiceList({ services, loading, failed, onRetry, editingId, onEdit, onDeleted }: ServiceListProps) {
  const { remove } = useServiceMutations();
  const confirmedDelete = useConfirmedDelete({
    title: T.confirmDeleteServiceTitle,
    message: T.confirmDeleteService,
    done: T.serviceDeleted,
    failed: T.deleteServiceFailed,
  });
  const askAndDelete = (service: ServiceData) =>
    confirmedDelete(
      () => remove.mutateAsync({ id: service.id }),
      () => onDeleted(service.id),
    );

  return (
    <CatalogueList
      title={T.servicesList}
      count={services?.length}
      loading={loading}
      failed={failed}
      failedTitle={T.loadServicesFailed}
      onRetry={onRetry}
      empty={{ icon: '🦷', title: T.noServices, description: T.noServicesHint }}
    >
      {services?.map((service) => (
        <li
          key={service.id}
          className={cx(
            'services-item',
            service.id === editingId && 'services-item--editing',
            service.needsReconfiguration && 'services-item--warning',
          )}
        >
          {service.serviceType ? (
            <TypeIcon icon={service.serviceType.icon} color={service.serviceType.color} />
          ) : (
            <TypeIcon icon="❔" color="#9CA3AF" />
          )}
          <div className="services-item__body">
            <div className="services-item__title">
              <span className="services-item__name">{service.name}</span>
              {service.needsReconfiguration && (
                <Badge tone="amber" className="services-item__badge">
                  ⚠️ {T.needsReconfiguration}
                </Badge>
              )}
            </div>
            <div className="services-item__meta">
              <span>{service.serviceType?.name ?? T.noType}</span>
              <span aria-hidden="true">·</span>
              <span>{formatDuration(service.duration)}</span>
              <span aria-hidden="true">·</span>
              <span>{describeDays(service)}</span>
              <span aria-hidden="true">·</span>
              <span>
                {service.startTime}–{service.endTime}
              </span>
              {service.recallMonths !== null && (
                <>
                  <span aria-hidden="true">·</span>
                  <span>{T.recallEvery(service.recallMonths)}</span>
                </>
              )}
            </div>
            {service.description && <p className="services-item__description">{service.description}</p>}
          </div>
          <div className="services-item__side">
            <span className="services-item__price">{formatBRL(reaisToCents(service.price))}</span>
            <RowActions name={service.name} onEdit={() => onEdit(service)} onDelete={() => askAndDelete(service)} />
          </div>
        </li>
      ))}
    </CatalogueList>
  );
}
