import type { CompanyStatements, Em } from '@agenda/db';

/**
 * A typed reference to something one feature offers and others contribute to, without an import
 * between them: the offering feature reads the contributions, the contributing feature's manifest
 * lists them, and the server passes them along (Backstage-style extension points, no container).
 */
export interface ExtensionPoint<T> {
  readonly id: string;
  /** Carries the contribution type; never set. */
  readonly _type?: T;
}

export function createExtensionPoint<T>(id: string): ExtensionPoint<T> {
  return { id };
}

export interface Contribution<T = unknown> {
  point: ExtensionPoint<T>;
  value: T;
}

export function contribute<T>(point: ExtensionPoint<T>, value: T): Contribution<T> {
  return { point, value: value as T };
}

/** The contributions the server collected from its features' manifests. */
export class Extensions {
  private readonly byPoint = new Map<string, unknown[]>();

  constructor(contributions: readonly Contribution[] = []) {
    for (const c of contributions) {
      const list = this.byPoint.get(c.point.id) ?? [];
      list.push(c.value);
      this.byPoint.set(c.point.id, list);
    }
  }

  get<T>(point: ExtensionPoint<T>): T[] {
    return (this.byPoint.get(point.id) ?? []) as T[];
  }
}

// The extension points the features offer. They live here, below every feature, so that the
// offering and the contributing feature never import each other.

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

/** clients offers: additions to the client history, keyed by appointment id. */
export const clientHistoryPoint =
  createExtensionPoint<
    (em: Em, companyId: string, clientId: string, appointmentIds: string[]) => Promise<Map<string, ClientHistoryAddition>>
  >('clients.history');

/** clients offers: a part of the LGPD export of one client (`{ [partName]: data }`). */
export const clientExportPoint =
  createExtensionPoint<(em: Em, companyId: string, clientId: string) => Promise<Record<string, unknown>>>('clients.export');

/** clients offers: whether a feature keeps records of the client (then a delete archives instead). */
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

/**
 * clients offers, calendar fills: the client's appointments, newest first, and a SQL fragment
 * counting a client's appointments (`clientAlias` is the client row's alias in the caller's query),
 * so the clients list can count and filter on the server without naming calendar's tables.
 */
export const clientAppointmentsPoint = createExtensionPoint<{
  list: (em: Em, companyId: string, clientId: string) => Promise<ClientAppointmentFact[]>;
  countSql: (clientAlias: string) => string;
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
 * clients offers, clinical fills (with its append-only audit table): told of every read and write of
 * client tab data, in the same transaction as the access.
 */
export const clientDataAccessPoint =
  createExtensionPoint<(em: Em, companyId: string, access: ClientDataAccess) => Promise<void>>('clients.data-access');

/** Runs one statement as the request's company, on its tenant connection: a hot read's statements (`runSql` takes it). */
export type CompanyStatementRunner = CompanyStatements;

/**
 * clients offers, clinical fills: told of a hot read (the clients list and search), after it, in a
 * statement of its own on the request's tenant connection, so the read's round trip stays one.
 */
export const clientSearchAccessPoint =
  createExtensionPoint<(db: CompanyStatementRunner, access: ClientDataAccess) => Promise<void>>('clients.search-access');

/** A period about to be blocked: whole days, or a time range on each of its days. */
export interface BlockedPeriod {
  startDate: string;
  endDate: string;
  startTime?: string | null;
  endTime?: string | null;
}

/** An active appointment that falls inside a period about to be blocked. */
export interface AppointmentInPeriod {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  clientName: string;
  serviceName: string;
}

/**
 * settings offers, calendar fills: the active appointments inside a period the owner is about to
 * block (holiday, bridge, block), and cancelling them, so the dialog can warn and keep or cancel.
 */
export const periodAppointmentsPoint = createExtensionPoint<{
  list: (em: Em, companyId: string, period: BlockedPeriod) => Promise<AppointmentInPeriod[]>;
  cancel: (em: Em, actor: { companyId: string; userId: string | null; timeZone: string }, ids: string[]) => Promise<number>;
}>('settings.period-appointments');

/**
 * finalize offers, finance fills: before finalize writes money dated `date` (a payment and its
 * receipt), each contribution may refuse it — finance answers 409 'Período fechado em dd/mm/aaaa'
 * for a date on or before its last cash closing. Runs in the caller's transaction, so a closing made
 * at the same moment waits for the write or is seen by it.
 */
export const moneyDateCheckPoint =
  createExtensionPoint<(em: Em, companyId: string, date: string) => Promise<void>>('finalize.money-date-check');
