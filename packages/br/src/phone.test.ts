import { describe, expect, it } from 'vitest';
import { maskPhoneInput } from './mask';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('formats mobile and landline numbers', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1134567890')).toBe('(11) 3456-7890');
    expect(formatPhone('(11) 98765 4321')).toBe('(11) 98765-4321');
  });

  it('drops the +55 country code', () => {
    expect(formatPhone('+55 11 98765-4321')).toBe('(11) 98765-4321');
    expect(formatPhone('+55 11 3456-7890')).toBe('(11) 3456-7890');
  });
});

describe('maskPhoneInput', () => {
  it('masks progressively', () => {
    expect(maskPhoneInput('')).toBe('');
    expect(maskPhoneInput('1')).toBe('(1');
    expect(maskPhoneInput('11')).toBe('(11');
    expect(maskPhoneInput('119')).toBe('(11) 9');
    expect(maskPhoneInput('113456')).toBe('(11) 3456');
    expect(maskPhoneInput('1134567')).toBe('(11) 3456-7');
    expect(maskPhoneInput('1134567890')).toBe('(11) 3456-7890');
  });

  it('switches to the mobile layout on the 11th digit and caps at 15 chars', () => {
    expect(maskPhoneInput('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhoneInput('(11) 98765-43219')).toBe('(11) 98765-4321');
  });
});
