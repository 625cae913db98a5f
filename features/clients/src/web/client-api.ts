import { queryClient } from '@agenda/api-client/trpc';
import type { ClientData } from '../shared/answers.ts';
import { client, trpc } from './api.ts';
import { type ClientFormValue, clientFormToInput, completeCpfDigits } from './form-values.ts';

/** The company's client with this CPF (masked or digits), or null; null without 11 digits. */
export async function lookupClientByCpf(cpf: string): Promise<ClientData | null> {
  const digits = completeCpfDigits(cpf);
  if (!digits) return null;
  return (await client.clients.searchByCpf.query({ cpf: digits })).client;
}

/**
 * Creates the client, or updates `existingId` (the one the CPF lookup found), and answers its id.
 * Failures reject with the server's pt-BR message (`errorMessage` from '@agenda/api-client/trpc').
 */
export async function saveClient(value: ClientFormValue, existingId?: string | null): Promise<string> {
  const input = clientFormToInput(value);
  const { client: saved } = existingId
    ? await client.clients.update.mutate({ ...input, id: existingId })
    : await client.clients.create.mutate(input);
  await queryClient.invalidateQueries(trpc.clients.pathFilter());
  return saved.id;
}
