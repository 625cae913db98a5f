// @vitest-environment happy-dom
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckboxField } from './checkbox-field';
import { DateField } from './date-field';
import type { BaseFieldProps } from './field';
import { MaskedField } from './masked-field';
import { MoneyField } from './money-field';
import { NumberField } from './number-field';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';
import { TimeField } from './time-field';
import { cleanup, render } from './test-utils';

afterEach(() => {
  cleanup();
});

const none = () => {};
type Frame = Omit<BaseFieldProps, 'label'>;

// Every field of the design system, drawn with the same frame props.
const FIELDS: Record<string, (p: Frame) => ReactElement> = {
  TextField: (p) => <TextField label="Campo" value="" onChange={none} {...p} />,
  MaskedField: (p) => <MaskedField label="Campo" mask="cpf" value="" onChange={none} {...p} />,
  MoneyField: (p) => <MoneyField label="Campo" value={0} onChange={none} {...p} />,
  NumberField: (p) => <NumberField label="Campo" value={0} onChange={none} {...p} />,
  SelectField: (p) => <SelectField label="Campo" value="" onChange={none} options={[]} {...p} />,
  TextAreaField: (p) => <TextAreaField label="Campo" value="" onChange={none} {...p} />,
  DateField: (p) => <DateField label="Campo" value="" onChange={none} {...p} />,
  TimeField: (p) => <TimeField label="Campo" value="" onChange={none} {...p} />,
  CheckboxField: ({ required: _, ...p }) => <CheckboxField label="Campo" checked={false} onChange={none} {...p} />,
};

const control = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input, select, textarea');

describe.each(Object.entries(FIELDS))('%s in the field frame', (_name, draw) => {
  it('ties the label to the control by id, with the given id and name', () => {
    const { container } = render(draw({ id: 'campo', name: 'campo' }));
    const input = control(container);
    expect(input?.id).toBe('campo');
    expect(input?.getAttribute('name')).toBe('campo');
    expect(container.querySelector('label[for="campo"]')?.textContent).toContain('Campo');
  });

  it('describes the control by its hint and its error, and marks it invalid', () => {
    const { container } = render(draw({ hint: 'Como no documento', error: 'Campo obrigatório' }));
    const input = control(container);
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    const described = input?.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual(['Como no documento', 'Campo obrigatório']);
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Campo obrigatório');
    expect(container.firstElementChild?.classList.contains('ui-field--invalid')).toBe(true);
  });

  it('says nothing extra when there is neither hint nor error', () => {
    const { container } = render(draw({}));
    const input = control(container);
    expect(input?.hasAttribute('aria-invalid')).toBe(false);
    expect(input?.hasAttribute('aria-describedby')).toBe(false);
    expect(container.querySelector('.ui-hint, .ui-error')).toBeNull();
  });

  it('passes disabled to the control', () => {
    const { container } = render(draw({ disabled: true }));
    expect(control(container)?.disabled).toBe(true);
  });
});

describe('required mark', () => {
  it('shows a hidden-from-readers * after the label and sets required on the control', () => {
    const { container } = render(<TextField label="Nome" value="" onChange={none} required />);
    expect(container.querySelector('label .ui-required')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('input')?.required).toBe(true);
  });

  it('puts a checkbox before its label', () => {
    const { container } = render(<CheckboxField label="Ativo" checked onChange={none} />);
    const row = container.querySelector('.ui-checkbox');
    expect(row?.firstElementChild?.tagName).toBe('INPUT');
    expect(row?.lastElementChild?.tagName).toBe('LABEL');
  });
});
