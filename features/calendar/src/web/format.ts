import { formatBRL, formatDatePtBR, reaisToCents } from '@agenda/br';
import type { BadgeTone } from '@agenda/ui';
import { dayLongName } from '../shared/grid.ts';
import type { AppointmentStatus } from '../shared/status.ts';

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

const STATUS_TONES: Record<AppointmentStatus, BadgeTone> = {
  CONFIRMED: 'green',
  ARRIVED: 'teal',
  IN_SERVICE: 'blue',
  PENDING: 'amber',
  CANCELLED: 'red',
  COMPLETED: 'purple',
  NO_SHOW: 'grey',
  OVERDUE: 'darkred',
};

export function statusTone(status: string): BadgeTone {
  return STATUS_TONES[status as AppointmentStatus] ?? 'blue';
}

/** 'segunda-feira, 24/11/2026'. */
export function longDate(date: string): string {
  return `${dayLongName(date)}, ${formatDatePtBR(date)}`;
}

/** '24/11'. */
export function dayMonth(date: string): string {
  return formatDatePtBR(date).slice(0, 5);
}

/** '24 – 29 de novembro de 2026', or across months '30 de novembro – 5 de dezembro de 2026'. */
export function weekLabel(startDate: string, endDate: string): string {
  const [sy, sm, sd] = startDate.split('-').map(Number) as [number, number, number];
  const [ey, em, ed] = endDate.split('-').map(Number) as [number, number, number];
  const month = (m: number) => MONTHS[m - 1] ?? '';
  if (sy !== ey) return `${sd} de ${month(sm)} de ${sy} – ${ed} de ${month(em)} de ${ey}`;
  if (sm !== em) return `${sd} de ${month(sm)} – ${ed} de ${month(em)} de ${ey}`;
  return `${sd} – ${ed} de ${month(em)} de ${ey}`;
}

export const timeRange = (start: string, end: string) => `${start} – ${end}`;

export const price = (reais: number) => formatBRL(reaisToCents(reais));

/** '30 min', '1h30'. */
export function durationLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h}h${String(m).padStart(2, '0')}` : `${h}h`;
}
