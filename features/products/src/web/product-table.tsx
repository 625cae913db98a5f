import { formatBRL, reaisToCents } from '@agenda/br';
import { Badge, Button, Card, EmptyState, LoadingText, toast, useConfirm, useMay } from '@agenda/ui';
import { useState } from 'react';
import type { ProductData } from '../shared/product.ts';
import { marginPercent } from '../shared/stock.ts';
import { PRODUCTS_TEXTS as T } from '../shared/texts.ts';
import { useProductMutations, useProducts } from './hooks.ts';
import { StockAdjustModal } from './stock-adjust-modal.tsx';
import { StockBadge } from './stock-badge.tsx';

const brl = (reais: number) => formatBRL(reaisToCents(reais));
const percent = (n: number | null) => (n === null ? '—' : `${n.toFixed(1).replace('.', ',')}%`);

/**
 * The catalogue table: prices, margin (profit ÷ sale price), stock badge, edit, adjust and delete. The
 * cost and the margin are the owner's (`costs`): without it their columns are left out.
 */
export function ProductTable({ onEdit }: { onEdit: (product: ProductData) => void }) {
  const products = useProducts();
  const { remove } = useProductMutations();
  const confirm = useConfirm();
  const costs = useMay()('costs');
  const [adjusting, setAdjusting] = useState<ProductData | null>(null);

  const onDelete = async (p: ProductData) => {
    if (!(await confirm({ title: T.remove, message: T.confirmDelete, type: 'danger', confirmLabel: T.remove }))) return;
    try {
      const { archived } = await remove.mutateAsync({ id: p.id });
      toast.success(archived ? T.archived : T.deleted);
    } catch {
      toast.error(T.deleteFailed);
    }
  };

  const list = products.data ?? [];
  return (
    <Card title={T.pageTitle} actions={products.data ? <Badge tone="purple">{list.length}</Badge> : undefined}>
      {products.isPending ? (
        <LoadingText />
      ) : list.length === 0 ? (
        <EmptyState icon="📦" title={T.empty} />
      ) : (
        <div className="ui-table-wrap">
          <table className="ui-table products-table">
            <thead>
              <tr>
                <th>{T.name}</th>
                <th>{T.category}</th>
                {costs && <th className="products-num">{T.costPrice}</th>}
                <th className="products-num">{T.salePrice}</th>
                {costs && <th className="products-num">{T.margin}</th>}
                <th>{T.stock}</th>
                <th>{T.actions}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((p) => (
                <tr key={p.id}>
                  <td className="products-name">{p.name}</td>
                  <td>{p.category ?? '—'}</td>
                  {costs && <td className="products-num">{brl(p.costPrice ?? 0)}</td>}
                  <td className="products-num">{brl(p.salePrice)}</td>
                  {costs && <td className="products-num">{percent(marginPercent(p.costPrice ?? 0, p.salePrice))}</td>}
                  <td>
                    <StockBadge stock={p.stock} />
                  </td>
                  <td>
                    <div className="products-actions">
                      <Button size="sm" variant="secondary" onClick={() => onEdit(p)} aria-label={`${T.edit} ${p.name}`}>
                        {T.edit}
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setAdjusting(p)} aria-label={`${T.adjust} ${p.name}`}>
                        ±
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => void onDelete(p)} aria-label={`${T.remove} ${p.name}`}>
                        {T.remove}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {adjusting && <StockAdjustModal product={adjusting} onClose={() => setAdjusting(null)} />}
    </Card>
  );
}
