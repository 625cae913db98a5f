import { formatDatePtBR } from '@agenda/br';

const weekday = new Intl.DateTimeFormat('pt-BR', { weekday: 'short', timeZone: 'UTC' });

/** '2026-12-25' → 'sex., 25/12/2026'. */
export function dateLabel(date: string): string {
  return `${weekday.format(new Date(`${date}T12:00:00Z`))}, ${formatDatePtBR(date)}`;
}

/** A period as 'dd/MM/yyyy' or 'dd/MM/yyyy a dd/MM/yyyy'. */
export function periodLabel(startDate: string, endDate: string): string {
  return startDate === endDate ? formatDatePtBR(startDate) : `${formatDatePtBR(startDate)} a ${formatDatePtBR(endDate)}`;
}
