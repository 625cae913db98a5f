import { useAuth } from '@agenda/auth/web';
import { formatDatePtBR } from '@agenda/br';
import { Allowed, Badge, Button, Card, copyText, DateField, EmptyState, LoadingText, PageHeader, toast } from '@agenda/ui';
import { useState } from 'react';
import { CONFIRMATIONS_TEXTS as T } from '../shared/texts.ts';
import { formatInstant, useMarkSent, useReminders } from './hooks.ts';
import { ReschedulePolicyCard } from './reschedule-policy-card.tsx';
import { StatusChip } from './status-chip.tsx';
import './confirmations.css';

interface Reminder {
  appointmentId: string;
  clientName: string;
  startTime: string;
  endTime: string;
  professional: string;
  service: string;
  status: string;
  rescheduleRequested: boolean;
  sentAt: string | null;
  sentBy: string | null;
  link: string | null;
  whatsappUrl: string | null;
  whatsappMissing: string | null;
}

/**
 * 'Confirmações' (/confirmations): the next working day's appointments (any day can be picked), each
 * with its WhatsApp reminder in one tap; the rows follow the patients' answers through their links.
 */
export function RemindersPage() {
  const [date, setDate] = useState<string | null>(null);
  const reminders = useReminders(date);
  const shown = date ?? reminders.data?.date ?? '';
  return (
    <div className="ui-page confirmations-page">
      <PageHeader title={T.pageTitle} subtitle={T.pageSubtitle} />
      <div className="confirmations-toolbar">
        <DateField label={T.dateLabel} value={shown} onChange={(value) => setDate(value || null)} />
      </div>
      {reminders.isPending ? (
        <LoadingText />
      ) : reminders.isError ? (
        <EmptyState icon="⚠️" title={T.loadFailed} />
      ) : (
        <Card
          title={shown ? formatDatePtBR(shown) : undefined}
          actions={<Badge tone="purple">{reminders.data.reminders.length}</Badge>}
        >
          {reminders.data.reminders.length === 0 ? (
            <EmptyState icon="📭" title={T.empty} />
          ) : (
            <ul className="confirmations-list">
              {reminders.data.reminders.map((r) => (
                <ReminderRow key={r.appointmentId} reminder={r} />
              ))}
            </ul>
          )}
        </Card>
      )}
      <Allowed permission="settings">
        <ReschedulePolicyCard />
      </Allowed>
    </div>
  );
}

function ReminderRow({ reminder: r }: { reminder: Reminder }) {
  const { user } = useAuth();
  const markSent = useMarkSent();
  const copy = async () => {
    if (!r.link) return;
    if (await copyText(r.link)) toast.success(T.linkCopied);
    else toast.info(`${T.copyFailed} ${r.link}`);
  };
  return (
    <li className="confirmations-row" data-status={r.status} aria-label={`${r.startTime}, ${r.clientName}`}>
      <span className="confirmations-time">{r.startTime}</span>
      <span className="confirmations-who">
        <strong>{r.clientName}</strong>
        <span className="ui-muted">
          {r.service} · {r.professional}
        </span>
      </span>
      <span className="confirmations-state">
        <StatusChip status={r.status} />
        {r.rescheduleRequested && <Badge tone="blue">{T.wantsReschedule}</Badge>}
        {r.sentAt && (
          <span className="confirmations-sent">
            ✓ {T.messageSent}{' '}
            <span className="ui-muted">{T.sentBy(r.sentBy ?? '—', formatInstant(r.sentAt, user?.company.timeZone))}</span>
          </span>
        )}
      </span>
      <span className="confirmations-actions">
        {r.whatsappUrl && (
          <a
            className="ui-button ui-button--primary ui-button--sm"
            href={r.whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => markSent.mutate({ appointmentId: r.appointmentId })}
          >
            {T.sendWhatsapp}
          </a>
        )}
        {r.link && (
          <Button variant="secondary" size="sm" onClick={copy}>
            {T.copyLink}
          </Button>
        )}
        {r.link && !r.whatsappUrl && r.whatsappMissing && <span className="confirmations-why">{r.whatsappMissing}</span>}
      </span>
    </li>
  );
}
