import { errorMessage } from '@agenda/api-client/trpc';
import { Button, Card, MoneyField, TextField, toast, useMay } from '@agenda/ui';
import { type FormEvent, useEffect, useState } from 'react';
import type { ProductData } from '../shared/product.ts';
import { PRODUCTS_TEXTS as T } from '../shared/texts.ts';
import { useProductMutations } from './hooks.ts';

interface Draft {
  name: string;
  category: string;
  costPrice: number;
  salePrice: number;
  /** Text: empty or not numeric counts as 0 (§5). */
  stock: string;
}

const EMPTY: Draft = { name: '', category: '', costPrice: 0, salePrice: 0, stock: '' };
const draftOf = (p: ProductData): Draft => ({
  name: p.name,
  category: p.category ?? '',
  costPrice: p.costPrice ?? 0,
  salePrice: p.salePrice,
  stock: String(p.stock),
});

/** Create and edit a product; editing can be cancelled. The cost price only for who may see costs. */
export function ProductForm({ editing, onDone }: { editing: ProductData | null; onDone: () => void }) {
  const costs = useMay()('costs');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const mutations = useProductMutations();
  useEffect(() => {
    setDraft(editing ? draftOf(editing) : EMPTY);
    setError(null);
  }, [editing]);
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const saving = mutations.create.isPending || mutations.update.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.name.trim()) return setError(T.fillRequired);
    setError(null);
    const input = { ...draft, costPrice: costs ? draft.costPrice : undefined, stock: draft.stock };
    try {
      if (editing) await mutations.update.mutateAsync({ ...input, id: editing.id });
      else await mutations.create.mutateAsync(input);
      toast.success(editing ? T.updated : T.created);
      setDraft(EMPTY);
      onDone();
    } catch (e) {
      setError(errorMessage(e, T.saveFailed));
    }
  };

  return (
    <Card title={editing ? T.editProduct : T.newProduct} className="products-form-card">
      <form
        className="ui-stack"
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        aria-label={editing ? T.editProduct : T.newProduct}
      >
        <div className="ui-grid-3 products-form-grid">
          <TextField label={T.name} required value={draft.name} onChange={set('name')} maxLength={120} />
          <TextField label={T.category} value={draft.category} onChange={set('category')} maxLength={60} />
          {costs && <MoneyField label={T.costPrice} required value={draft.costPrice} onChange={set('costPrice')} min={0} />}
          <MoneyField label={T.salePrice} required value={draft.salePrice} onChange={set('salePrice')} min={0} />
          <TextField label={T.stock} value={draft.stock} onChange={set('stock')} inputMode="numeric" placeholder="0" />
        </div>
        {error && (
          <p className="ui-error" role="alert">
            {error}
          </p>
        )}
        <div className="ui-row ui-row--end">
          {editing && (
            <Button variant="secondary" onClick={onDone} disabled={saving}>
              {T.cancel}
            </Button>
          )}
          <Button type="submit" loading={saving}>
            {editing ? T.save : T.create}
          </Button>
        </div>
      </form>
    </Card>
  );
}
