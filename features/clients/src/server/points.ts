import type { CompanyStatements, Em, Sql } from '@agenda/db';
import { createExtensionPoint } from '@agenda/trpc';

// The extension points the clients feature offers: other features depend on clients and fill them
// from their manifests; clients reads them and never imports those features.

/** What a feature adds to one completed appointment in the client history (finalize: payment, products). */
export interface ClientHistoryAddition {
  paymentMethod?: string | null;
  status?: string | null;
  servicesData?: { name: string }[];
  productsData?: { name: string; qty: number }[];
  /** Centavos (integer), like all money in code; the history answers reais. */
  totalValue?: number | null;
  /** Centavos paid so far (less than the total while a balance is owed). */
  paidValue?: number | null;
  /** 'yyyy-MM-dd': when the balance is due, while one is owed. */
  dueDate?: string | null;
  notes?: string | null;
}

/** Additions to the client history, keyed by appointment id (finalize fills it). */
export const clientHistoryPoint =
  createExtensionPoint<
    (em: Em, companyId: string, clientId: string, appointmentIds: string[]) => Promise<Map<string, ClientHistoryAddition>>
  >('clients.history');

/** A part of the LGPD export of one client (`{ [partName]: data }`). */
export const clientExportPoint =
  createExtensionPoint<(em: Em, companyId: string, clientId: string) => Promise<Record<string, unknown>>>('clients.export');

/** Whether a feature keeps records of the client (then a delete archives instead). */
export const clientRecordsPoint =
  createExtensionPoint<(em: Em, companyId: string, clientId: string) => Promise<boolean>>('clients.records');

/** One appointment of a client, as the feature owning appointments (calendar) reports it. */
export interface ClientAppointmentFact {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  status: string;
  notes: string | null;
  service: { id: string; name: string; priceCents: number } | null;
}

/** A client row of the clients list's statement, by its columns (quoted identifiers the list builds). */
export interface ClientRowRef {
  companyId: Sql;
  id: Sql;
}

/**
 * How many appointments the client `client` has: a scalar subquery (one bigint), built by the feature
 * owning appointments and spliced by the clients list into its own statement as a fragment (its values
 * stay parameters), so the list stays one statement without naming calendar's tables. Never text.
 */
export type AppointmentCountFragment = (client: ClientRowRef) => Sql;

/**
 * Calendar fills it: the client's appointments, newest first, and the fragment counting a client's
 * appointments, so the clients list can count and filter on the server.
 */
export const clientAppointmentsPoint = createExtensionPoint<{
  list: (em: Em, companyId: string, clientId: string) => Promise<ClientAppointmentFact[]>;
  countOf: AppointmentCountFragment;
}>('clients.appointments');

/** One field's old and new value in one save (as a tab's history records them). */
export interface FieldChange {
  field: string;
  action: 'added' | 'modified' | 'removed';
  oldValue: unknown;
  newValue: unknown;
}

/** One read or write of a client's data (health or identity), or one search of the clients, for the audit trail. */
export interface ClientDataAccess {
  userId: string | null;
  /** Null for a search or look-up that names no one client. */
  clientId: string | null;
  /** What was touched: 'client_tab', 'clinical_note', 'odontogram', 'client', 'client_search', … */
  resource: string;
  resourceId: string | null;
  action: 'read' | 'create' | 'update' | 'delete';
  /** Field by field, what a save changed. */
  changes?: FieldChange[] | null;
  /** What was asked (the search text, the CPF looked up). */
  detail?: string | null;
  /** Saves a lookup of the user's name when the caller already knows it. */
  userName?: string | null;
}

/**
 * Clinical fills it (with its append-only audit table): told of every read and write of client
 * data, in the same transaction as the access. Calendar tells it too, of an appointment's client.
 */
export const clientDataAccessPoint =
  createExtensionPoint<(em: Em, companyId: string, access: ClientDataAccess) => Promise<void>>('clients.data-access');

/** Runs one statement as the request's company, on its tenant connection (`runSql` takes it). */
export type CompanyStatementRunner = CompanyStatements;

/**
 * Clinical fills it: told of a hot read (the clients list and search, the patient's quote page), after
 * it, in a statement of its own on the request's tenant connection, so the read's round trip stays one.
 */
export const clientSearchAccessPoint =
  createExtensionPoint<(db: CompanyStatementRunner, access: ClientDataAccess) => Promise<void>>('clients.search-access');
