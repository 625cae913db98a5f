// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientData } from '../shared/answers.ts';
import { ClientFields } from './client-fields.tsx';
import { type ClientFormValue, emptyClientForm, isClientFormReady } from './form-values.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
function render(ui: React.ReactNode): HTMLElement {
  const container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  act(() => root?.render(ui));
  return container;
}
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

function typeInto(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function blur(input: HTMLInputElement) {
  await act(async () => {
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  });
}

const stored: ClientData = {
  id: '0b6d3c8e-9a56-4c1e-8f43-2d7b1b0e9c11',
  fullName: 'Ana Beatriz Souza',
  cpf: '52998224725',
  rg: null,
  email: 'ana@email.com.br',
  phone: '11987654321',
  contactPhone: null,
  cep: '01310100',
  street: 'Avenida Paulista',
  number: '1578',
  complement: null,
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  birthDate: '1988-03-14',
  notes: 'Alergia a dipirona.',
  registrationDate: '2026-11-01',
  archivedAt: null,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
};

function Harness({
  lookup,
  seen,
  values,
}: {
  lookup: (cpf: string) => Promise<ClientData | null>;
  seen: (ClientData | null)[];
  values: ClientFormValue[];
}) {
  const [value, setValue] = useState(emptyClientForm);
  values.push(value);
  return <ClientFields value={value} onChange={setValue} onLookup={(c) => seen.push(c)} lookup={lookup} />;
}

const input = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;

describe('ClientFields', () => {
  it('marks only the required fields (CPF, name, personal phone) and shows the three sections', () => {
    const container = render(<Harness lookup={async () => null} seen={[]} values={[]} />);
    const required = [...container.querySelectorAll('.ui-label')]
      .filter((label) => label.querySelector('.ui-required'))
      .map((label) => label.firstChild?.textContent);
    expect(required).toEqual(['CPF', 'Nome completo', 'Telefone pessoal']);
    expect([...container.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['Dados Pessoais', 'Endereço']);
    expect(container.textContent).toContain('Observações');
  });

  it('after a refused save, marks every field in error with its message beside it', () => {
    const container = render(
      <ClientFields
        value={{ ...emptyClientForm, email: 'ana@', contactPhone: '(11) 9876' }}
        onChange={() => {}}
        lookup={async () => null}
        showErrors
      />,
    );
    const invalid = [...container.querySelectorAll('[aria-invalid="true"]')].map((el) => el.getAttribute('name'));
    expect(invalid).toEqual(['cpf', 'fullName', 'email', 'phone', 'contactPhone']);
    const phone = input(container, 'phone');
    const described = document.getElementById(phone.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Campo obrigatório');
    expect(document.getElementById(input(container, 'email').getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'E-mail inválido',
    );
  });

  it('looks the CPF up on blur with 11 digits and fills the form with the client found', async () => {
    const lookup = vi.fn(async () => stored);
    const seen: (ClientData | null)[] = [];
    const values: ClientFormValue[] = [];
    const container = render(<Harness lookup={lookup} seen={seen} values={values} />);
    typeInto(input(container, 'cpf'), '5299822472');
    await blur(input(container, 'cpf'));
    expect(lookup).not.toHaveBeenCalled();

    typeInto(input(container, 'cpf'), '52998224725');
    expect(input(container, 'cpf').value).toBe('529.982.247-25');
    await blur(input(container, 'cpf'));
    expect(lookup).toHaveBeenCalledWith('52998224725');
    expect(seen).toEqual([stored]);
    expect(input(container, 'fullName').value).toBe('Ana Beatriz Souza');
    expect(input(container, 'phone').value).toBe('(11) 98765-4321');
    expect(input(container, 'email').value).toBe('ana@email.com.br');
    expect(values.at(-1)).toMatchObject({ cep: '01310-100', street: 'Avenida Paulista', state: 'SP', birthDate: '1988-03-14' });
    expect(container.textContent).toContain('Cliente já cadastrado');

    await blur(input(container, 'cpf'));
    expect(lookup).toHaveBeenCalledTimes(1);

    typeInto(input(container, 'cpf'), '529.982.247-2');
    expect(seen).toEqual([stored, null]);
  });

  it('keeps a miss as a new client with what was typed', async () => {
    const seen: (ClientData | null)[] = [];
    const values: ClientFormValue[] = [];
    const container = render(<Harness lookup={async () => null} seen={seen} values={values} />);
    typeInto(input(container, 'fullName'), 'Novo Paciente');
    typeInto(input(container, 'cpf'), '111.444.777-35');
    await blur(input(container, 'cpf'));
    expect(seen).toEqual([null]);
    expect(input(container, 'fullName').value).toBe('Novo Paciente');
    expect(container.textContent).toContain('Novo cliente');
    expect(isClientFormReady(values.at(-1) as ClientFormValue)).toBe(true);
  });

  it('treats a failed lookup as nothing found yet, and tries again on the next blur', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const lookup = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(stored);
    const seen: (ClientData | null)[] = [];
    const container = render(<Harness lookup={lookup} seen={seen} values={[]} />);
    typeInto(input(container, 'cpf'), '52998224725');
    await blur(input(container, 'cpf'));
    expect(seen).toEqual([]);
    await blur(input(container, 'cpf'));
    expect(seen).toEqual([stored]);
    error.mockRestore();
  });
});

describe('isClientFormReady', () => {
  it('waits for an 11-digit CPF and a name', () => {
    expect(isClientFormReady({ cpf: '529.982.247-25', fullName: ' ' })).toBe(false);
    expect(isClientFormReady({ cpf: '529.982.247-2', fullName: 'Ana' })).toBe(false);
    expect(isClientFormReady({ cpf: '529.982.247-25', fullName: 'Ana' })).toBe(true);
  });
});
