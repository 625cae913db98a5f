import { queryClient } from '@agenda/api-client/trpc';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { BOOKING_TEXTS as T } from '../shared/texts.ts';
import { trpc } from './api.ts';

/** Online bookings arrive at any moment: the panel asks again every 30 s and on focus. */
const LIVE = { refetchInterval: 30_000, refetchOnWindowFocus: true } as const;

/** The dashboard's panel: it suspends until the list is in, so the dashboard shows whole (decision 068). */
export const useOnlineBookings = () => useSuspenseQuery({ ...trpc.booking.onlineBookings.queryOptions(), ...LIVE });

/**
 * 'Visto': once the server has it, the booking leaves the list at once, not when a second request (the
 * list read again) comes back — on a slow or failing network that left the row up to the next 30 s
 * poll after a 'Visto' that had worked. A read of the list still in flight was answered before the
 * change: it is cancelled first so it cannot land after it. The list is read again afterwards all the
 * same, for bookings that arrived meanwhile.
 */
export function useMarkSeen() {
  const key = trpc.booking.onlineBookings.queryKey();
  return useMutation(
    trpc.booking.markSeen.mutationOptions({
      onMutate: () => queryClient.cancelQueries({ queryKey: key }),
      onSuccess: (_answer, { appointmentId }) =>
        queryClient.setQueryData(key, (list) =>
          list ? { ...list, bookings: list.bookings.filter((b) => b.appointmentId !== appointmentId) } : list,
        ),
      onSettled: () => {
        void queryClient.invalidateQueries(trpc.booking.onlineBookings.pathFilter());
      },
      meta: { errorMessage: T.loadFailed },
    }),
  );
}
