import { formatCep, formatCpf, formatPhone, onlyDigits } from '@agenda/br';
import type { ClientData } from '../shared/answers.ts';
import type { ClientInput } from '../shared/client.ts';

/** What the client form edits: every field as the person typed it (CPF, CEP and phones masked). */
export interface ClientFormValue {
  cpf: string;
  fullName: string;
  rg: string;
  email: string;
  phone: string;
  contactPhone: string;
  /** 'yyyy-MM-dd' or ''. */
  birthDate: string;
  cep: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
  notes: string;
}

export const emptyClientForm: ClientFormValue = {
  cpf: '',
  fullName: '',
  rg: '',
  email: '',
  phone: '',
  contactPhone: '',
  birthDate: '',
  cep: '',
  street: '',
  number: '',
  complement: '',
  neighborhood: '',
  city: '',
  state: '',
  notes: '',
};

/** A stored client as the form shows it (masked). */
export function clientToForm(client: ClientData): ClientFormValue {
  return {
    cpf: formatCpf(client.cpf),
    fullName: client.fullName,
    rg: client.rg ?? '',
    email: client.email ?? '',
    phone: formatPhone(client.phone),
    contactPhone: client.contactPhone ? formatPhone(client.contactPhone) : '',
    birthDate: client.birthDate ?? '',
    cep: client.cep ? formatCep(client.cep) : '',
    street: client.street ?? '',
    number: client.number ?? '',
    complement: client.complement ?? '',
    neighborhood: client.neighborhood ?? '',
    city: client.city ?? '',
    state: client.state ?? '',
    notes: client.notes ?? '',
  };
}

/** The form as the create/update payload; the server's schema normalizes and validates it. */
export function clientFormToInput(value: ClientFormValue): ClientInput {
  return { ...value };
}

/** The CPF's digits once it has all 11 (the moment the lookup runs), else null. */
export function completeCpfDigits(cpf: string): string | null {
  const digits = onlyDigits(cpf);
  return digits.length === 11 ? digits : null;
}

/** §5: of the client data, the booking's save button waits only for the CPF and the name. */
export function isClientFormReady(value: Pick<ClientFormValue, 'cpf' | 'fullName'>): boolean {
  return completeCpfDigits(value.cpf) !== null && value.fullName.trim() !== '';
}
