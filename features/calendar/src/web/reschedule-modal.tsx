import { nowInTimeZone } from '@agenda/br';
import { useAuth, useCompanyConfig } from '@agenda/auth/web';
import { useServices } from '@agenda/services/web';
import { useBlockedDays } from '@agenda/settings/web';
import { errorMessage } from '@agenda/api-client/trpc';
import { Button, DateField, Modal, SelectField, TextAreaField, toast } from '@agenda/ui';
import { useMemo, useState } from 'react';
import type { AppointmentData } from '../shared/model.ts';
import { noTimesReason } from '../shared/no-times-reason.ts';
import { bookableStartTimes, serviceWindow } from '../shared/opening-rules.ts';
import { canAttend, performs } from '../shared/professional-slots.ts';
import { MAX_REASON_LENGTH } from '../shared/schemas.ts';
import { CALENDAR_TEXTS as T, isClientBusyMessage } from '../shared/texts.ts';
import { durationBetween, rescheduledEndTime } from '../shared/time-rules.ts';
import { longDate, timeRange } from './format.ts';
import { useAgendaProfessionals } from './agenda-scope.ts';
import type { SeriesScope } from '../shared/series.ts';
import { useCalendarMutations } from './hooks.ts';
import { NextFreeSlots } from './next-free-slots.tsx';
import { ScopeChoice } from './scope-choice.tsx';
import { toastWarnings } from './warnings.ts';

/** §8: the server's error when it sent one; a network failure has its own text. */
const rescheduleError = (error: unknown) => errorMessage(error, T.rescheduleNetworkFailed) || T.rescheduleFailed;

/**
 * §2 reschedule modal: the current date and time, a new date (today at the earliest), a new time
 * and an optional reason. The end keeps the appointment's duration; past midnight is refused.
 */
