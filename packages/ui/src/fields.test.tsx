// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MaskedField } from './masked-field';
import { MoneyField } from './money-field';
import { NumberField } from './number-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { ToggleButtonGroup } from './toggle-button-group';
import { cleanup, click, getButton, typeInto, render } from './test-utils';

afterEach(() => {
  cleanup();
});

function Cpf() {
  const [value, setValue] = useState('');
  return <MaskedField label="CPF" mask="cpf" value={value} onChange={setValue} />;
}

function Duration() {
  const [value, setValue] = useState(30);
  return (
    <>
      <NumberField label="Duração" value={value} onChange={setValue} min={0} step={5} suffix="min" />
      <output>{value}</output>
    </>
  );
}

function Price() {
  const [value, setValue] = useState(0);
  return <MoneyField label="Preço" value={value} onChange={setValue} />;
}

function Days() {
  const [days, setDays] = useState<number[]>([3]);
  return (
    <ToggleButtonGroup
      label="Dias de atendimento"
      value={days}
      onChange={setDays}
      options={[
        { value: 1, label: 'Seg' },
        { value: 2, label: 'Ter' },
        { value: 3, label: 'Qua' },
        { value: 4, label: 'Qui' },
        { value: 5, label: 'Sex' },
      ]}
    />
  );
}

function labelFor(input: Element | null): string | null | undefined {
  if (!input?.id) return null;
  return document.querySelector(`label[for="${input.id}"]`)?.textContent;
}

describe('form fields', () => {
  it('TextField ties a visible label, and wires error/hint', () => {
    const onChange = vi.fn();
    const { container } = render(
      <TextField label="Nome" value="" onChange={onChange} required error="Informe o nome" hint="Como no documento" />,
    );
    const input = container.querySelector('input');
    expect(labelFor(input)).toContain('Nome');
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    const described = input?.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual(['Como no documento', 'Informe o nome']);
    typeInto(input, 'Ana');
    expect(onChange).toHaveBeenCalledWith('Ana');
  });

  it('SelectField renders placeholder and options', () => {
    const onChange = vi.fn();
    const { container } = render(
      <SelectField
        label="Serviço"
        value=""
        onChange={onChange}
        placeholder="Selecione..."
        options={[
          { value: 'a', label: 'Limpeza' },
          { value: 'b', label: 'Clareamento' },
        ]}
      />,
    );
    const select = container.querySelector('select');
    expect(labelFor(select)).toBe('Serviço');
    expect(Array.from(select?.options ?? []).map((o) => o.textContent)).toEqual(['Selecione...', 'Limpeza', 'Clareamento']);
  });

  it('MaskedField formats while typing', () => {
    const { container } = render(<Cpf />);
    const input = container.querySelector('input');
    expect(input?.maxLength).toBe(14);
    typeInto(input, '12345678901');
    expect(input?.value).toBe('123.456.789-01');
  });

  it('MoneyField gives numbers, 0 for empty/non-numeric/negative', () => {
    const onChange = vi.fn();
    const { container } = render(<MoneyField label="Preço" value={0} onChange={onChange} />);
    const input = container.querySelector('input');
    expect(input?.inputMode).toBe('decimal');
    typeInto(input, '250,50');
    expect(onChange).toHaveBeenLastCalledWith(250.5);
    typeInto(input, '1.234,56');
    expect(onChange).toHaveBeenLastCalledWith(1234.56);
    typeInto(input, '250.50');
    expect(onChange).toHaveBeenLastCalledWith(250.5);
    typeInto(input, '150.5');
    expect(onChange).toHaveBeenLastCalledWith(150.5);
    typeInto(input, '');
    expect(onChange).toHaveBeenLastCalledWith(0);
    typeInto(input, '-3');
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('MoneyField passes a third decimal on as typed and says the money rule under the field', () => {
    const { container } = render(<Price />);
    const input = container.querySelector('input');
    typeInto(input, '10,123');
    expect(input?.value).toBe('10,123');
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    expect(container.textContent).toContain('Valor inválido: use no máximo duas casas decimais');
    typeInto(input, '10,12');
    expect(input?.getAttribute('aria-invalid')).toBeNull();
    expect(container.textContent).not.toContain('casas decimais');
  });

  it('NumberField gives numbers and 0 for empty input', () => {
    const { container } = render(<Duration />);
    const input = container.querySelector('input');
    typeInto(input, '45');
    expect(container.querySelector('output')?.textContent).toBe('45');
    typeInto(input, '');
    expect(container.querySelector('output')?.textContent).toBe('0');
  });

  it('ToggleButtonGroup toggles aria-pressed buttons in option order', () => {
    render(<Days />);
    expect(document.querySelector('fieldset > legend')?.textContent).toBe('Dias de atendimento');
    expect(getButton('Qua').getAttribute('aria-pressed')).toBe('true');
    click(getButton('Seg'));
    expect(getButton('Seg').getAttribute('aria-pressed')).toBe('true');
    click(getButton('Qua'));
    expect(getButton('Qua').getAttribute('aria-pressed')).toBe('false');
  });
});
