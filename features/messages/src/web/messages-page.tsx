import { addDays, formatDatePtBR, nowInTimeZone } from '@agenda/br';
import { Badge, type BadgeTone, Button, DateField, EmptyState, LoadingText, PageHeader, toast, useMay } from '@agenda/ui';
import { useState } from 'react';
import { MESSAGE_STATUS_LABELS, type MessageStatus } from '../shared/statuses.ts';
import { MESSAGES_TEXTS as T } from '../shared/texts.ts';
import { useDayMessages, useResend } from './hooks.ts';
import { MessageSettingsCard } from './message-settings-card.tsx';
import './messages.css';

const TONES: Record<MessageStatus, BadgeTone> = {
  agendado: 'grey',
  enviando: 'blue',
  enviado: 'blue',
  entregue: 'purple',
  lido: 'green',
  falhou: 'red',
  cancelado: 'amber',
};
const RESENDABLE = new Set(['falhou', 'cancelado', 'enviado', 'entregue', 'lido']);

const timeOf = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

function DayMessages({ date }: { date: string }) {
  const messages = useDayMessages(date);
  const resend = useResend();
  if (messages.isPending) return <LoadingText />;
  if (messages.isError)
    return (
      <EmptyState
        icon="⚠️"
        title={T.loadFailed}
        action={
          <Button variant="secondary" onClick={() => void messages.refetch()}>
            {T.retry}
          </Button>
        }
      />
    );
  const rows = messages.data.messages;
  if (!rows.length) return <EmptyState icon="✉️" title={T.empty} description={T.emptyHint} />;
  return (
    <div className="ui-table-wrap">
      <table className="ui-table messages-table">
        <thead>
          <tr>
            <th scope="col">{T.patient}</th>
            <th scope="col">{T.reminder}</th>
            <th scope="col">{T.status}</th>
            <th scope="col">{T.answer}</th>
            <th scope="col">{T.actions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((m) => {
            const patient = m.clientName ?? '—';
            const status = m.status as MessageStatus;
            return (
              <tr key={m.id} data-testid="message-row">
                <th scope="row" className="messages-patient">
                  {patient}
                  <span className="messages-sub">
                    {m.startTime} · {m.professional ?? ''} · {m.service ?? ''}
                  </span>
                </th>
                <td data-label={T.reminder}>
                  {T.kindLabel(m.kind)} · {T.channelLabels[m.channel] ?? m.channel}
                  <span className="messages-sub">
                    {T.scheduledFor}: {timeOf(m.sentAt ?? m.scheduledFor)}
                  </span>
                </td>
                <td data-label={T.status}>
                  <Badge tone={TONES[status] ?? 'grey'}>{MESSAGE_STATUS_LABELS[status] ?? m.status}</Badge>
                  {m.lastError && status !== 'enviado' && <span className="messages-sub">{m.lastError}</span>}
                </td>
                <td data-label={m.replies.length ? T.answer : undefined}>
                  {m.replies.map((r) => (
                    <span key={r.id} className="messages-reply">
                      <Badge tone={r.action === 'confirmou' ? 'green' : r.action === 'ler' ? 'blue' : 'red'}>
                        {T.answerLabels[r.action] ?? r.action}
                      </Badge>{' '}
                      “{r.text}”
                    </span>
                  ))}
                </td>
                <td>
                  {RESENDABLE.has(m.status) && (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={T.resendLabel(patient)}
                      disabled={resend.isPending}
                      onClick={() => resend.mutate({ id: m.id }, { onSuccess: () => toast.success(T.resent) })}
                    >
                      {T.resend}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** 'Mensagens' (/messages): a day's reminders with where each stands and what the patient answered. */
export function MessagesPage() {
  const [date, setDate] = useState(() => nowInTimeZone().date);
  const may = useMay();
  return (
    <div className="ui-page messages-page">
      <PageHeader title={T.pageTitle} subtitle={T.pageSubtitle} />
      <div className="messages-day">
        <Button variant="ghost" size="sm" aria-label={T.previousDay} onClick={() => setDate(addDays(date, -1))}>
          ‹
        </Button>
        <DateField label={T.day} value={date} onChange={(value) => value && setDate(value)} />
        <Button variant="ghost" size="sm" aria-label={T.nextDay} onClick={() => setDate(addDays(date, 1))}>
          ›
        </Button>
        <span className="messages-date">{formatDatePtBR(date)}</span>
      </div>
      <DayMessages date={date} />
      {may('settings') && <MessageSettingsCard />}
    </div>
  );
}
