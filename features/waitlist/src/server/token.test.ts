import { describe, expect, it } from 'vitest';
import { companyOfToken, newOfferToken } from './token.ts';

const COMPANY = '0b9c5a6e-3f2d-4e8a-9b1c-7d6e5f4a3b2c';

describe('offer tokens', () => {
  it('name their clinic and differ every time', () => {
    const a = newOfferToken(COMPANY);
    const b = newOfferToken(COMPANY);
    expect(a).toHaveLength(54);
    expect(a).not.toBe(b);
    expect(companyOfToken(a)).toBe(COMPANY);
  });

  it('read nothing from what is not one in shape', () => {
    expect(companyOfToken('')).toBeNull();
    expect(companyOfToken('abc')).toBeNull();
    expect(companyOfToken(`${newOfferToken(COMPANY)}x`)).toBeNull();
    expect(companyOfToken('*'.repeat(54))).toBeNull();
  });
});
