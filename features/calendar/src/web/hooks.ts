import { useCompanyConfig } from '@agenda/auth/web';
import { queryClient } from '@agenda/trpc/client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { trpc } from './api.ts';

/** Every calendar answer may change after any change (the list, the waiting room, the details). */
export const refreshCalendar = () => queryClient.invalidateQueries(trpc.calendar.pathFilter());

/** The week's appointments (the server marks past ones OVERDUE as it reads). */
export function useWeekAppointments(startDate: string, endDate: string) {
  return useQuery({
    ...trpc.calendar.list.queryOptions({ startDate, endDate }),
    select: (data) => data.appointments,
    placeholderData: (previous) => previous,
  });
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

export function useCalendarMutations() {
  const options = { onSuccess: refreshCalendar };
  return {
    create: useMutation(trpc.calendar.create.mutationOptions(options)),
    confirm: useMutation(trpc.calendar.confirm.mutationOptions(options)),
    cancel: useMutation(trpc.calendar.cancel.mutationOptions(options)),
    reschedule: useMutation(trpc.calendar.reschedule.mutationOptions(options)),
    setUrgency: useMutation(trpc.calendar.setUrgency.mutationOptions(options)),
    clearUrgency: useMutation(trpc.calendar.clearUrgency.mutationOptions(options)),
  };
}

/** The company's business type with its client tabs (the detail modal's tabs). */
export function useCompanyTabs() {
  const config = useCompanyConfig();
  return { ...config, data: config.data?.company.businessType };
}
