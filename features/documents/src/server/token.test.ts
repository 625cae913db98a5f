import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';
import { companyOfToken, newDocumentToken } from './token.ts';

describe('the public check’s address', () => {
  it('names the clinic and is new every time', () => {
    const companyId = randomUUID();
    const a = newDocumentToken(companyId);
    const b = newDocumentToken(companyId);
    expect(a).toMatch(/^[A-Za-z0-9_-]{38}$/);
    expect(a).not.toBe(b);
    expect(companyOfToken(a)).toBe(companyId);
  });

  it('reads nothing from what is not shaped like one', () => {
    expect(companyOfToken('curto')).toBeNull();
    expect(companyOfToken(`${'A'.repeat(37)}!`)).toBeNull();
  });
});

describe('the patient as the public check shows them', () => {
  it('keeps only the initials, without the particles', () => {
    expect(initialsOf('Ana Maria da Silva')).toBe('A. M. S.');
    expect(initialsOf('  joão  dos santos ')).toBe('J. S.');
  });
});
