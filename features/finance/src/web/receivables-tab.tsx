import { countOf, nowInTimeZone, reaisToCents } from '@agenda/br';
import { FINALIZE_TEXTS } from '@agenda/finalize/shared';
import { Badge, Button, DateField, EmptyState, LoadingText, Modal, MoneyField, SelectField } from '@agenda/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { METHOD_LABELS, PAYMENT_METHODS, STATUS_LABELS } from '../shared/methods.ts';
import { FINANCE_TEXTS as T } from '../shared/texts.ts';
import type { Receivable } from '../shared/wire.ts';
import { trpc } from './api.ts';
import { isDateRefusal, useFinanceWrite } from './finance-write.ts';
import { brl, ptDate } from './format.ts';
import { LoadError } from './load-error.tsx';
import { TableScroll } from './table-scroll.tsx';
import { STATUS_TONES } from './tones.ts';

function ReceiptForm({ receivable, onClose }: { receivable: Receivable; onClose: () => void }) {
  const [valor, setValor] = useState(receivable.saldo);
  const [formaPagamento, setForma] = useState('PIX');
  const [data, setData] = useState(nowInTimeZone().date);
  // A date the server refused (a closed period, a day before the payment) is said beside the date field.
  const [dateError, setDateError] = useState<string | null>(null);
  const balanceCents = reaisToCents(receivable.saldo);
  // More than is owed is said next to the field and never sent (the server refuses it too).
  const tooMuch = reaisToCents(valor) > balanceCents ? FINALIZE_TEXTS.receiptExceedsBalance(balanceCents) : null;
  const register = useMutation(
    trpc.finance.registerReceipt.mutationOptions(
      useFinanceWrite(T.receiptSaved, T.receiptError, onClose, (message) => {
        if (!isDateRefusal(message)) return false;
        setDateError(message);
        return true;
      }),
    ),
  );
  return (
    <Modal
      open
      title={`${T.registerReceipt} — ${receivable.cliente}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            disabled={register.isPending || tooMuch !== null}
            onClick={() => {
              if (!tooMuch) register.mutate({ id: receivable.id, valor, formaPagamento, data });
            }}
          >
            {T.registerReceipt}
          </Button>
        </>
      }
    >
      <p className="finance-receipt-balance">
        Saldo em aberto: <strong>{brl(receivable.saldo)}</strong> de {brl(receivable.valor)}
      </p>
      <div className="finance-form">
        <MoneyField label="Valor recebido" required value={valor} error={tooMuch} onChange={setValor} />
        <SelectField
          label="Forma de pagamento"
          required
          value={formaPagamento}
          onChange={setForma}
          options={PAYMENT_METHODS.map((m) => ({ value: METHOD_LABELS[m], label: METHOD_LABELS[m] }))}
        />
        <DateField
          label="Data do recebimento"
          required
          value={data}
          max={nowInTimeZone().date}
          error={dateError}
          onChange={(day) => {
            setData(day);
            setDateError(null);
          }}
        />
      </div>
    </Modal>
  );
}

/** Cobrança: the open balances by due date, a receipt for each, and a WhatsApp reminder for the overdue ones. */
export function ReceivablesTab() {
  const list = useQuery(trpc.finance.receivables.queryOptions());
  const [receiving, setReceiving] = useState<Receivable | null>(null);
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  if (!list.data) return <LoadingText />;
  const { receivables } = list.data;
  const overdue = receivables.filter((r) => r.diasAtraso > 0);
  return (
    <div className="finance-tab">
      <div className="finance-metrics finance-metrics--small">
        <div className="finance-metric finance-metric--blue">
          <span className="finance-metric__label">Em aberto</span>
          <strong className="finance-metric__value">{brl(receivables.reduce((s, r) => s + r.saldo, 0))}</strong>
          <span className="finance-metric__note">{countOf(receivables.length, 'cobrança', 'cobranças')}</span>
        </div>
        <div className="finance-metric finance-metric--red">
          <span className="finance-metric__label">Vencido</span>
          <strong className="finance-metric__value">{brl(overdue.reduce((s, r) => s + r.saldo, 0))}</strong>
          <span className="finance-metric__note">{countOf(overdue.length, 'cobrança', 'cobranças')}</span>
        </div>
      </div>
      {receivables.length === 0 ? (
        <EmptyState icon="✅" title={T.noReceivables} />
      ) : (
        <TableScroll label="Cobranças em aberto">
          <table className="ui-table finance-table">
            <thead>
              <tr>
                <th>Cliente</th>
                <th>Vencimento</th>
                <th>Status</th>
                <th className="finance-num">Valor</th>
                <th className="finance-num">Saldo</th>
                <th aria-label="Ações" />
              </tr>
            </thead>
            <tbody>
              {receivables.map((r) => (
                <tr key={r.id} data-testid="receivable-row">
                  <td>{r.cliente}</td>
                  <td>
                    {ptDate(r.vencimento)}
                    {r.diasAtraso > 0 && (
                      <span className="finance-late"> · {countOf(r.diasAtraso, 'dia', 'dias')} de atraso</span>
                    )}
                  </td>
                  <td>
                    <Badge tone={r.diasAtraso > 0 ? 'darkred' : (STATUS_TONES[r.status] ?? 'grey')}>
                      {r.diasAtraso > 0 ? 'Atrasado' : (STATUS_LABELS[r.status] ?? r.status)}
                    </Badge>
                  </td>
                  <td className="finance-num">{brl(r.valor)}</td>
                  <td className="finance-num">
                    <strong>{brl(r.saldo)}</strong>
                  </td>
                  <td>
                    <div className="finance-row-actions">
                      <Button size="sm" onClick={() => setReceiving(r)}>
                        {T.registerReceipt}
                      </Button>
                      {r.whatsapp && (
                        <a
                          className="ui-button ui-button--secondary ui-button--sm finance-whatsapp"
                          href={r.whatsapp}
                          target="_blank"
                          rel="noreferrer"
                        >
                          💬 {T.whatsapp}
                        </a>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {receiving && <ReceiptForm receivable={receiving} onClose={() => setReceiving(null)} />}
    </div>
  );
}
