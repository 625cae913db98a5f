import { MutationObserver } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

const ui = vi.hoisted(() => ({ toast: { error: vi.fn() } }));
vi.mock('@agenda/ui', () => ui);

const { NETWORK_ERROR, queryClient } = await import('./client.ts');

/** Runs one failing mutation through the shared QueryClient, as a screen would. */
async function failingMutation(error: Error, meta?: { errorMessage?: string; handlesError?: boolean }) {
  const observer = new MutationObserver(queryClient, { mutationFn: () => Promise.reject(error), meta });
  await observer.mutate().catch(() => undefined);
}

afterEach(() => vi.clearAllMocks());

describe('a failed mutation', () => {
  it("toasts the server's pt-BR message", async () => {
    await failingMutation(new TRPCClientError('Já existe um agendamento neste horário'), { errorMessage: 'Erro ao salvar' });
    expect(ui.toast.error).toHaveBeenCalledExactlyOnceWith('Já existe um agendamento neste horário');
  });

  it("toasts the mutation's fallback when the call got no answer", async () => {
    await failingMutation(new TypeError('Failed to fetch'), { errorMessage: 'Erro ao confirmar agendamento' });
    expect(ui.toast.error).toHaveBeenCalledExactlyOnceWith('Erro ao confirmar agendamento');
  });

  it('toasts the connection error when the mutation names no fallback', async () => {
    await failingMutation(new TypeError('NetworkError when attempting to fetch resource.'));
    expect(ui.toast.error).toHaveBeenCalledExactlyOnceWith(NETWORK_ERROR);
  });

  it('stays silent for a mutation that shows its own error', async () => {
    await failingMutation(new TRPCClientError('Erro ao reagendar'), { handlesError: true });
    expect(ui.toast.error).not.toHaveBeenCalled();
  });
});
