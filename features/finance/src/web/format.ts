import { formatBRL, formatDatePtBR, reaisToCents } from '@agenda/br';
import { CSV_BOM } from '@agenda/br/csv';

/** Reais from the API → 'R$ 1.234,56'. */
export const brl = (reais: number) => formatBRL(reaisToCents(reais));
export const ptDate = (date: string) => formatDatePtBR(date);
const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
/** 'yyyy-MM' → 'mar/25'. */
export const shortMonth = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]}/${month.slice(2, 4)}`;
/** 'yyyy-MM-dd' → 'dd/MM'. */
export const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
/** Compact axis money: 'R$ 12,5 mil'. */
export const axisMoney = (reais: number) =>
  Math.abs(reais) >= 1000
    ? `R$ ${(reais / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} mil`
    : `R$ ${reais.toFixed(0)}`;

/** Saves a CSV answer (its text comes without the BOM) as a file the browser downloads, BOM first. */
export function downloadCsv(file: { filename: string; csv: string }): void {
  const url = URL.createObjectURL(new Blob([CSV_BOM, file.csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file.filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** An ISO timestamp → '28/11/2026 18:42', in the browser's time zone (the clinic's). */
export const closedAtText = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' }).replace(',', '');

/** 12.5 → '12,5%'. */
export const percentText = (percent: number) => `${percent.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;
