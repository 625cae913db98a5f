import { errorMessage } from '@agenda/api-client/trpc';
import { Button, Modal, NumberField, TextField, toast } from '@agenda/ui';
import { useState } from 'react';
import type { ProductData } from '../shared/product.ts';
import { PRODUCTS_TEXTS as T } from '../shared/texts.ts';
import { useProductMutations } from './hooks.ts';

/** A manual stock movement with its reason (entry, loss, count correction). */
export function StockAdjustModal({ product, onClose }: { product: ProductData; onClose: () => void }) {
  const [delta, setDelta] = useState(0);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { adjust } = useProductMutations();
  const onSave = async () => {
    try {
      await adjust.mutateAsync({ id: product.id, delta, reason });
      toast.success(T.adjusted);
      onClose();
    } catch (e) {
      setError(errorMessage(e, T.saveFailed));
    }
  };
  return (
    <Modal
      open
      size="sm"
      title={`${T.adjustTitle} — ${product.name}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button onClick={() => void onSave()} loading={adjust.isPending}>
            {T.save}
          </Button>
        </>
      }
    >
      <div className="ui-stack">
        <p className="ui-muted">
          {T.stock}: {product.stock}
        </p>
        <NumberField label={T.adjustQuantity} value={delta} onChange={setDelta} step={1} />
        <TextField label={T.adjustReason} required value={reason} onChange={setReason} maxLength={200} />
        {error && (
          <p className="ui-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
