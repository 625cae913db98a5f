import { centsToReais } from '@agenda/br';
import type { Em } from '@agenda/db';
import { daysBetween } from '../shared/figures.ts';
import { whatsappReminderUrl } from '../shared/whatsapp.ts';
import type { Receivable } from '../shared/wire.ts';
import { query, tables } from './tables.ts';

interface Row {
  id: string;
  appointment_id: string | null;
  client_id: string | null;
  cliente: string | null;
  telefone: string | null;
  total_cents: number;
  balance_cents: number;
  due: string;
  status: string;
}

/** The open balances (PENDING or PARTIAL payments with money still owed), oldest due date first. */
export async function listReceivables(em: Em, companyId: string, today: string): Promise<Receivable[]> {
  const t = tables(em);
  const rows = await query<Row>(
    em,
    `select p.id, p.appointment_id, p.client_id, c.full_name as cliente, c.phone as telefone, p.total_cents,
        p.total_cents - p.paid_cents as balance_cents, to_char(coalesce(p.due_date, p.registered_on), 'YYYY-MM-DD') as due, p.status
      from ${t.payment} p left join ${t.client} c on c.company_id = p.company_id and c.id = p.client_id
      where p.company_id = ? and p.status in ('PENDING', 'PARTIAL') and p.total_cents > p.paid_cents
      order by coalesce(p.due_date, p.registered_on), p.created_at, p.id`,
    [companyId],
  );
  return rows.map((r) => {
    const diasAtraso = Math.max(0, daysBetween(r.due, today));
    const cliente = r.cliente ?? '';
    return {
      id: r.id,
      appointmentId: r.appointment_id,
      clientId: r.client_id,
      cliente,
      telefone: r.telefone,
      valor: centsToReais(Number(r.total_cents)),
      saldo: centsToReais(Number(r.balance_cents)),
      vencimento: r.due,
      diasAtraso,
      status: r.status,
      whatsapp:
        diasAtraso > 0
          ? whatsappReminderUrl({ phone: r.telefone, clientName: cliente, balanceCents: Number(r.balance_cents), dueDate: r.due })
          : null,
    };
  });
}
