import { companyTimeZone } from '@agenda/auth/server';
import { addDays, nowInTimeZone } from '@agenda/br';
import { type Em, make, withoutTenant } from '@agenda/db';
import { monthsEnding } from '../shared/figures.ts';
import type { ExpenseMethod } from '../shared/methods.ts';
import { ExpenseSchema } from './entities/expense.entity.ts';

interface Recurring {
  day: number;
  category: string;
  description: string;
  cents: number;
  /** ± this fraction each month (utility bills vary). */
  vary: number;
  method: ExpenseMethod;
}

// A small dental clinic's month.
const MONTHLY: Recurring[] = [
  { day: 5, category: 'Aluguel', description: 'Aluguel do consultório', cents: 450_000, vary: 0, method: 'BOLETO' },
  { day: 8, category: 'Contas', description: 'Energia elétrica', cents: 62_000, vary: 0.2, method: 'BOLETO' },
  { day: 8, category: 'Contas', description: 'Água e esgoto', cents: 14_500, vary: 0.15, method: 'BOLETO' },
  { day: 10, category: 'Contas', description: 'Internet e telefone', cents: 21_990, vary: 0, method: 'CARTAO' },
  { day: 5, category: 'Salários', description: 'Salário da recepcionista', cents: 210_000, vary: 0, method: 'TRANSFERENCIA' },
  { day: 15, category: 'Serviços', description: 'Contabilidade', cents: 65_000, vary: 0, method: 'PIX' },
  { day: 20, category: 'Serviços', description: 'Esterilização e descarte de resíduos', cents: 18_000, vary: 0.1, method: 'PIX' },
];
const OCCASIONAL: Omit<Recurring, 'day'>[] = [
  { category: 'Materiais', description: 'Resina composta e adesivos', cents: 84_000, vary: 0.3, method: 'CARTAO' },
  { category: 'Materiais', description: 'Luvas, máscaras e sugadores', cents: 32_000, vary: 0.3, method: 'PIX' },
  { category: 'Materiais', description: 'Anestésicos e agulhas gengivais', cents: 41_000, vary: 0.25, method: 'CARTAO' },
  {
    category: 'Laboratório',
    description: 'Laboratório de prótese: coroas de porcelana',
    cents: 120_000,
    vary: 0.4,
    method: 'PIX',
  },
  { category: 'Laboratório', description: 'Laboratório: placa de bruxismo', cents: 28_000, vary: 0.2, method: 'PIX' },
  { category: 'Marketing', description: 'Anúncios nas redes sociais', cents: 30_000, vary: 0.3, method: 'CARTAO' },
  { category: 'Manutenção', description: 'Manutenção da autoclave', cents: 35_000, vary: 0.2, method: 'DINHEIRO' },
];

function random(seed: string) {
  let state = [...seed].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 11);
  return () => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    return (state >>> 8) / 0x1000000;
  };
}

const varied = (cents: number, vary: number, pick: () => number) => Math.round((cents * (1 + (pick() * 2 - 1) * vary)) / 10) * 10;

/**
 * Six months of the demo clinic's expenses up to today, plus next month's rent still to pay and one
 * lab bill past due. Runs once: a clinic that already has expenses is left alone.
 */
export async function seedDemoExpenses(em: Em, companyId: string): Promise<number> {
  if ((await em.count(ExpenseSchema, { companyId }, withoutTenant)) > 0) return 0;
  const today = nowInTimeZone(await companyTimeZone(em, companyId)).date;
  const pick = random(companyId);
  let count = 0;
  const add = (date: string, e: Omit<Recurring, 'day'>, status: 'PAID' | 'PENDING' = 'PAID') => {
    make(em, ExpenseSchema, {
      companyId,
      date,
      category: e.category,
      description: e.description,
      amountCents: varied(e.cents, e.vary, pick),
      method: e.method,
      status,
      dueDate: status === 'PENDING' ? date : null,
      createdBy: null,
    });
    count++;
  };
  for (const month of monthsEnding(today, 6)) {
    for (const e of MONTHLY) {
      const date = `${month}-${String(e.day).padStart(2, '0')}`;
      if (date <= today) add(date, e);
    }
    for (const e of OCCASIONAL) {
      if (pick() < 0.35) continue;
      const date = `${month}-${String(2 + Math.floor(pick() * 26)).padStart(2, '0')}`;
      if (date <= today) add(date, e);
    }
  }
  const [nextMonth] = monthsEnding(addDays(`${today.slice(0, 7)}-01`, 40), 1);
  const rent = MONTHLY[0];
  if (rent) add(`${nextMonth}-05`, rent, 'PENDING');
  const lab = OCCASIONAL[3];
  if (lab) add(addDays(today, -6), { ...lab, description: 'Laboratório de prótese: faceta (a pagar)' }, 'PENDING');
  await em.flush();
  return count;
}
