import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { pageOutcomes, setPublicPageHeaders } from './pages.ts';
import type { RestEnv } from './rest.ts';

const { outcomeOf, warningKey } = pageOutcomes(
  { confirm: { tone: 'ok', text: 'Consulta confirmada.' } },
  { ocupado: 'Este horário não está mais disponível.', failed: 'Não foi possível.' },
);

/** The outcome and headers a page would draw for `query`. */
async function page(query: string) {
  const app = new Hono<RestEnv>();
  app.get('/p', (c) => {
    setPublicPageHeaders(c, "default-src 'none'");
    return c.json(outcomeOf(c));
  });
  const res = await app.request(`/p${query}`);
  return { outcome: await res.json(), headers: Object.fromEntries(res.headers) };
}

describe('a public page after its form posted', () => {
  it('says what was done, or the refusal its key names, and nothing for an unknown key', async () => {
    expect((await page('?feito=confirm')).outcome).toEqual({ tone: 'ok', text: 'Consulta confirmada.' });
    expect((await page('?aviso=ocupado')).outcome).toEqual({ tone: 'warn', text: 'Este horário não está mais disponível.' });
    expect((await page('?aviso=<script>')).outcome).toBeNull();
    expect((await page('')).outcome).toBeNull();
  });

  it("names a refusal by its key, and any message it does not know as 'failed'", () => {
    expect(warningKey('Este horário não está mais disponível.')).toBe('ocupado');
    expect(warningKey('SQL error at line 1')).toBe('failed');
  });

  it('is sent with its policy, never cached, never indexed', async () => {
    expect((await page('')).headers).toMatchObject({
      'content-security-policy': "default-src 'none'",
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
    });
  });
});
