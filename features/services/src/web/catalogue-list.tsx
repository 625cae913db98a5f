import { Badge, Button, Card, EmptyState, LoadingText, toast, useConfirm } from '@agenda/ui';
import type { ReactNode } from 'react';
import { SERVICES_TEXTS as T } from '../shared/texts.ts';

interface CatalogueListProps {
  title: string;
  count: number | undefined;
  loading: boolean;
  failed: boolean;
  failedTitle: string;
  onRetry: () => void;
  empty: { icon: string; title: string; description: string };
  children: ReactNode;
}

/** The card both catalogue lists share: count badge, loading, failure with retry, empty state. */
export function CatalogueList({ title, count, loading, failed, failedTitle, onRetry, empty, children }: CatalogueListProps) {
  return (
    <Card
      className="services-list-card"
      title={title}
      actions={count !== undefined ? <Badge tone="purple">{count}</Badge> : undefined}
    >
      {loading ? (
        <LoadingText />
      ) : failed ? (
        <EmptyState
          icon="⚠️"
          title={failedTitle}
          action={
            <Button variant="secondary" onClick={onRetry}>
              Tentar novamente
            </Button>
          }
        />
      ) : !count ? (
        <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />
      ) : (
        <ul className="services-list" aria-label={title}>
          {children}
        </ul>
      )}
    </Card>
  );
}

/** Edit and delete buttons of one row, named after the row for assistive technology. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="services-item__actions">
      <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`${T.edit} ${name}`}>
        {T.edit}
      </Button>
      <Button size="sm" variant="ghost" className="services-delete" onClick={onDelete} aria-label={`${T.delete} ${name}`}>
        {T.delete}
      </Button>
    </div>
  );
}

/** Asks with the spec's confirmation, deletes, and tells the outcome with the spec's toasts. */
export function useConfirmedDelete(texts: { title: string; message: string; done: string; failed: string }) {
  const confirm = useConfirm();
  return async (remove: () => Promise<unknown>, onDone: () => void) => {
    const confirmed = await confirm({
      title: texts.title,
      message: texts.message,
      type: 'danger',
      confirmLabel: T.confirmDeleteLabel,
    });
    if (!confirmed) return;
    try {
      await remove();
      toast.success(texts.done);
      onDone();
    } catch {
      toast.error(texts.failed);
    }
  };
}
