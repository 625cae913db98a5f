import { countOf } from '@agenda/br';
import { Badge } from '@agenda/ui';
import type { ServiceTypeData } from '../shared/answers.ts';
import { SERVICES_TEXTS as T } from '../shared/texts.ts';
import { CatalogueList, RowActions, useConfirmedDelete } from './catalogue-list.tsx';
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

const countLabel = (n: number) => countOf(n, 'serviço', 'serviços');

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
  const { remove } = useServiceTypeMutations();
  const confirmedDelete = useConfirmedDelete({
    title: T.confirmDeleteTypeTitle,
    message: T.confirmDeleteType,
    done: T.typeDeleted,
    failed: T.deleteTypeFailed,
  });
  const askAndDelete = (type: ServiceTypeData) =>
    confirmedDelete(
      () => remove.mutateAsync({ id: type.id }),
      () => onDeleted(type.id),
    );

  return (
    <CatalogueList
      title={T.typesList}
      count={types?.length}
      loading={loading}
      failed={failed}
      failedTitle={T.loadTypesFailed}
      onRetry={onRetry}
      empty={{ icon: '🗂️', title: T.noTypes, description: T.noTypesListHint }}
    >
      {types?.map((type) => (
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
            <RowActions name={type.name} onEdit={() => onEdit(type)} onDelete={() => askAndDelete(type)} />
          </div>
        </li>
      ))}
    </CatalogueList>
  );
}
