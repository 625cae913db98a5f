import { userNames } from '@agenda/auth/server';
import { addDays, centsToReais } from '@agenda/br';
import { type Em, isUuid, make, runSql, sql } from '@agenda/db';
import { MONEY_IN_ROWS } from '@agenda/finalize/server';
import { badRequest, conflict, notFound } from '@agenda/trpc';
import { methodLabel } from '../shared/methods.ts';
import { FINANCE_TEXTS as T } from '../shared/texts.ts';
import type { CashClosing as ClosingAnswer, ClosingPreview, MethodTotal } from '../shared/wire.ts';
import { type CashClosing, CashClosingSchema, type ClosingTotal } from './entities/cash-closing.entity.ts';

// Money writes and closings meet on one advisory lock per company: every write dated in the past
// holds it shared while it checks the date and writes, a closing holds it alone while it reads the
// last closing, sums the money and records itself. So a closing never misses a write that saw the
// period open, and a write never lands in a period closed under it.
const lockKey = (companyId: string) => `cash_closing:${companyId}`;

async function lastClosedUntil(em: Em, companyId: string): Promise<string | null> {
  const [row] = await runSql<{ until: string | null }>(
    em,
    sql`select to_char(max(c.until), 'YYYY-MM-DD') as until from cash_closing c where c.company_id = ${companyId}`,
  );
  return row?.until ?? null;
}

/** The last closing's date (null: never closed), read under the shared lock held to the end of the transaction. */
export async function closedUntil(em: Em, companyId: string): Promise<string | null> {
  await runSql(em, sql`select pg_advisory_xact_lock_shared(hashtextextended(${lockKey(companyId)}, 0))`);
  return lastClosedUntil(em, companyId);
}

/**
 * 409 'Período fechado em dd/mm/aaaa' when any of `dates` (money being created, or the old and new
 * date of one being changed or removed) falls on or before the last closing. Call it in the write's
 * own transaction, before writing.
 */
export async function refuseClosedDate(em: Em, companyId: string, ...dates: string[]): Promise<void> {
  const until = await closedUntil(em, companyId);
  if (until && dates.some((date) => date <= until)) throw conflict(T.periodClosed(until));
}

/** Money received in [from, until] by method, receipts less reversals, largest first; a method at 0 is left out. */
async function totalsBetween(em: Em, companyId: string, from: string | null, until: string): Promise<ClosingTotal[]> {
  const rows = await runSql<{ method: string; cents: string }>(
    em,
    sql`select r.method, sum(r.amount_cents)::bigint as cents from (${MONEY_IN_ROWS}) r
         where r.company_id = ${companyId} and r.received_on between coalesce(${from}::date, '-infinity') and ${until}::date
         group by r.method having sum(r.amount_cents) <> 0 order by 2 desc, 1`,
  );
  return rows.map((r) => ({ method: r.method, cents: Number(r.cents) }));
}

function inReais(totals: ClosingTotal[]): { totals: MethodTotal[]; total: number } {
  return {
    totals: totals.map((t) => ({ method: methodLabel(t.method), amount: centsToReais(t.cents) })),
    total: centsToReais(totals.reduce((sum, t) => sum + t.cents, 0)),
  };
}

async function toAnswers(em: Em, companyId: string, closings: CashClosing[]): Promise<ClosingAnswer[]> {
  const names = await userNames(
    em,
    companyId,
    closings.map((c) => c.closedBy).filter((id): id is string => id !== null),
  );
  return closings.map((c) => ({
    id: c.id,
    from: c.fromDate,
    until: c.until,
    closedAt: c.createdAt.toISOString(),
    closedBy: { id: c.closedBy, name: (c.closedBy && names.get(c.closedBy)) || '—' },
    ...inReais(c.totals),
  }));
}

/**
 * Closes the cash up to `until` (not after today, and after the last closing): the money received
 * since the day after the last closing, by method, is recorded as it stands; from then on nothing
 * dated up to `until` can be written.
 */
export async function closeCash(
  em: Em,
  actor: { companyId: string; userId: string },
  until: string,
  today: string,
): Promise<ClosingAnswer> {
  const { companyId } = actor;
  if (until > today) throw badRequest(T.futureClosing);
  await runSql(em, sql`select pg_advisory_xact_lock(hashtextextended(${lockKey(companyId)}, 0))`);
  const last = await lastClosedUntil(em, companyId);
  if (last && until <= last) throw badRequest(T.alreadyClosed(last));
  const fromDate = last ? addDays(last, 1) : null;
  const closing = make(em, CashClosingSchema, {
    companyId,
    fromDate,
    until,
    closedBy: actor.userId,
    totals: await totalsBetween(em, companyId, fromDate, until),
  });
  await em.flush();
  const [answer] = await toAnswers(em, companyId, [closing]);
  if (!answer) throw new Error('closing not answered');
  return answer;
}

/** Every closing of the company, newest first. */
export async function listClosings(em: Em, companyId: string): Promise<ClosingAnswer[]> {
  const closings = await em.find(CashClosingSchema, { companyId }, { orderBy: { until: 'desc' } });
  return toAnswers(em, companyId, closings);
}

export async function getClosing(em: Em, companyId: string, id: string): Promise<ClosingAnswer> {
  const closing = isUuid(id) ? await em.findOne(CashClosingSchema, { id, companyId }) : null;
  if (!closing) throw notFound(T.closingNotFound);
  const [answer] = await toAnswers(em, companyId, [closing]);
  if (!answer) throw notFound(T.closingNotFound);
  return answer;
}

/** The day's money by method, and what closing up to that day would cover. */
export async function previewClosing(em: Em, companyId: string, date: string): Promise<ClosingPreview> {
  const last = await lastClosedUntil(em, companyId);
  const from = last ? addDays(last, 1) : null;
  const open = !last || date > last;
  return {
    date,
    day: inReais(await totalsBetween(em, companyId, date, date)),
    closedUntil: last,
    from,
    period: inReais(open ? await totalsBetween(em, companyId, from, date) : []),
  };
}
