import { describe, expect, it } from 'vitest';
import {
  applyDigitMask,
  applyMask,
  MASK_MAX_LENGTH,
  MASK_PLACEHOLDER,
  maskCepInput,
  maskCpfInput,
  maskPhoneInput,
  maskUf,
  onlyDigits,
} from './mask';

describe('masks', () => {
  it('onlyDigits strips everything else', () => {
    expect(onlyDigits('(11) 98765-4321')).toBe('11987654321');
    expect(onlyDigits('abc')).toBe('');
  });

  it('cpf', () => {
    expect(maskCpfInput('')).toBe('');
    expect(maskCpfInput('123')).toBe('123');
    expect(maskCpfInput('1234')).toBe('123.4');
    expect(maskCpfInput('1234567')).toBe('123.456.7');
    expect(maskCpfInput('1234567890')).toBe('123.456.789-0');
    expect(maskCpfInput('12345678901')).toBe('123.456.789-01');
    expect(maskCpfInput('123.456.789-01999')).toBe('123.456.789-01');
    expect(maskCpfInput('12345678901').length).toBe(MASK_MAX_LENGTH.cpf);
  });

  it('cep', () => {
    expect(maskCepInput('01310')).toBe('01310');
    expect(maskCepInput('013101')).toBe('01310-1');
    expect(maskCepInput('01310100')).toBe('01310-100');
    expect(maskCepInput('01310-1009999')).toBe('01310-100');
    expect(maskCepInput('01310100').length).toBe(MASK_MAX_LENGTH.cep);
  });

  it('phone', () => {
    expect(maskPhoneInput('')).toBe('');
    expect(maskPhoneInput('1')).toBe('(1');
    expect(maskPhoneInput('11')).toBe('(11');
    expect(maskPhoneInput('119')).toBe('(11) 9');
    expect(maskPhoneInput('113456')).toBe('(11) 3456');
    expect(maskPhoneInput('1134567')).toBe('(11) 3456-7');
    expect(maskPhoneInput('1134567890')).toBe('(11) 3456-7890');
    expect(maskPhoneInput('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhoneInput('(11) 98765-43219')).toBe('(11) 98765-4321');
    expect(maskPhoneInput('11987654321').length).toBe(MASK_MAX_LENGTH.phone);
  });

  it('uf', () => {
    expect(maskUf('sp')).toBe('SP');
    expect(maskUf('r1j')).toBe('RJ');
    expect(maskUf('mgx')).toBe('MG');
    expect(maskUf('12')).toBe('');
  });

  it('applyMask dispatches by kind', () => {
    expect(applyMask('cpf', '12345678901')).toBe('123.456.789-01');
    expect(applyMask('cep', '01310100')).toBe('01310-100');
    expect(applyMask('phone', '1134567890')).toBe('(11) 3456-7890');
    expect(applyMask('uf', 'ba')).toBe('BA');
  });

  it('writes a complete value as the progressive mask does, digit by digit', () => {
    // The mask as a person's typing builds it: every '0' takes the next digit, a literal only when more follow.
    const typed = (digits: string, pattern: string) => {
      let out = '';
      let next = 0;
      for (const ch of pattern) {
        if (next >= digits.length) break;
        out += ch === '0' ? digits[next++] : ch;
      }
      return out;
    };
    const patterns = [MASK_PLACEHOLDER.cpf, MASK_PLACEHOLDER.cep, '(00) 0000-0000', '(00) 00000-0000'];
    for (let length = 0; length <= 14; length += 1) {
      const digits = Array.from({ length }, (_, i) => String((i * 7 + length) % 10)).join('');
      for (const pattern of patterns)
        expect(applyDigitMask(digits, pattern), `${pattern} ${digits}`).toBe(typed(digits, pattern));
      expect(onlyDigits(digits)).toBe(digits);
    }
  });
});
