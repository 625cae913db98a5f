import { addDays, onlyDigits } from '@agenda/br';

/** §9: a client registered within this many days is 'Novo'. */
export const NEW_CLIENT_WINDOW_DAYS = 30;

export const CLIENT_FILTERS = ['all', 'new', 'recurring'] as const;
export type ClientFilter = (typeof CLIENT_FILTERS)[number];

export interface FilterableClient {
  fullName: string;
  cpf: string;
  phone: string;
  /** 'yyyy-MM-dd'. */
  registrationDate: string;
  appointmentCount: number;
}

/** Novos: registered within the last 30 days (today included, a future date is not). */
export function isNewClient(client: Pick<FilterableClient, 'registrationDate'>, today: string): boolean {
  const since = addDays(today, -NEW_CLIENT_WINDOW_DAYS);
  return client.registrationDate >= since && client.registrationDate <= today;
}

/** Recorrentes: at least one appointment. */
export const isRecurringClient = (client: Pick<FilterableClient, 'appointmentCount'>): boolean => client.appointmentCount >= 1;

/** §5: the search matches the name (case-insensitive), the CPF or the phone, by substring. */
export function matchesClientSearch(client: Pick<FilterableClient, 'fullName' | 'cpf' | 'phone'>, search: string): boolean {
  const term = search.trim();
  if (!term) return true;
  if (client.fullName.toLocaleLowerCase('pt-BR').includes(term.toLocaleLowerCase('pt-BR'))) return true;
  const digits = onlyDigits(term);
  // Only a term made of digits and mask characters searches the numbers ('ana 1' must not match every phone with a 1).
  if (!digits || !/^[\d\s.\-()/]+$/.test(term)) return false;
  return onlyDigits(client.cpf).includes(digits) || onlyDigits(client.phone).includes(digits);
}

/** The clients the sidebar shows for a filter and a search term, in their given order. */
export function clientFilter<C extends FilterableClient>(
  clients: readonly C[],
  filter: ClientFilter,
  search: string,
  today: string,
): C[] {
  return clients.filter(
    (client) =>
      (filter === 'all' || (filter === 'new' ? isNewClient(client, today) : isRecurringClient(client))) &&
      matchesClientSearch(client, search),
  );
}
