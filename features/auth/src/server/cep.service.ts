import type { CepAddress } from '@agenda/br';

export interface CepProvider {
  lookup(cep: string): Promise<CepAddress | null>;
}

export const DEFAULT_CEP_TIMEOUT_MS = 3000;
const CACHE_TTL_MS = 24 * 60 * 60 * 1000;
const CACHE_MAX = 5000;

/**
 * Asks a ViaCEP-compatible provider (`{base}/{cep}/json/`), giving up after `timeoutMs` (3 s by
 * default; tests pass a short one rather than wait). Answers, including
 * "not found" (`erro`), are cached: addresses rarely change and the provider rate-limits.
 * Returns null when the provider is unreachable or answers nonsense.
 */
export function viaCepProvider(baseUrl: string, timeoutMs = DEFAULT_CEP_TIMEOUT_MS): CepProvider {
  const cache = new Map<string, { at: number; value: CepAddress }>();
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async lookup(cep) {
      const hit = cache.get(cep);
      if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.value;
      try {
        const res = await fetch(`${base}/${cep}/json/`, { signal: AbortSignal.timeout(timeoutMs) });
        if (res.status === 400 || res.status === 404) return remember(cache, cep, notFound());
        if (!res.ok) return null;
        const body = (await res.json()) as Omit<Partial<CepAddress>, 'erro'> & { erro?: boolean | string };
        if (body.erro === true || body.erro === 'true') return remember(cache, cep, notFound());
        return remember(cache, cep, {
          logradouro: String(body.logradouro ?? ''),
          bairro: String(body.bairro ?? ''),
          localidade: String(body.localidade ?? ''),
          uf: String(body.uf ?? ''),
          erro: false,
        });
      } catch {
        return null;
      }
    },
  };
}

const notFound = (): CepAddress => ({ logradouro: '', bairro: '', localidade: '', uf: '', erro: true });

function remember(cache: Map<string, { at: number; value: CepAddress }>, cep: string, value: CepAddress) {
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(cep, { at: Date.now(), value });
  return value;
}
