import { formatBRL, reaisToCents } from '@agenda/br';
import { Badge, Button, Card, EmptyState, LoadingText, toast, useConfirm } from '@agenda/ui';
import type { ServiceData } from '../shared/answers.ts';
import { describeDays, formatDuration } from '../shared/service.ts';
import { SERVICES_TEXTS as T } from '../shared/texts.ts';
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
  const confirm = useConfirm();
  const { remove } = useServiceMutations();

  async function askAndDelete(service: ServiceData) {
    const confirmed = await confirm({
      title: T.confirmDeleteServiceTitle,
      message: T.confirmDeleteService,
      type: 'danger',
      confirmLabel: T.confirmDeleteLabel,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync({ id: service.id });
      toast.success(T.serviceDeleted);
      onDeleted(service.id);
    } catch {
      toast.error(T.deleteServiceFailed);
    }
  }

  return (
    <Card
      className="services-list-card"
      title={T.servicesList}
      actions={services ? <Badge tone="purple">{services.length}</Badge> : undefined}
    >
      {loading ? (
        <LoadingText />
      ) : failed ? (
        <EmptyState
          icon="⚠️"
          title={T.loadServicesFailed}
          action={
            <Button variant="secondary" onClick={onRetry}>
              Tentar novamente
            </Button>
          }
        />
      ) : !services?.length ? (
        <EmptyState icon="🦷" title={T.noServices} description={T.noServicesHint} />
      ) : (
        <ul className="services-list" aria-label={T.servicesList}>
          {services.map((service) => (
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
                </div>
                {service.description && <p className="services-item__description">{service.description}</p>}
              </div>
              <div className="services-item__side">
                <span className="services-item__price">{formatBRL(reaisToCents(service.price))}</span>
                <div className="services-item__actions">
                  <Button size="sm" variant="secondary" onClick={() => onEdit(service)} aria-label={`${T.edit} ${service.name}`}>
                    {T.edit}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="services-delete"
                    onClick={() => askAndDelete(service)}
                    aria-label={`${T.delete} ${service.name}`}
                  >
                    {T.delete}
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
