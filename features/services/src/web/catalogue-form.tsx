import { errorMessage } from '@agenda/api-client/trpc';
import { Badge, Card, toast } from '@agenda/ui';
import type { FormEvent, ReactNode } from 'react';
import { SERVICES_TEXTS as T } from '../shared/texts.ts';

interface SaveTexts {
  created: string;
  updated: string;
  failed: string;
}

/**
 * The save of both catalogue forms: the spec's warning when a rule fails, else create or update,
 * then the spec's success toast, or the server's error (else the fixed failure text).
 */
export async function saveCatalogueItem<V>(options: {
  values: V;
  warning: string | null;
  editingId: string | undefined;
  create: (values: V) => Promise<unknown>;
  update: (values: V & { id: string }) => Promise<unknown>;
  texts: SaveTexts;
  onDone: () => void;
}): Promise<void> {
  const { values, warning, editingId, texts } = options;
  if (warning) {
    toast.warning(warning);
    return;
  }
  try {
    if (editingId) {
      await options.update({ ...values, id: editingId });
      toast.success(texts.updated);
    } else {
      await options.create(values);
      toast.success(texts.created);
    }
    options.onDone();
  } catch (error) {
    toast.error(errorMessage(error, texts.failed));
  }
}

/** The card and form element both catalogue forms share, in create or edit mode. */
export function CatalogueFormCard({
  editing,
  title,
  onSubmit,
  children,
}: {
  editing: boolean;
  title: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <Card
      className={editing ? 'services-form services-form--editing' : 'services-form'}
      title={title}
      actions={editing ? <Badge tone="blue">{T.editing}</Badge> : undefined}
    >
      <form className="ui-stack" onSubmit={onSubmit} noValidate aria-label={title}>
        {children}
      </form>
    </Card>
  );
}
