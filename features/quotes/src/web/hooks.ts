import { queryClient } from '@agenda/api-client/trpc';
import { useMutation, useQuery } from '@tanstack/react-query';
import { trpc } from './api.ts';

/** The patient's quotes, newest first (read again on every visit: approvals arrive from the link). */
export const usePatientQuotes = (clientId: string) =>
  useQuery({ ...trpc.quotes.list.queryOptions({ clientId }), refetchOnMount: 'always' });

/** One quote: its current version, or an older one as it was offered. */
export const useQuote = (id: string | null, version?: number) =>
  useQuery({ ...trpc.quotes.get.queryOptions({ id: id ?? '', version }), enabled: Boolean(id) });

/** The carnê's PIX of each open installment (read when the carnê may be printed). */
export const useCarne = (id: string, enabled: boolean) => useQuery({ ...trpc.quotes.carne.queryOptions({ id }), enabled });

export const useQuoteOptions = (clientId: string, enabled: boolean) =>
  useQuery({ ...trpc.quotes.options.queryOptions({ clientId }), enabled });

const refresh = () => queryClient.invalidateQueries(trpc.quotes.pathFilter());

/** Every write of a quote; the dialogs show the server's refusal themselves. */
export function useQuoteMutations() {
  const options = { onSuccess: refresh, meta: { handlesError: true } } as const;
  return {
    create: useMutation(trpc.quotes.create.mutationOptions(options)),
    update: useMutation(trpc.quotes.update.mutationOptions(options)),
    send: useMutation(trpc.quotes.send.mutationOptions(options)),
    approve: useMutation(trpc.quotes.approve.mutationOptions(options)),
    reject: useMutation(trpc.quotes.reject.mutationOptions(options)),
  };
}
