import { describe, expect, it } from 'vitest';
import { newLinkNonce, quoteServices, readQuoteToken, signQuoteToken, tokenSigns } from './token.ts';

const COMPANY = '3f1c2a9e-8b7d-4c6e-9a5f-1d2e3c4b5a69';
const QUOTE = 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d';

describe('quote links', () => {
  const { linkKey } = quoteServices('segredo-de-teste', null);

  it('names the company and the quote, and is signed over the nonce', () => {
    const nonce = newLinkNonce();
    const token = signQuoteToken(linkKey, COMPANY, QUOTE, nonce);
    expect(token).toMatch(/^[A-Za-z0-9_-]{64}$/);
    const read = readQuoteToken(token);
    expect(read).toMatchObject({ companyId: COMPANY, quoteId: QUOTE });
    expect(read && tokenSigns(linkKey, read.mac, COMPANY, QUOTE, nonce)).toBe(true);
    // The same nonce gives the same link; another nonce (a revoked link) or key does not sign it.
    expect(signQuoteToken(linkKey, COMPANY, QUOTE, nonce)).toBe(token);
    expect(read && tokenSigns(linkKey, read.mac, COMPANY, QUOTE, newLinkNonce())).toBe(false);
    expect(read && tokenSigns(quoteServices('outro', null).linkKey, read.mac, COMPANY, QUOTE, nonce)).toBe(false);
  });

  it('reads nothing from what is not shaped like a token', () => {
    for (const bad of ['', 'abc', 'A'.repeat(63), `${'A'.repeat(63)}=`, '../../etc/passwd'])
      expect(readQuoteToken(bad)).toBeNull();
  });
});
