import { describe, expect, it } from 'vitest';
import { centsToReais, formatBRL, parseReaisInput, readReaisInput, reaisToCents } from './money';

describe('reaisToCents', () => {
  it('converts and rounds to integer centavos', () => {
    expect(reaisToCents(150.5)).toBe(15050);
    expect(reaisToCents(0.1 + 0.2)).toBe(30);
    expect(reaisToCents(1.005)).toBe(101);
    expect(reaisToCents(19.99)).toBe(1999);
    expect(reaisToCents(1234.565)).toBe(123457);
    expect(reaisToCents(0.004)).toBe(0);
    expect(reaisToCents(-2.5)).toBe(-250);
    expect(reaisToCents(-1.005)).toBe(-101);
    expect(Object.is(reaisToCents(-0.001), 0)).toBe(true);
  });

  it('returns 0 for non-finite numbers', () => {
    expect(reaisToCents(Number.NaN)).toBe(0);
    expect(reaisToCents(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('is always an integer', () => {
    for (let i = 0; i < 2000; i++) expect(Number.isInteger(reaisToCents(i * 0.07))).toBe(true);
  });
});

describe('centsToReais', () => {
  it('converts back', () => {
    expect(centsToReais(15050)).toBe(150.5);
    expect(centsToReais(reaisToCents(0.1 + 0.2))).toBe(0.3);
  });
});

describe('formatBRL', () => {
  it('formats with a regular space', () => {
    expect(formatBRL(123456)).toBe('R$ 1.234,56');
    expect(formatBRL(0)).toBe('R$ 0,00');
    expect(formatBRL(5)).toBe('R$ 0,05');
    expect(formatBRL(15050)).toBe('R$ 150,50');
    expect(formatBRL(100000000)).toBe('R$ 1.000.000,00');
    expect(formatBRL(123456)).not.toMatch(/[\u00a0\u202f]/);
  });

  it('formats negative values', () => {
    expect(formatBRL(-123456)).toBe('-R$ 1.234,56');
  });
});

describe('parseReaisInput', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['150,5', 150.5],
    ['150.50', 150.5],
    ['150', 150],
    ['R$ 1.234,56', 1234.56],
    ['1.234', 1234],
    ['1.234.567', 1234567],
    ['1.234.567,8', 1234567.8],
    [' 0,99 ', 0.99],
    [',5', 0.5],
    ['-10,00', -10],
    ['1,999', 2],
  ])('parses %j as %d', (input, expected) => expect(parseReaisInput(input)).toBe(expected));

  it.each(['', 'abc', 'R$', '1,2,3', '1-2', '.', '-'])('returns 0 for %j', (input) => expect(parseReaisInput(input)).toBe(0));
});

describe('readReaisInput', () => {
  it('keeps a third decimal as typed, for the form to refuse rather than round', () => {
    expect(readReaisInput('10,123')).toBe(10.123);
    expect(readReaisInput('1.234,56')).toBe(1234.56);
    expect(readReaisInput('-0')).toBe(0);
    expect(parseReaisInput('10,123')).toBe(10.12);
  });
});
