import { describe, expect, it } from 'vitest';
import { applyMask, MASK_MAX_LENGTH, maskCep, maskCpf, maskPhone, maskUf, onlyDigits } from './masks';

describe('masks', () => {
  it('onlyDigits strips everything else', () => {
    expect(onlyDigits('(11) 98765-4321')).toBe('11987654321');
    expect(onlyDigits('abc')).toBe('');
  });

  it('cpf', () => {
    expect(maskCpf('')).toBe('');
    expect(maskCpf('123')).toBe('123');
    expect(maskCpf('1234')).toBe('123.4');
    expect(maskCpf('1234567')).toBe('123.456.7');
    expect(maskCpf('1234567890')).toBe('123.456.789-0');
    expect(maskCpf('12345678901')).toBe('123.456.789-01');
    expect(maskCpf('123.456.789-01999')).toBe('123.456.789-01');
    expect(maskCpf('12345678901').length).toBe(MASK_MAX_LENGTH.cpf);
  });

  it('cep', () => {
    expect(maskCep('01310')).toBe('01310');
    expect(maskCep('013101')).toBe('01310-1');
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskCep('01310-1009999')).toBe('01310-100');
    expect(maskCep('01310100').length).toBe(MASK_MAX_LENGTH.cep);
  });

  it('phone', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('11')).toBe('(11');
    expect(maskPhone('119')).toBe('(11) 9');
    expect(maskPhone('113456')).toBe('(11) 3456');
    expect(maskPhone('1134567')).toBe('(11) 3456-7');
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('(11) 98765-43219')).toBe('(11) 98765-4321');
    expect(maskPhone('11987654321').length).toBe(MASK_MAX_LENGTH.phone);
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
});
