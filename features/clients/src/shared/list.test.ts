import { describe, expect, it } from 'vitest';
import { type ClientPage, nextClientOffset } from './list.ts';

const page = (rows: number, total: number, totalIsLowerBound?: true): ClientPage => ({
  clients: Array.from({ length: rows }, () => ({}) as ClientPage['clients'][number]),
  total,
  ...(totalIsLowerBound ? { totalIsLowerBound } : {}),
});

describe('nextClientOffset', () => {
  it('loads on while fewer rows than the exact total are loaded', () => {
    expect(nextClientOffset([page(50, 120)])).toBe(50);
    expect(nextClientOffset([page(50, 120), page(50, 120), page(20, 120)])).toBeUndefined();
  });

  it('loads past a capped total until a page comes back exact or empty', () => {
    const capped = Array.from({ length: 20 }, () => page(50, 1000, true));
    expect(nextClientOffset(capped)).toBe(1000);
    expect(nextClientOffset([...capped, page(30, 1030)])).toBeUndefined();
    expect(nextClientOffset([...capped, page(0, 1000, true)])).toBeUndefined();
  });
});
