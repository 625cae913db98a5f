import { type Em, typedFragment } from '@agenda/db';
import { ClientSchema } from './entities/client.entity.ts';

/**
 * What other features may read of a client in their own SQL: a row source they join as a subquery
 * (PostgreSQL flattens it, so it costs nothing). Its column names are this feature's contract; the
 * table behind it stays this feature's business.
 */
export interface ClientBriefRow {
  company_id: string;
  id: string;
  full_name: string;
  phone: string;
  /** For reminders by e-mail when the clinic has no WhatsApp (messages). */
  email: string | null;
  notes: string | null;
}
export const CLIENT_BRIEF_SQL = typedFragment<ClientBriefRow>({
  company_id: true,
  id: true,
  full_name: true,
  phone: true,
  email: true,
  notes: true,
})`select company_id, id, full_name, phone, email, notes from client`;

/** The company's first `limit` clients by name (all without one): patients for the demo clinic's records. */
export async function clientsByName(em: Em, companyId: string, limit?: number): Promise<{ id: string; fullName: string }[]> {
  const clients = await em.find(ClientSchema, { companyId }, { orderBy: { fullName: 'asc', id: 'asc' }, limit });
  return clients.map((c) => ({ id: c.id, fullName: c.fullName }));
}
