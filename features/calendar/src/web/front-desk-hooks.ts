import { mayActOn } from '@agenda/access';
import { useAuth } from '@agenda/auth/web';
import { nowInTimeZone } from '@agenda/br';
import { useMay } from '@agenda/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AppointmentData } from '../shared/model.ts';
import { isArrivable } from '../shared/status.ts';
import { trpc } from './api.ts';
import { useAgendaProfessionals } from './agenda-scope.ts';
import { refreshCalendar } from './hooks.ts';

/** The waiting room (decision 054): today's arrivals not yet called; asked again every 15 s. */
export function useWaitingRoom(enabled = true) {
  return useQuery({
    ...trpc.calendar.waitingRoom.queryOptions(),
    select: (data) => data.patients,
    enabled,
    refetchInterval: 15_000,
    refetchOnWindowFocus: true,
  });
}

/** The waiting-room TV: polled every 3 s, without reloading the page. */
export function useCallPanel() {
  return useQuery({
    ...trpc.calendar.callPanel.queryOptions(),
    select: (data) => data.calls,
    refetchInterval: 3_000,
    refetchIntervalInBackground: true,
  });
}

export function useFrontDeskMutations() {
  const toasted = { onSuccess: refreshCalendar };
  return {
    arrive: useMutation(trpc.calendar.arrive.mutationOptions(toasted)),
    callIn: useMutation(trpc.calendar.callIn.mutationOptions(toasted)),
    update: useMutation(trpc.calendar.update.mutationOptions(toasted)),
  };
}

/** A clock that ticks every `ms` (waiting times count up on screen between reads). */
export function useTicking(ms = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/**
 * What this member may do at the front desk with an appointment: record the arrival (reception, the
 * owner; today's expected patients only) and call the patient in (their own professional, or the owner).
 */
export function useFrontDeskRights() {
  const may = useMay();
  const { user } = useAuth();
  const professionals = useAgendaProfessionals().data;
  const today = user?.company.timeZone ? nowInTimeZone(user.company.timeZone).date : nowInTimeZone().date;
  const mayCall = (professionalId: string) => {
    const memberId = professionals?.find((p) => p.id === professionalId)?.memberId ?? null;
    return mayActOn({ role: user?.role, userId: user?.id ?? '' }, 'callPatients', memberId);
  };
  return {
    today,
    mayArrive: (a: Pick<AppointmentData, 'date' | 'status'>) => may('arrivals') && a.date === today && isArrivable(a.status),
    mayCall: (a: Pick<AppointmentData, 'date' | 'status' | 'professionalId'>) =>
      a.date === today && (a.status === 'ARRIVED' || a.status === 'IN_SERVICE') && mayCall(a.professionalId),
    mayCallPatient: mayCall,
    /** 'Faltou': reception marks a patient who was expected and whose time has come. */
    mayMarkNoShow: (a: Pick<AppointmentData, 'date' | 'startTime' | 'status'>) => {
      const now = user?.company.timeZone ? nowInTimeZone(user.company.timeZone) : nowInTimeZone();
      const begun = a.date < now.date || (a.date === now.date && a.startTime <= now.time);
      return may('arrivals') && begun && isArrivable(a.status);
    },
  };
}