export function RescheduleModal({ appointment: a, onClose }: { appointment: AppointmentData; onClose: () => void }) {
  const { user } = useAuth();
  const now = nowInTimeZone(user?.company.timeZone);
  const today = now.date;
  const company = useCompanyConfig().data?.company;
  const service = useServices().data?.find((s) => s.id === a.service.id);
  const { reschedule } = useCalendarMutations();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [reason, setReason] = useState('');
  const [scope, setScope] = useState<SeriesScope>('ONE');
  /** The client already booked at the new time (409): said here, with 'Agendar mesmo assim'. */
  const [clientBusy, setClientBusy] = useState<string | null>(null);
  // A team's appointment keeps its professional unless another one who performs the service is chosen.
  const professionals = useAgendaProfessionals().data ?? [];
  const isTeam = professionals.length > 1;
  const [professionalId, setProfessionalId] = useState(a.professionalId);
  const professional = professionals.find((p) => p.id === professionalId);
  const professionalOptions = [
    ...professionals.filter((p) => p.id === a.professionalId || performs(p, a.service.id)),
    ...(professionals.some((p) => p.id === a.professionalId) ? [] : [a.professional]),
  ].map((p) => ({ value: p.id, label: p.name }));
  const duration = durationBetween(a.startTime, a.endTime);
  const endTime = time ? rescheduledEndTime(time, duration) : null;
  const blocked = useBlockedDays(date, date);
  // Only the times the server accepts: open day and hours, the service's window, no block.
  const window = useMemo(() => (service ? serviceWindow(service) : null), [service]);
  const ready = Boolean(date && company && !blocked.isLoading);
  const times = useMemo(() => {
    if (!ready || !company || date < today || blocked.blockedDay(date)) return [];
    const open = bookableStartTimes(date, duration, company, window, blocked.rangesOn(date), date === today ? now.time : '00:00');
    // Only the chosen professional's hours (the server refuses the others).
    return professional
      ? open.filter((t) => canAttend(professional, { date, startTime: t, endTime: rescheduledEndTime(t, duration) ?? t }, null))
      : open;
  }, [ready, date, company, blocked, window, duration, today, now.time, professional]);
  // A date with no time says why: a past date, the holiday or block, a closed weekday…
  const whyNoTimes =
    ready && company && times.length === 0
      ? noTimesReason({
          date,
          today,
          duration,
          hours: company,
          service: window,
          blockedDay: blocked.blockedDay(date),
          ranges: blocked.rangesOn(date),
        })
      : null;

  const submit = async (allowClientOverlap = false) => {
    if (!date || !time) return;
    setClientBusy(null);
    if (endTime === null) {
      toast.error(T.pastMidnight);
      return;
    }
    try {
      const moved = await reschedule.mutateAsync({
        id: a.id,
        professionalId: professionalId === a.professionalId ? undefined : professionalId,
        date,
        startTime: time,
        endTime,
        reason: reason.trim() || T.defaultRescheduleReason,
        ...(a.seriesId ? { scope } : {}),
        allowClientOverlap,
      });
      toast.success(T.rescheduledDone);
      toastWarnings(moved.warnings);
      onClose();
    } catch (error) {
      const message = rescheduleError(error);
      if (isClientBusyMessage(message)) setClientBusy(message);
      else toast.error(message);
    }
  };

  return (
    <Modal
      open
      title={T.rescheduleTitle}
      onClose={onClose}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={reschedule.isPending}>
            {T.cancel}
          </Button>
          <Button onClick={() => void submit()} disabled={!date || !time} loading={reschedule.isPending}>
            {T.confirmReschedule}
          </Button>
        </>
      }
    >
      <div className="ui-stack">
        {clientBusy && (
          <div className="cal-error cal-new__busy" role="alert">
            <span>
              {clientBusy} {T.clientBusyHint}
            </span>
            <Button size="sm" variant="secondary" onClick={() => void submit(true)} disabled={reschedule.isPending}>
              {T.bookAnyway}
            </Button>
          </div>
        )}
        <div className="cal-current-slot">
          <span className="ui-muted">{T.currentSchedule}</span>
          <strong>
            {longDate(a.date)} · {timeRange(a.startTime, a.endTime)}
          </strong>
          <span className="ui-muted">
            {a.client.fullName} · {a.service.name}
            {isTeam && ` · ${a.professional.name}`}
          </span>
        </div>
        {isTeam && (
          <SelectField
            label={T.professional}
            value={professionalId}
            onChange={(id) => {
              setProfessionalId(id);
              setTime('');
            }}
            options={professionalOptions}
            required
          />
        )}
        {/* The server's free slots use the service's duration: offered when the appointment keeps it. */}
        {service && service.duration === duration && (
          <NextFreeSlots
            serviceId={service.id}
            professionalId={professionalId}
            from={today}
            onPick={(d, t) => {
              setDate(d);
              setTime(t);
            }}
          />
        )}
        <div className="ui-grid-2">
          <DateField
            label={T.newDate}
            value={date}
            onChange={(d) => {
              setDate(d);
              setTime('');
            }}
            min={today}
            required
          />
          <SelectField
            label={T.newTime}
            value={time}
            onChange={setTime}
            options={times.map((t) => ({ value: t, label: t }))}
            placeholder={date && times.length === 0 ? T.noFreeTimes : T.pickTime}
            disabled={!date || times.length === 0}
            hint={whyNoTimes && <span role="status">{whyNoTimes}</span>}
            required
          />
        </div>
        {time && (
          <p className="ui-muted cal-end-preview" aria-live="polite">
            {T.newEndTime}: {endTime ?? '—'}
          </p>
        )}
        {a.seriesId && <ScopeChoice value={scope} onChange={setScope} />}
        <TextAreaField
          label={T.reason}
          value={reason}
          onChange={setReason}
          placeholder={T.reasonPlaceholder}
          maxLength={MAX_REASON_LENGTH}
          rows={2}
        />
      </div>
    </Modal>
  );
}
