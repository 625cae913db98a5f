import type { CepAddress } from '@agenda/br';
import { useCallback } from 'react';
import { requestJson } from '@agenda/trpc/session';

/**
 * Looks a CEP up through the server once it has 8 digits. A provider answer with `erro` fills
 * nothing; failures are only logged (the person can type the address).
 */
export function useCepLookup(onFound: (address: CepAddress) => void) {
  return useCallback(
    async (maskedCep: string) => {
      const digits = maskedCep.replace(/\D/g, '');
      if (digits.length !== 8) return;
      try {
        const address = await requestJson<CepAddress>(`/api/cep/${digits}`);
        if (!address.erro) onFound(address);
      } catch (error) {
        console.error('Falha na consulta de CEP', error);
      }
    },
    [onFound],
  );
}
