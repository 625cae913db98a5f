import { describe, expect, it } from 'vitest';
import { stockOrZero } from './product.ts';
import { marginPercent, stockLevel } from './stock.ts';

describe('stock badge', () => {
  it('is high above 10, medium from 1 to 10, low at 0', () => {
    expect(stockLevel(11)).toBe('high');
    expect(stockLevel(250)).toBe('high');
    expect(stockLevel(10)).toBe('medium');
    expect(stockLevel(1)).toBe('medium');
    expect(stockLevel(0)).toBe('low');
  });
});

describe('margin', () => {
  it('is profit divided by the sale price', () => {
    expect(marginPercent(6, 10)).toBeCloseTo(40);
    expect(marginPercent(10, 10)).toBe(0);
    expect(marginPercent(12, 10)).toBeCloseTo(-20);
  });
  it('has no value without a sale price', () => {
    expect(marginPercent(5, 0)).toBeNull();
  });
});

describe('stock from a form', () => {
  it('is 0 when empty or not numeric', () => {
    expect(stockOrZero('')).toBe(0);
    expect(stockOrZero(null)).toBe(0);
    expect(stockOrZero(undefined)).toBe(0);
    expect(stockOrZero('abc')).toBe(0);
    expect(stockOrZero('12')).toBe(12);
    expect(stockOrZero(7)).toBe(7);
  });
});
