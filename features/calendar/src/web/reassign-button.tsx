import { formatDatePtBR } from '@agenda/br';
import type { MemberActionSlotProps } from '@agenda/team/manifest';
import { errorMessage } from '@agenda/api-client/trpc';
import { Button, EmptyState, Modal, SelectField, toast } from '@agenda/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AppointmentData } from '../shared/model.ts';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';
import { useAgendaProfessionals } from './agenda-scope.ts';
import { trpc } from './api.ts';
import { refreshCalendar } from './hooks.ts';
import './reassign.css';

/**
 * 'Reatribuir' beside a member who no longer works here and still has appointments to come: each one
 * goes to another professional who performs the service, at the same time (the server checks their
 * hours and agenda as for any rescheduling). Nothing is ever deleted.
 */
export function ReassignButton({ active, professionalId, fullName }: MemberActionSlotProps) {
  const enabled = !active && professionalId !== null;
  const upcoming = useQuery({ ...trpc.calendar.upcomingOf.queryOptions({ professionalId: professionalId ?? '' }), enabled });
  const [open, setOpen] = useState(false);
  const count = upcoming.data?.appointments.length ?? 0;
  if (!enabled || count === 0) return null;
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)} aria-label={T.reassignOf(fullName, count)}>
        {T.reassign} ({count})
      </Button>
      {open && (
        <Modal open title={T.reassignTitle(fullName)} onClose={() => setOpen(false)} size="lg">
          {upcoming.data?.appointments.length ? (
            <ul className="cal-reassign">
              {upcoming.data.appointments.map((a) => (
                <ReassignRow key={a.id} appointment={a} from={professionalId} />
              ))}
            </ul>
          ) : (
            <EmptyState icon="✅" title={T.reassignDone} />
          )}
        </Modal>
      )}
    </>
  );
}

function ReassignRow({ appointment: a, from }: { appointment: AppointmentData; from: string }) {
  const professionals = useAgendaProfessionals().data ?? [];
  const others = professionals.filter((p) => p.id !== from && (p.allServices || p.serviceIds.includes(a.service.id)));
  const [to, setTo] = useState(others[0]?.id ?? '');
  const move = useMutation(trpc.calendar.reschedule.mutationOptions({ meta: { handlesError: true } }));
  const reassign = async () => {
    try {
      await move.mutateAsync({ id: a.id, date: a.date, startTime: a.startTime, endTime: a.endTime, professionalId: to });
      toast.success(T.reassigned(others.find((p) => p.id === to)?.name ?? ''));
      await refreshCalendar();
    } catch (error) {
      toast.error(errorMessage(error, T.reassignFailed));
    }
  };
  const label = `${formatDatePtBR(a.date)} ${a.startTime} · ${a.client.fullName} · ${a.service.name}`;
  return (
    <li className="cal-reassign__row">
      <span className="cal-reassign__what">{label}</span>
      <SelectField
        label={T.reassignTo}
        value={to}
        onChange={setTo}
        options={others.map((p) => ({ value: p.id, label: p.name }))}
        placeholder={others.length ? undefined : T.reassignNobody}
      />
      <Button
        size="sm"
        onClick={() => void reassign()}
        loading={move.isPending}
        disabled={!to}
        aria-label={`${T.reassign} ${label}`}
      >
        {T.reassign}
      </Button>
    </li>
  );
}
