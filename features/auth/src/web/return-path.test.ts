import { describe, expect, it } from 'vitest';
import { loginHref, returnPath } from './return-path.ts';

describe('returnPath', () => {
  it('returns to a saved path of the app', () => {
    expect(returnPath('?redirect=%2Fclients%3Fq%3D1')).toBe('/clients?q=1');
    expect(loginHref({ pathname: '/products', search: '' })).toBe('/login?redirect=%2Fproducts');
  });
  it('falls back to /dashboard for anything else', () => {
    for (const search of ['', '?redirect=https%3A%2F%2Fevil.com', '?redirect=%2F%2Fevil.com', '?redirect=%2Flogin']) {
      expect(returnPath(search)).toBe('/dashboard');
    }
  });
});
