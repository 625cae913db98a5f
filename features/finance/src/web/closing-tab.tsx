import { useCompanyConfig } from '@agenda/auth/web';
import { nowInTimeZone } from '@agenda/br';
import { Button, Card, DateField, EmptyState, LoadingText, useConfirm } from '@agenda/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { CLOSING_TEXTS as C } from '../shared/texts.ts';
import type { CashClosing, MethodTotal } from '../shared/wire.ts';
import { trpc } from './api.ts';
import { useFinanceWrite } from './finance-write.ts';
import { ClosingPrint } from './closing-print.tsx';
import { brl, closedAtText } from './format.ts';
import { LoadError } from './load-error.tsx';
import { TableScroll } from './table-scroll.tsx';

function Totals({ totals, total, label }: { totals: MethodTotal[]; total: number; label: string }) {
  return (
    <table className="ui-table finance-table finance-closing-totals" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{C.method}</th>
          <th scope="col" className="finance-num">
            {C.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {totals.map((t) => (
          <tr key={t.method} data-testid="closing-total">
            <td>{t.method}</td>
            <td className="finance-num">{brl(t.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{C.total}</th>
          <td className="finance-num">
            <strong>{brl(total)}</strong>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

function ClosingHistory({ onPrint }: { onPrint: (closing: CashClosing) => void }) {
  const list = useQuery(trpc.finance.closings.queryOptions());
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  if (!list.data) return <LoadingText />;
  if (list.data.closings.length === 0) return <EmptyState icon="🗄️" title={C.noClosings} />;
  return (
    <TableScroll label={C.history}>
      <table className="ui-table finance-table finance-closing-history">
        <thead>
          <tr>
            <th scope="col">{C.period}</th>
            <th scope="col">{C.closedAt}</th>
            <th scope="col">{C.closedBy}</th>
            <th scope="col" className="finance-num">
              {C.total}
            </th>
            <th scope="col" aria-label="Ações" />
          </tr>
        </thead>
        <tbody>
          {list.data.closings.map((c) => (
            <tr key={c.id} data-testid="closing-row">
              <td data-label={C.period}>{C.since(c.from, c.until)}</td>
              <td data-label={C.closedAt}>{closedAtText(c.closedAt)}</td>
              <td data-label={C.closedBy}>{c.closedBy.name}</td>
              <td data-label={C.total} className="finance-num">
                {brl(c.total)}
              </td>
              <td>
                <div className="finance-row-actions">
                  <Button variant="secondary" size="sm" aria-label={C.printLabel(c.until)} onClick={() => onPrint(c)}>
                    🖨️ {C.print}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * 'Fechamento de caixa': the night's count (a day's money by method), closing the cash up to that day
 * behind a confirmation, and the closings so far, each printable.
 */
export function ClosingTab() {
  const today = nowInTimeZone().date;
  const [date, setDate] = useState(today);
  const day = date || today;
  const preview = useQuery(trpc.finance.closingPreview.queryOptions({ date: day }));
  const clinic = useCompanyConfig().data?.company.name ?? '';
  const [printing, setPrinting] = useState<CashClosing | null>(null);
  const donePrinting = useCallback(() => setPrinting(null), []);
  const confirm = useConfirm();
  const close = useMutation(
    trpc.finance.closeCash.mutationOptions(
      useFinanceWrite<{ closing: CashClosing }>(({ closing }) => C.closed(closing.until), C.closeError),
    ),
  );
  const p = preview.data;
  const closed = Boolean(p?.closedUntil && day <= p.closedUntil);
  const askClose = async () => {
    if (!p) return;
    const total = brl(p.period.total);
    const ok = await confirm({
      title: C.confirmTitle,
      message: C.confirmMessage(p.from, day, total),
      type: 'warning',
      confirmLabel: C.confirmLabel,
    });
    if (ok) close.mutate({ until: day });
  };

  return (
    <div className="finance-tab finance-closing">
      <p className="finance-closing__intro">{C.intro}</p>
      <div className="finance-toolbar">
        <DateField label={C.day} value={date} max={today} onChange={setDate} className="finance-closing__day" />
        <div className="finance-toolbar__actions">
          {p && closed ? (
            <p className="finance-closing__closed" role="status">
              🔒 {C.closedUntil(p.closedUntil ?? day)}
            </p>
          ) : (
            <Button
              onClick={() => void askClose()}
              // A preview read before the last closing would state the wrong period: wait for the fresh one.
              disabled={!p || day > today || preview.isFetching}
              loading={close.isPending}
            >
              {C.closeUntil(day)}
            </Button>
          )}
        </div>
      </div>
      <Card title={C.receivedOn(day)}>
        {preview.isError ? (
          <LoadError onRetry={() => void preview.refetch()} retrying={preview.isFetching} />
        ) : !p ? (
          <LoadingText />
        ) : p.day.totals.length === 0 ? (
          <EmptyState icon="💵" title={C.noMoney} />
        ) : (
          <Totals totals={p.day.totals} total={p.day.total} label={C.receivedOn(day)} />
        )}
      </Card>
      <Card title={C.history}>
        <ClosingHistory onPrint={setPrinting} />
      </Card>
      {printing && <ClosingPrint closing={printing} clinic={clinic} onDone={donePrinting} />}
    </div>
  );
}
