import { countOf, nowInTimeZone, reaisToCents } from '@agenda/br';
import { FINALIZE_TEXTS } from '@agenda/finalize/shared';
import { Badge, Button, DateField, EmptyState, LoadingText, Modal, MoneyField, SelectField, TextField } from '@agenda/ui';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { METHOD_LABELS, PAYMENT_METHODS, STATUS_LABELS } from '../shared/methods.ts';
import { RECEIVABLE_SITUATIONS, type ReceivableSituation } from '../shared/schemas.ts';
import { FINANCE_TEXTS as T } from '../shared/texts.ts';
import type { Receivable } from '../shared/wire.ts';
import { client, trpc } from './api.ts';
import { isDateRefusal, useFinanceWrite } from './finance-write.ts';
import { brl, ptDate } from './format.ts';
import { LoadError } from './load-error.tsx';
import { PixChargeDialog } from './pix-charge-dialog.tsx';
import { TableScroll } from './table-scroll.tsx';
import { STATUS_TONES } from './tones.ts';

function ReceiptForm({ receivable, txid: givenTxid, onClose }: { receivable: Receivable; txid: string; onClose: () => void }) {
  const [valor, setValor] = useState(receivable.saldo);
  const [formaPagamento, setForma] = useState('PIX');
  const [txid, setTxid] = useState(givenTxid);
  const byPix = formaPagamento === METHOD_LABELS.PIX;
  const txidError = byPix && txid.trim() !== '' && !/^[A-Za-z0-9]{1,25}$/.test(txid.trim()) ? T.txidInvalid : null;
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
            disabled={register.isPending || tooMuch !== null || txidError !== null}
            onClick={() => {
              if (!tooMuch && !txidError)
                register.mutate({ id: receivable.id, valor, formaPagamento, data, txid: byPix ? txid.trim() || null : null });
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
        {byPix && (
          <TextField label={T.txidLabel} hint={T.txidHint} value={txid} onChange={setTxid} maxLength={25} error={txidError} />
        )}
      </div>
    </Modal>
  );
}

function History({ receivable }: { receivable: Receivable }) {
  const { historico } = receivable;
  return (
    <details className="finance-history">
      <summary>
        {T.history} ({historico.length})
      </summary>
      {historico.length === 0 ? (
        <p className="finance-history__empty">{T.noHistory}</p>
      ) : (
        <ul className="finance-history__list">
          {historico.map((h, i) => (
            <li key={i}>
              {ptDate(h.data)} · {h.formaPagamento} · {brl(h.valor)}
              {h.txid && (
                <>
                  {' '}
                  · txid <code>{h.txid}</code>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

function SituationFilter({ value, onChange }: { value: ReceivableSituation; onChange: (s: ReceivableSituation) => void }) {
  return (
    <div className="finance-situations" role="group" aria-label={T.situationLabel}>
      {RECEIVABLE_SITUATIONS.map((s) => (
        <button
          key={s}
          type="button"
          className={`ui-button ui-button--sm ${s === value ? 'ui-button--primary' : 'ui-button--secondary'}`}
          aria-pressed={s === value}
          onClick={() => onChange(s)}
        >
          {T.situations[s]}
        </button>
      ))}
    </div>
  );
}

/**
 * Cobrança: the receivables by situation (em aberto, vencidas, a vencer, pagas) and due date, each
 * with its history; 'Enviar cobrança' (PIX), a receipt, and a WhatsApp reminder for the overdue ones.
 */
/** Cobrança's pages of a situation (50 each; the server counts what is owed in total). */
const receivablePages = (situacao: ReceivableSituation) =>
  infiniteQueryOptions({
    queryKey: [...trpc.finance.receivables.queryKey(), { situacao }],
    initialPageParam: 0,
    queryFn: ({ pageParam }) => client.finance.receivables.query({ situacao, cursor: pageParam }),
    getNextPageParam: (last) => last.nextCursor,
  });

export function ReceivablesTab() {
  const [situacao, setSituacao] = useState<ReceivableSituation>('abertas');
  const list = useInfiniteQuery({ ...receivablePages(situacao), placeholderData: keepPreviousData });
  const [receiving, setReceiving] = useState<{ receivable: Receivable; txid: string } | null>(null);
  const [charging, setCharging] = useState<Receivable | null>(null);
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  if (!list.data) return <LoadingText />;
  const receivables = list.data.pages.flatMap((p) => p.receivables);
  const totals = list.data.pages[0]?.totals ?? { abertas: { count: 0, saldo: 0 }, vencidas: { count: 0, saldo: 0 } };
  return (
    <div className="finance-tab">
      <div className="finance-metrics finance-metrics--small">
        <div className="finance-metric finance-metric--blue">
          <span className="finance-metric__label">Em aberto</span>
          <strong className="finance-metric__value">{brl(totals.abertas.saldo)}</strong>
          <span className="finance-metric__note">{countOf(totals.abertas.count, 'cobrança', 'cobranças')}</span>
        </div>
        <div className="finance-metric finance-metric--red">
          <span className="finance-metric__label">Vencido</span>
          <strong className="finance-metric__value">{brl(totals.vencidas.saldo)}</strong>
          <span className="finance-metric__note">{countOf(totals.vencidas.count, 'cobrança', 'cobranças')}</span>
        </div>
      </div>
      <SituationFilter value={situacao} onChange={setSituacao} />
      {situacao === 'pagas' && <p className="finance-note">{T.paidListNote}</p>}
      {receivables.length === 0 ? (
        <EmptyState icon="✅" title={T.noReceivablesIn[situacao]} />
      ) : (
        <TableScroll label={`Cobranças: ${T.situations[situacao]}`}>
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
                  <td>
                    {r.cliente}
                    <History receivable={r} />
                  </td>
                  <td>
                    {ptDate(r.vencimento)}
                    {r.diasAtraso > 0 && (
                      <span className="finance-late"> · {countOf(r.diasAtraso, 'dia', 'dias')} de atraso</span>
                    )}
                  </td>
                  <td>
                    <Badge
                      tone={r.situacao === 'PAGA' ? 'green' : r.diasAtraso > 0 ? 'darkred' : (STATUS_TONES[r.status] ?? 'grey')}
                    >
                      {r.situacao === 'PAGA' ? T.paid : r.diasAtraso > 0 ? 'Atrasado' : (STATUS_LABELS[r.status] ?? r.status)}
                    </Badge>
                  </td>
                  <td className="finance-num">{brl(r.valor)}</td>
                  <td className="finance-num">
                    <strong>{brl(r.saldo)}</strong>
                  </td>
                  <td>
                    {r.situacao !== 'PAGA' && (
                      <div className="finance-row-actions">
                        <Button size="sm" variant="secondary" onClick={() => setCharging(r)}>
                          💠 {T.sendCharge}
                        </Button>
                        <Button size="sm" onClick={() => setReceiving({ receivable: r, txid: '' })}>
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
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {list.hasNextPage && (
        <div className="finance-more">
          <Button variant="secondary" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {T.loadMore}
          </Button>
        </div>
      )}
      {charging && (
        <PixChargeDialog
          receivable={charging}
          onClose={() => setCharging(null)}
          onReceive={(txid) => {
            setCharging(null);
            setReceiving({ receivable: charging, txid });
          }}
        />
      )}
      {receiving && <ReceiptForm receivable={receiving.receivable} txid={receiving.txid} onClose={() => setReceiving(null)} />}
    </div>
  );
}
