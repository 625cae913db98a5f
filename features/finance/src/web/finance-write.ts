import { errorMessage } from '@agenda/api-client/trpc';
import { toast } from '@agenda/ui';
import { useQueryClient } from '@tanstack/react-query';
import { trpc } from './api.ts';

/**
 * What every money write of these screens does when it answers: every finance figure is read again
 * (a receipt, a reversal or an expense moves the summary, the lists and the closings), the toast says
 * it, and the form closes; a refusal is said in the server's pt-BR words.
 */
export function useFinanceWrite<Answer = unknown>(
  saved: string | ((answer: Answer) => string),
  failed: string,
  then?: () => void,
  /** A refusal the form shows beside its field: true when it took the message, so no toast repeats it. */
  besideField?: (message: string) => boolean,
) {
  const queryClient = useQueryClient();
  return {
    onSuccess: (answer: Answer) => {
      void queryClient.invalidateQueries(trpc.finance.pathFilter());
      toast.success(typeof saved === 'function' ? saved(answer) : saved);
      then?.();
    },
    onError: (error: unknown) => {
      const message = errorMessage(error, failed);
      if (!besideField?.(message)) toast.error(message);
    },
  };
}

/** The refusals that are about a money entry's date: a closed period, a future day, a day before the payment. */
export const isDateRefusal = (message: string) => /^Período fechado em |^A data do recebimento não pode ser/.test(message);
