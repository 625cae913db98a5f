import * as v from 'valibot';
import { FINANCE_TEXTS as T } from './texts.ts';

/** Payment methods as finalize stores them. */
export const PAYMENT_METHODS = ['PIX', 'CARTAO', 'DINHEIRO', 'PLANO', 'CONVENIO'] as const;
/** How an expense was (or will be) paid: the clinic pays bills by boleto or bank transfer too. */
export const EXPENSE_METHODS = ['PIX', 'CARTAO', 'DINHEIRO', 'BOLETO', 'TRANSFERENCIA'] as const;
export const ALL_METHODS = ['PIX', 'CARTAO', 'DINHEIRO', 'PLANO', 'CONVENIO', 'BOLETO', 'TRANSFERENCIA'] as const;
export type MethodCode = (typeof ALL_METHODS)[number];
export type ExpenseMethod = (typeof EXPENSE_METHODS)[number];

/** Wire labels (§9): what the API answers and accepts. */
export const METHOD_LABELS: Record<MethodCode, string> = {
  PIX: 'PIX',
  CARTAO: 'CARTÃO',
  DINHEIRO: 'DINHEIRO',
  PLANO: 'PLANO',
  CONVENIO: 'CONVÊNIO',
  BOLETO: 'BOLETO',
  TRANSFERENCIA: 'TRANSFERÊNCIA',
};

/** Chart colours per method (§9 gives each method a colour without naming them). */
export const METHOD_COLORS: Record<MethodCode, string> = {
  PIX: '#10b981',
  CARTAO: '#3b82f6',
  DINHEIRO: '#f59e0b',
  PLANO: '#8b5cf6',
  CONVENIO: '#ec4899',
  BOLETO: '#64748b',
  TRANSFERENCIA: '#06b6d4',
};

/** A wire label or a code ('CARTÃO' or 'CARTAO') → the code; undefined when unknown. */
export function methodCode(value: string): MethodCode | undefined {
  const upper = value.trim().toUpperCase();
  return (ALL_METHODS as readonly string[]).includes(upper)
    ? (upper as MethodCode)
    : (Object.entries(METHOD_LABELS).find(([, label]) => label === upper)?.[0] as MethodCode | undefined);
}

export const methodLabel = (code: string): string => METHOD_LABELS[code as MethodCode] ?? code;

/** Accepts a wire label or a code among `codes`, gives the code. */
export const methodField = <C extends MethodCode>(codes: readonly C[]) =>
  v.pipe(
    v.string(T.badMethod),
    v.transform((s) => methodCode(s)),
    v.check((c) => c !== undefined && (codes as readonly string[]).includes(c), T.badMethod),
    v.transform((c) => c as C),
  );

/** Payment and expense statuses, with the labels the screens show. */
export const STATUS_LABELS: Record<string, string> = {
  PAID: 'Pago',
  PENDING: 'Pendente',
  PARTIAL: 'Parcial',
  REVERSED: 'Estornado',
};

/** Suggested expense categories (free text is accepted too). */
export const EXPENSE_CATEGORIES = [
  'Aluguel',
  'Contas',
  'Salários',
  'Serviços',
  'Materiais',
  'Laboratório',
  'Marketing',
  'Manutenção',
  'Impostos',
  'Outros',
] as const;
