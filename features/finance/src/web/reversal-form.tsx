import { reaisToCents } from '@agenda/br';
import { Button, Modal, MoneyField, SelectField, TextAreaField } from '@agenda/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { METHOD_LABELS, PAYMENT_METHODS } from '../shared/methods.ts';
import { REVERSAL_TEXTS as R } from '../shared/texts.ts';
import type { Transaction } from '../shared/wire.ts';
import { trpc } from './api.ts';
import { useFinanceWrite } from './finance-write.ts';
import { brl } from './format.ts';

/**
 * 'Estornar': gives back money received on an income row, as a new entry dated today with its reason
 * (the row itself, maybe in a closed period, stays as it was). The server holds the limits by method.
 */
export function ReversalForm({ transaction, onClose }: { transaction: Transaction; onClose: () => void }) {
  const kept = transaction.recebido ?? 0;
  const [valor, setValor] = useState(kept);
  const [formaPagamento, setForma] = useState(transaction.formaPagamento);
  const [motivo, setMotivo] = useState('');
  const tooMuch = reaisToCents(valor) > reaisToCents(kept) ? R.tooMuch(brl(kept)) : null;
  const reverse = useMutation(trpc.finance.reversePayment.mutationOptions(useFinanceWrite(R.saved, R.error, onClose)));
  return (
    <Modal
      open
      title={`${R.title} — ${transaction.cliente ?? transaction.servico}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            variant="danger"
            disabled={reverse.isPending || tooMuch !== null}
            onClick={() => reverse.mutate({ id: transaction.id, valor, formaPagamento, motivo })}
          >
            {R.confirm}
          </Button>
        </>
      }
    >
      <p className="finance-receipt-balance">{R.kept(brl(kept))}</p>
      <div className="finance-form">
        <MoneyField label={R.amount} required value={valor} error={tooMuch} onChange={setValor} />
        <SelectField
          label={R.method}
          required
          value={formaPagamento}
          onChange={setForma}
          options={PAYMENT_METHODS.map((m) => ({ value: METHOD_LABELS[m], label: METHOD_LABELS[m] }))}
        />
        <TextAreaField label={R.reason} required value={motivo} onChange={setMotivo} maxLength={500} hint={R.reasonHint} />
      </div>
    </Modal>
  );
}
