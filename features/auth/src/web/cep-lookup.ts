import type { CepAddress } from '@agenda/br';
import { requestJson } from '@agenda/api-client/session';
import { useCallback } from 'react';

/** What a lookup came to: an address filled, a CEP the provider does not know, or no answer at all. */
export type CepLookupResult = 'found' | 'notFound' | 'failed';

/** The server gives the provider 3 s; past this the server itself is not answering. */
const CLIENT_TIMEOUT_MS = 8000;

/**
 * Looks a CEP up through the server once it has 8 digits (null otherwise). A provider answer with
 * `erro` fills nothing; a failure (provider offline, server unreachable) is logged and answered
 * 'failed' so the screen can tell the person to type the address. `onFound` also gets the digits
 * looked up, to ignore an answer for a CEP changed since.
 */
export function useCepLookup(onFound: (address: CepAddress, cepDigits: string) => void) {
  return useCallback(
    async (maskedCep: string): Promise<CepLookupResult | null> => {
      const digits = maskedCep.replace(/\D/g, '');
      if (digits.length !== 8) return null;
      try {
        const address = await requestJson<CepAddress>(`/api/cep/${digits}`, {
          signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
        });
        if (address.erro) return 'notFound';
        onFound(address, digits);
        return 'found';
      } catch (error) {
        console.error('Falha na consulta de CEP', error);
        return 'failed';
      }
    },
    [onFound],
  );
}
