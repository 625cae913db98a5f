import type { ClientData, ClientSummary } from '../shared/answers.ts';
import type { Client } from './entities/client.entity.ts';

/** Entity → the documented JSON: CPF as its 11 digits (the UI masks it), instants as ISO strings. */
export function toClientData(client: Client): ClientData {
  return {
    id: client.id,
    fullName: client.fullName,
    cpf: client.cpf,
    rg: client.rg,
    email: client.email,
    phone: client.phone,
    contactPhone: client.contactPhone,
    cep: client.cep,
    street: client.street,
    number: client.number,
    complement: client.complement,
    neighborhood: client.neighborhood,
    city: client.city,
    state: client.state,
    birthDate: client.birthDate,
    notes: client.notes,
    registrationDate: client.registrationDate,
    archivedAt: client.archivedAt ? client.archivedAt.toISOString() : null,
    createdAt: client.createdAt.toISOString(),
    updatedAt: client.updatedAt.toISOString(),
  };
}

/** What an appointment shows of its client. */
export function clientSummary(client: Client): ClientSummary {
  return { id: client.id, fullName: client.fullName, phone: client.phone, notes: client.notes };
}
