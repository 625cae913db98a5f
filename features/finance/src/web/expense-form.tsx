import { nowInTimeZone } from '@agenda/br';
import { Button, DateField, Modal, MoneyField, SelectField, TextField } from '@agenda/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { EXPENSE_CATEGORIES, EXPENSE_METHODS, METHOD_LABELS } from '../shared/methods.ts';
import { FINANCE_TEXTS as T } from '../shared/texts.ts';
import type { Expense } from '../shared/wire.ts';
import { trpc } from './api.ts';
import { isDateRefusal, useFinanceWrite } from './finance-write.ts';

type Draft = Omit<Expense, 'id' | 'vencimento'> & { vencimento: string };

const blank = (): Draft => ({
  data: nowInTimeZone().date,
  categoria: 'Aluguel',
  descricao: '',
  valor: 0,
  formaPagamento: 'PIX',
  status: 'PAID',
  vencimento: '',
});

/** 'Nova despesa' / editing one: the owner's rent, materials, lab fees. */
export function ExpenseForm({ expense, onClose }: { expense: Expense | null; onClose: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => (expense ? { ...expense, vencimento: expense.vencimento ?? '' } : blank()));
  // A closed period is about the expense's date: said beside it.
  const [dateError, setDateError] = useState<string | null>(null);
  const written = useFinanceWrite(T.expenseSaved, T.expenseSaveError, onClose, (message) => {
    if (!isDateRefusal(message)) return false;
    setDateError(message);
    return true;
  });
  const create = useMutation(trpc.finance.createExpense.mutationOptions(written));
  const update = useMutation(trpc.finance.updateExpense.mutationOptions(written));
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const save = () => {
    const input = { ...draft, vencimento: draft.status === 'PENDING' ? draft.vencimento : '' };
    if (expense) update.mutate({ id: expense.id, ...input });
    else create.mutate(input);
  };
  const busy = create.isPending || update.isPending;
  return (
    <Modal
      open
      title={expense ? T.editExpense : T.newExpense}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={save} disabled={busy}>
            Salvar
          </Button>
        </>
      }
    >
      <div className="finance-form">
        <DateField
          label="Data"
          required
          value={draft.data}
          error={dateError}
          onChange={(day) => {
            set('data')(day);
            setDateError(null);
          }}
        />
        <SelectField
          label="Categoria"
          required
          value={draft.categoria}
          onChange={set('categoria')}
          options={EXPENSE_CATEGORIES.map((c) => ({ value: c, label: c }))}
        />
        <TextField label="Descrição" required value={draft.descricao} onChange={set('descricao')} maxLength={200} />
        <MoneyField label="Valor" required value={draft.valor} onChange={set('valor')} />
        <SelectField
          label="Forma de pagamento"
          required
          value={draft.formaPagamento}
          onChange={set('formaPagamento')}
          options={EXPENSE_METHODS.map((m) => ({ value: METHOD_LABELS[m], label: METHOD_LABELS[m] }))}
        />
        <SelectField
          label="Status"
          required
          value={draft.status}
          onChange={(v) => set('status')(v as Draft['status'])}
          options={[
            { value: 'PAID', label: 'Pago' },
            { value: 'PENDING', label: 'Pendente' },
          ]}
        />
        {draft.status === 'PENDING' && (
          <DateField label="Vencimento" required value={draft.vencimento} onChange={set('vencimento')} />
        )}
      </div>
    </Modal>
  );
}
