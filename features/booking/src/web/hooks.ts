import { queryClient } from '@agenda/trpc/client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { BOOKING_TEXTS as T } from '../shared/texts.ts';
import { trpc } from './api.ts';

/** Online bookings arrive at any moment: the panel asks again every 30 s and on focus. */
const LIVE = { refetchInterval: 30_000, refetchOnWindowFocus: true } as const;

export const useOnlineBookings = () => useQuery({ ...trpc.booking.onlineBookings.queryOptions(), ...LIVE });

export function useMarkSeen() {
  return useMutation(
    trpc.booking.markSeen.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.booking.onlineBookings.pathFilter()),
      meta: { errorMessage: T.loadFailed },
    }),
  );
}
