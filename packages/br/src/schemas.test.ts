import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cpfWithCheckDigits } from './cpf';
import {
  MONEY_DECIMALS_MESSAGE,
  cpfSchema,
  dateSchema,
  multilineTextSchema,
  reaisSchema,
  textSchema,
  timeSchema,
  ufSchema,
} from './schemas';

const ok = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;

describe('shared input schemas', () => {
  it('text: trimmed, bounded, no control characters (NUL included)', () => {
    const name = textSchema(10, 'inválido');
    expect(v.parse(name, '  Ana  ')).toBe('Ana');
    expect(ok(name, 'a'.repeat(11))).toBe(false);
    expect(ok(name, 'Ana\u0000')).toBe(false);
    expect(ok(name, 'Ana\nMaria')).toBe(false);
    expect(ok(multilineTextSchema(20, 'x'), 'linha 1\nlinha 2\tok')).toBe(true);
    expect(ok(multilineTextSchema(20, 'x'), 'nul\u0000')).toBe(false);
  });

  it('date: real calendar dates between 1900 and 2100 only', () => {
    const date = dateSchema('Data inválida');
    expect(ok(date, '2024-02-29')).toBe(true);
    expect(ok(date, '1900-01-01')).toBe(true);
    expect(ok(date, '2100-12-31')).toBe(true);
    for (const bad of ['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31', '2023-02-29', '2024-13-01', '24-01-01'])
      expect(ok(date, bad), bad).toBe(false);
  });

  it('time: HH:mm from 00:00 to 23:59', () => {
    const time = timeSchema('Hora inválida');
    expect(ok(time, '00:00')).toBe(true);
    expect(ok(time, '23:59')).toBe(true);
    for (const bad of ['24:00', '9:00', '12:60', '12:00:00', '']) expect(ok(time, bad), bad).toBe(false);
  });

  it('money in reais: a finite number of whole centavos, a third decimal refused with one message', () => {
    const price = reaisSchema('Preço inválido');
    expect(ok(price, 0)).toBe(true);
    expect(ok(price, 150.5)).toBe(true);
    expect(ok(price, -20.25)).toBe(true);
    expect(ok(price, 0.1 + 0.2)).toBe(true);
    expect(ok(price, 9_999_999.99)).toBe(true);
    for (const bad of [1.005, 10.123, Number.POSITIVE_INFINITY, Number.NaN, '10'])
      expect(ok(price, bad), String(bad)).toBe(false);
    const issue = (value: unknown) => v.safeParse(price, value).issues?.[0]?.message;
    expect(issue(10.123)).toBe(MONEY_DECIMALS_MESSAGE);
    expect(issue(10.123)).toBe('Valor inválido: use no máximo duas casas decimais');
    expect(issue('10')).toBe('Preço inválido');
  });

  it('CPF and UF', () => {
    const cpf = cpfWithCheckDigits('529982247');
    expect(v.parse(cpfSchema('CPF inválido'), `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`)).toBe(
      cpf,
    );
    expect(ok(cpfSchema('CPF inválido'), '111.111.111-11')).toBe(false);
    expect(v.parse(ufSchema('UF inválida'), 'sp')).toBe('SP');
    expect(ok(ufSchema('UF inválida'), 'XX')).toBe(false);
  });
});
