import { countOf } from '@agenda/br';
import { errorMessage } from '@agenda/api-client/trpc';
import { Badge, Button, EmptyState, LoadingText, SelectField, TextField, toast, useConfirm } from '@agenda/ui';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ALL_METHODS, EXPENSE_CATEGORIES, METHOD_LABELS, STATUS_LABELS } from '../shared/methods.ts';
import { REVERSAL_TEXTS as R, FINANCE_TEXTS as T } from '../shared/texts.ts';
import type { Expense, Transaction } from '../shared/wire.ts';
import { client, trpc } from './api.ts';
import { ExpenseForm } from './expense-form.tsx';
import { brl, downloadCsv, ptDate } from './format.ts';
import { useFinanceWrite } from './finance-write.ts';
import { LoadError } from './load-error.tsx';
import { PeriodPicker, type PeriodValue } from './period-picker.tsx';
import { ReversalForm } from './reversal-form.tsx';
import { TableScroll } from './table-scroll.tsx';
import { STATUS_TONES } from './tones.ts';

const PAGE = 20;
const TYPE_LABELS: Record<string, string> = { receita: 'Receita', despesa: 'Despesa', estorno: R.category };
const options = (values: readonly string[], label = (v: string) => v) => [
  { value: '', label: T.all },
  ...values.map((v) => ({ value: v, label: label(v) })),
];

/** Transações: incomes and expenses with working filters, pages, CSV and 'Nova despesa'. */
export function TransactionsTab({ period, onPeriod }: { period: PeriodValue; onPeriod: (p: PeriodValue) => void }) {
  const [filters, setFilters] = useState({ tipo: '', categoria: '', status: '', formaPagamento: '', q: '' });
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Expense | null | 'new'>(null);
  const [reversing, setReversing] = useState<Transaction | null>(null);
  const input = { ...period, ...filters, limit: PAGE, offset: page * PAGE };
  const list = useQuery({ ...trpc.finance.transactions.queryOptions(input), placeholderData: keepPreviousData });
  const confirm = useConfirm();
  const remove = useMutation(trpc.finance.removeExpense.mutationOptions(useFinanceWrite(T.expenseDeleted, T.expenseSaveError)));
  const filter = (key: keyof typeof filters) => (value: string) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(0);
  };
  const exportCsv = async () => {
    try {
      downloadCsv(await client.finance.transactionsCsv.query({ ...period, ...filters, limit: PAGE, offset: 0 }));
    } catch (e) {
      toast.error(errorMessage(e, T.loadError));
    }
  };
  const edit = async (t: Transaction) => setEditing((await client.finance.expenseById.query({ id: t.id })).expense);
  const askRemove = async (t: Transaction) => {
    if (await confirm({ title: T.deleteExpenseTitle, message: T.deleteExpenseMessage, type: 'danger' }))
      remove.mutate({ id: t.id });
  };

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE));
  return (
    <div className="finance-tab">
      <div className="finance-toolbar">
        <PeriodPicker
          value={period}
          onChange={(p) => {
            onPeriod(p);
            setPage(0);
          }}
        />
        <div className="finance-toolbar__actions">
          <Button variant="secondary" onClick={() => void exportCsv()}>
            ⬇ {T.exportCsv}
          </Button>
          <Button onClick={() => setEditing('new')}>+ {T.newExpense}</Button>
        </div>
      </div>
      <div className="finance-filters">
        <SelectField
          label="Tipo"
          value={filters.tipo}
          onChange={filter('tipo')}
          options={options(['receita', 'despesa', 'estorno'], (v) => TYPE_LABELS[v] ?? v)}
        />
        <SelectField
          label="Categoria"
          value={filters.categoria}
          onChange={filter('categoria')}
          options={options(['Atendimento', R.category, ...EXPENSE_CATEGORIES])}
        />
        <SelectField
          label="Status"
          value={filters.status}
          onChange={filter('status')}
          options={options(['PAID', 'PENDING', 'PARTIAL', 'REVERSED'], (v) => STATUS_LABELS[v] ?? v)}
        />
        <SelectField
          label="Forma de pagamento"
          value={filters.formaPagamento}
          onChange={filter('formaPagamento')}
          options={options(ALL_METHODS.map((m) => METHOD_LABELS[m]))}
        />
        <TextField label="Busca" placeholder={T.search} value={filters.q} onChange={filter('q')} />
      </div>
      {list.isError ? (
        <LoadError onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : !list.data ? (
        <LoadingText />
      ) : list.data.transactions.length === 0 ? (
        <EmptyState icon="🧾" title={T.noTransactions} />
      ) : (
        <TableScroll label="Transações">
          <table className="ui-table finance-table">
            <thead>
              <tr>
                <th>Data</th>
                <th>Descrição</th>
                <th>Cliente</th>
                <th>Categoria</th>
                <th>Forma</th>
                <th>Status</th>
                <th className="finance-num">Valor</th>
                <th aria-label="Ações" />
              </tr>
            </thead>
            <tbody>
              {list.data.transactions.map((t) => (
                <tr key={`${t.tipo}-${t.id}`} data-testid="transaction-row">
                  <td>{ptDate(t.data)}</td>
                  <td>{t.servico || '—'}</td>
                  <td>{t.cliente ?? '—'}</td>
                  <td>{t.categoria}</td>
                  <td>{t.formaPagamento}</td>
                  <td>
                    <Badge tone={STATUS_TONES[t.status] ?? 'grey'}>{STATUS_LABELS[t.status] ?? t.status}</Badge>
                  </td>
                  <td className={`finance-num finance-${t.tipo}`}>
                    {t.tipo === 'receita' ? '+ ' : '− '}
                    {brl(t.valor)}
                  </td>
                  <td>
                    <div className="finance-row-actions">
                      {t.tipo === 'receita' && (t.recebido ?? 0) > 0 && (
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={R.actionLabel(t.cliente ?? t.servico)}
                          title={R.action}
                          onClick={() => setReversing(t)}
                        >
                          ↩️
                        </Button>
                      )}
                      {t.tipo === 'despesa' && (
                        <>
                          <Button variant="ghost" size="sm" aria-label="Editar despesa" onClick={() => void edit(t)}>
                            ✏️
                          </Button>
                          <Button variant="ghost" size="sm" aria-label="Excluir despesa" onClick={() => void askRemove(t)}>
                            🗑️
                          </Button>
                        </>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <nav className="finance-pager" aria-label="Paginação">
        <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
          {T.previous}
        </Button>
        <span>
          Página {page + 1} de {pages} · {countOf(total, 'transação', 'transações')}
        </span>
        <Button variant="secondary" size="sm" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
          {T.next}
        </Button>
      </nav>
      {reversing && <ReversalForm transaction={reversing} onClose={() => setReversing(null)} />}
      {editing && <ExpenseForm expense={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
