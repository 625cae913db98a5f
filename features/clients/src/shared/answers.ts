import type { ClientFields } from './client.ts';

/** A client as every answer carries it (`{ client }`, `{ clients }`): CPF as 11 digits, dates 'yyyy-MM-dd'. */
export interface ClientData extends ClientFields {
  id: string;
  /** 'yyyy-MM-dd', in the company's time zone. */
  registrationDate: string;
  /** ISO instant when a delete archived the client (it has records); null while active. */
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What an appointment shows of its client. */
export interface ClientSummary {
  id: string;
  fullName: string;
  /** Digits; shown with `formatPhone`. */
  phone: string;
  notes: string | null;
}
