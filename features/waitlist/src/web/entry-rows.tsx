import { formatDatePtBR } from '@agenda/br';
import { Button, useConfirm } from '@agenda/ui';
import type { WaitlistEntryData } from '../shared/schemas.ts';
import { PERIOD_LABELS, type Period, WAITLIST_TEXTS as T, WEEKDAY_LABELS } from '../shared/texts.ts';
import { useRemoveFromWaitlist } from './hooks.ts';

const preferences = (e: WaitlistEntryData) =>
  [
    e.weekdays.length ? e.weekdays.map((d) => WEEKDAY_LABELS[d]).join(', ') : T.anyWeekday,
    e.periods.length ? e.periods.map((p) => PERIOD_LABELS[p as Period] ?? p).join(', ') : T.anyPeriod,
  ].join(' · ');

/** The entries as a table (cards below 720 px): patient, service, wishes, until, open offers, 'Remover'. */
export function EntryRows({ entries, showPatient = true }: { entries: WaitlistEntryData[]; showPatient?: boolean }) {
  const remove = useRemoveFromWaitlist();
  const confirm = useConfirm();
  const onRemove = async (entry: WaitlistEntryData) => {
    const yes = await confirm({ title: T.remove, message: T.removeConfirm(entry.clientName), type: 'danger' });
    if (yes) await remove.mutateAsync({ id: entry.id });
  };
  return (
    <div className="ui-table-wrap waitlist-wrap">
      <table className="ui-table waitlist-table">
        <thead>
          <tr>
            {showPatient ? <th scope="col">{T.patient}</th> : null}
            <th scope="col">{T.service}</th>
            <th scope="col">{T.wishes}</th>
            <th scope="col">{T.until}</th>
            <th scope="col">{T.offers}</th>
            <th scope="col">{T.actions}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-testid="waitlist-row">
              {showPatient ? (
                <th scope="row" className="waitlist-patient">
                  {entry.clientName}
                  <small className="waitlist-since">
                    {T.since} {new Date(entry.createdAt).toLocaleDateString('pt-BR')}
                  </small>
                </th>
              ) : null}
              <td data-label={T.service}>{entry.serviceName}</td>
              <td data-label={T.wishes}>{preferences(entry)}</td>
              <td data-label={T.until}>{formatDatePtBR(entry.until)}</td>
              <td data-label={T.offers}>
                {entry.openOffers.length
                  ? entry.openOffers.map((o) => (
                      <span key={o.id} className="waitlist-offer">
                        {T.openOffer(formatDatePtBR(o.date), o.startTime)}
                      </span>
                    ))
                  : '—'}
              </td>
              <td>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => void onRemove(entry)}
                  aria-label={T.removeLabel(entry.clientName)}
                >
                  {T.remove}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
