import { centsToReais } from '@agenda/br';
import { pixQrSvg, pixTxidFor, staticPixBrCode } from '@agenda/br/pix';
import { CLIENT_BRIEF_SQL } from '@agenda/clients/server';
import { type Em, type SqlTarget, isUuid, runSql, sql } from '@agenda/db';
import { OPEN_BALANCE_ROWS } from '@agenda/finalize/server';
import { clinicPixKey } from '@agenda/settings/server';
import { conflict, notFound } from '@agenda/trpc';
import { FINANCE_TEXTS as T } from '../shared/texts.ts';
import { whatsappPixUrl } from '../shared/whatsapp.ts';
import type { ReceivablePix } from '../shared/wire.ts';

/** What a PIX txid of a receivable starts with: the rest is its id, so staff find it from the bank statement. */
export const RECEIVABLE_TXID_PREFIX = 'AGD';

interface Row {
  balance_cents: number;
  due: string;
  cliente: string | null;
  telefone: string | null;
}

/**
 * The static BR Code for what is still owed on a receivable (an open balance; an installment once it
 * is one): its copia e cola, the QR as SVG, and a WhatsApp link whose text carries the code. A paid or
 * unknown receivable, or another clinic's, is a 404; a clinic without a PIX key, a 409.
 */
export async function receivablePix(em: Em, companyId: string, id: string): Promise<ReceivablePix> {
  if (!isUuid(id)) throw notFound(T.receivableNotFound);
  const [row] = await runSql<Row>(
    em,
    sql`select p.balance_cents, to_char(p.due_on, 'YYYY-MM-DD') as due, c.full_name as cliente, c.phone as telefone
          from (${OPEN_BALANCE_ROWS}) p left join (${CLIENT_BRIEF_SQL}) c on c.company_id = p.company_id and c.id = p.client_id
         where p.company_id = ${companyId} and p.id = ${id}`,
  );
  if (!row) throw notFound(T.receivableNotFound);
  const key = await clinicPixKey(em, companyId);
  if (!key) throw conflict(T.pixKeyMissing);
  const balanceCents = Number(row.balance_cents);
  const txid = pixTxidFor(RECEIVABLE_TXID_PREFIX, id);
  const brCode = staticPixBrCode({ key: key.key, beneficiary: key.beneficiary, city: key.city, amountCents: balanceCents, txid });
  return {
    brCode,
    txid,
    amount: centsToReais(balanceCents),
    amountCents: balanceCents,
    vencimento: row.due,
    beneficiario: key.beneficiary,
    qrSvg: await pixQrSvg(brCode),
    whatsapp: whatsappPixUrl({
      phone: row.telefone,
      clientName: row.cliente ?? '',
      clinicName: key.beneficiary,
      balanceCents,
      dueDate: row.due,
      brCode,
    }),
  };
}

/** One open receivable's static PIX, as a page that lists several shows it. */
export interface OpenReceivablePix {
  id: string;
  brCode: string;
  txid: string;
  amountCents: number;
  /** Null past the first `withQr` of them. */
  qrSvg: string | null;
}

/**
 * The static PIX of each receivable of `ids` that still owes money, in the order given (paid ones and
 * other clinics' are left out); empty when the clinic has no PIX key. For pages that show a plan's
 * installments (the patient's quote page, the carnê) without reading finance's tables. A QR costs a
 * few milliseconds of CPU, so only the first `withQr` get one (all by default: the carnê prints them).
 */
export async function openReceivablesPix(
  em: SqlTarget,
  companyId: string,
  ids: string[],
  withQr = Number.POSITIVE_INFINITY,
): Promise<OpenReceivablePix[]> {
  const wanted = ids.filter(isUuid);
  if (!wanted.length) return [];
  const key = await clinicPixKey(em, companyId);
  if (!key) return [];
  const rows = await runSql<{ id: string; balance_cents: number }>(
    em,
    sql`select p.id, p.balance_cents from (${OPEN_BALANCE_ROWS}) p
         where p.company_id = ${companyId} and p.id = any(${wanted}::uuid[]) and p.balance_cents > 0`,
  );
  const balances = new Map(rows.map((r) => [r.id, Number(r.balance_cents)]));
  const open = wanted.filter((id) => balances.has(id));
  return Promise.all(
    open.map(async (id, i) => {
      const amountCents = balances.get(id) ?? 0;
      const txid = pixTxidFor(RECEIVABLE_TXID_PREFIX, id);
      const brCode = staticPixBrCode({ key: key.key, beneficiary: key.beneficiary, city: key.city, amountCents, txid });
      return { id, brCode, txid, amountCents, qrSvg: i < withQr ? await pixQrSvg(brCode) : null };
    }),
  );
}
