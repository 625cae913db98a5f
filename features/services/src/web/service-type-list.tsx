import { Badge, Button, Card, EmptyState, LoadingText, toast, useConfirm } from '@agenda/ui';
import type { ServiceTypeData } from '../shared/answers.ts';
import { SERVICES_TEXTS as T } from '../shared/texts.ts';
import { cx } from './cx.ts';
import { useServiceTypeMutations } from './hooks.ts';
import { TypeIcon } from './type-icon.tsx';

interface ServiceTypeListProps {
  types: readonly ServiceTypeData[] | undefined;
  servicesPerType: ReadonlyMap<string, number>;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  editingId: string | null;
  onEdit: (type: ServiceTypeData) => void;
  onDeleted: (id: string) => void;
}

const countLabel = (n: number) => (n === 1 ? '1 serviço' : `${n} serviços`);

export function ServiceTypeList({
  types,
  servicesPerType,
  loading,
  failed,
  onRetry,
  editingId,
  onEdit,
  onDeleted,
}: ServiceTypeListProps) {
  const confirm = useConfirm();
  const { remove } = useServiceTypeMutations();

  async function askAndDelete(type: ServiceTypeData) {
    const confirmed = await confirm({
      title: T.confirmDeleteTypeTitle,
      message: T.confirmDeleteType,
      type: 'danger',
      confirmLabel: T.confirmDeleteLabel,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync({ id: type.id });
      toast.success(T.typeDeleted);
      onDeleted(type.id);
    } catch {
      toast.error(T.deleteTypeFailed);
    }
  }

  return (
    <Card
      className="services-list-card"
      title={T.typesList}
      actions={types ? <Badge tone="purple">{types.length}</Badge> : undefined}
    >
      {loading ? (
        <LoadingText />
      ) : failed ? (
        <EmptyState
          icon="⚠️"
          title={T.loadTypesFailed}
          action={
            <Button variant="secondary" onClick={onRetry}>
              Tentar novamente
            </Button>
          }
        />
      ) : !types?.length ? (
        <EmptyState icon="🗂️" title={T.noTypes} description={T.noTypesListHint} />
      ) : (
        <ul className="services-list" aria-label={T.typesList}>
          {types.map((type) => (
            <li key={type.id} className={cx('services-item', type.id === editingId && 'services-item--editing')}>
              <TypeIcon icon={type.icon} color={type.color} size="lg" />
              <div className="services-item__body">
                <div className="services-item__title">
                  <span className="services-item__name">{type.name}</span>
                  {!type.active && <Badge tone="grey">{T.inactive}</Badge>}
                </div>
                <div className="services-item__meta">
                  <span>{countLabel(servicesPerType.get(type.id) ?? 0)}</span>
                  <span aria-hidden="true">·</span>
                  <span className="services-color-code">{type.color}</span>
                </div>
                {type.description && <p className="services-item__description">{type.description}</p>}
              </div>
              <div className="services-item__side">
                <div className="services-item__actions">
                  <Button size="sm" variant="secondary" onClick={() => onEdit(type)} aria-label={`${T.edit} ${type.name}`}>
                    {T.edit}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="services-delete"
                    onClick={() => askAndDelete(type)}
                    aria-label={`${T.delete} ${type.name}`}
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
