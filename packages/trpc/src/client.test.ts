import { MutationObserver } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { initTRPC } from '@trpc/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

const ui = vi.hoisted(() => ({ toast: { error: vi.fn() } }));
vi.mock('@agenda/ui', () => ui);

const { NETWORK_ERROR, featureApi, queryClient } = await import('./client.ts');

/** Runs one failing mutation through the shared QueryClient, as a screen would. */
async function failingMutation(error: Error, meta?: { errorMessage?: string; handlesError?: boolean }) {
  const observer = new MutationObserver(queryClient, { mutationFn: () => Promise.reject(error), meta });
  await observer.mutate().catch(() => undefined);
}

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

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

// Two features' routers, as their `api.ts` files type them.
const t = initTRPC.create();
const calendarRouter = t.router({ calendar: t.router({ list: t.procedure.query(() => ['consulta']) }) });
const teamRouter = t.router({ team: t.router({ professionals: t.router({ list: t.procedure.query(() => ['Ana']) }) }) });

describe('the feature clients', () => {
  it('send the reads made together, by any features, in one request', async () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify([{ result: { data: ['consulta'] } }, { result: { data: ['Ana'] } }]), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('localStorage', { getItem: () => null });
    const calendar = featureApi<typeof calendarRouter>();
    const team = featureApi<typeof teamRouter>();
    const answers = await Promise.all([calendar.client.calendar.list.query(), team.client.team.professionals.list.query()]);
    expect(answers).toEqual([['consulta'], ['Ana']]);
    expect(fetch).toHaveBeenCalledOnce();
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/^\/trpc\/calendar\.list,team\.professionals\.list\?batch=1/);
  });
});
