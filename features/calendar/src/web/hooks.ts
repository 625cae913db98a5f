import { useCompanyConfig } from '@agenda/auth/web';
import { addDays } from '@agenda/br';
import { queryClient } from '@agenda/api-client/trpc';
import { useMutation, useQuery } from '@tanstack/react-query';
import { MAX_FREE_SLOT_DAYS } from '../shared/schemas.ts';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';
import { trpc } from './api.ts';

/** Every calendar answer may change after any change (the list, the waiting room, the details). */
export const refreshCalendar = () => queryClient.invalidateQueries(trpc.calendar.pathFilter());

/**
 * The week's appointments (the server marks past ones OVERDUE as it reads), of the professionals
 * named (sorted, so one choice is one cache entry), or everyone's. Patients confirm and cancel through
 * their links at any moment: the week asks again every 10 s and when the window regains focus.
 */
export function useWeekAppointments(startDate: string, endDate: string, professionalIds?: string[], enabled = true) {
  return useQuery({
    ...trpc.calendar.list.queryOptions({ startDate, endDate, ...(professionalIds ? { professionalIds } : {}) }),
    enabled,
    select: (data) => data.appointments,
    placeholderData: (previous) => previous,
    refetchInterval: 10_000,
    refetchOnWindowFocus: true,
  });
}

/**
 * The next free slots of a service with one professional, from now on for the longest range the
 * server answers: its one availability function (the same rules as booking), not the week on screen.
 */
export function useNextFreeSlots(serviceId: string, professionalId: string, from: string, enabled = true) {
  return useQuery({
    ...trpc.calendar.freeSlots.queryOptions({
      serviceId,
      professionalIds: [professionalId],
      from,
      to: addDays(from, MAX_FREE_SLOT_DAYS),
    }),
    enabled: enabled && Boolean(serviceId && professionalId && from),
  });
}

/**
 * Who is free to attend the service at a start time of a date, by the server's availability function
 * (the same rules as booking, the day's begun slots included: a patient may already be here). A Set
 * of professional ids, empty when no one is; undefined while unknown or without a service.
 */
export function useFreeAt(serviceId: string, date: string, startTime: string): ReadonlySet<string> | undefined {
  const slots = useQuery({
    ...trpc.calendar.freeSlots.queryOptions({ serviceId, from: date, to: date, walkIns: true }),
    enabled: Boolean(serviceId && date),
    staleTime: 5_000,
  });
  if (!serviceId || !slots.data) return undefined;
  return new Set(slots.data.slots.find((s) => s.startTime === startTime)?.professionalIds ?? []);
}

/** The waiting room: open appointments with an urgency, in the spec's order; refreshed every minute. */
export function useUrgentAppointments() {
  return useQuery({
    ...trpc.calendar.urgent.queryOptions(),
    select: (data) => data.appointments,
    refetchInterval: 60_000,
  });
}

export function useAppointmentDetails(id: string | null) {
  return useQuery({
    ...trpc.calendar.details.queryOptions({ id: id ?? '' }),
    enabled: id !== null,
    select: (data) => data.appointment,
  });
}

/**
 * Failures of confirm, cancel and urgency become the shared error toast with the spec's fallback;
 * booking and rescheduling show their own (their fallbacks and messages differ).
 */
export function useCalendarMutations() {
  const toasted = (errorMessage: string) => ({ onSuccess: refreshCalendar, meta: { errorMessage } });
  const own = { onSuccess: refreshCalendar, meta: { handlesError: true } };
  return {
    create: useMutation(trpc.calendar.create.mutationOptions(own)),
    createSeries: useMutation(trpc.calendar.createSeries.mutationOptions(own)),
    confirm: useMutation(trpc.calendar.confirm.mutationOptions(toasted(T.confirmFailed))),
    cancel: useMutation(trpc.calendar.cancel.mutationOptions(toasted(T.cancelFailed))),
    reschedule: useMutation(trpc.calendar.reschedule.mutationOptions(own)),
    setUrgency: useMutation(trpc.calendar.setUrgency.mutationOptions(toasted(T.urgencyFailed))),
    clearUrgency: useMutation(trpc.calendar.clearUrgency.mutationOptions(toasted(T.urgencyFailed))),
  };
}

/** The company's business type with its client tabs (the detail modal's tabs). */
export function useCompanyTabs() {
  const config = useCompanyConfig();
  return { ...config, data: config.data?.company.businessType };
}
