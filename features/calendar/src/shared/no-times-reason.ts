import { countOf, weekdayOf } from '@agenda/br';
import { OPENING_TEXTS, type OpeningHours, type ServiceWindow, bookableStartTimes, isBusinessDay } from './opening-rules.ts';

export const NO_TIMES_TEXTS = {
  pastDate: 'Esta data já passou: escolha hoje ou uma data futura.',
  blockedDay: (reason: string, name: string) => (name && name !== reason ? `${reason}: ${name}` : reason),
  dayOver: 'Os horários de hoje já passaram.',
  rangesBlocked: (names: string[]) => `Os horários livres desta data estão bloqueados (${names.join(', ')}).`,
  tooLong: (minutes: number) => `Nenhum horário desta data comporta os ${countOf(minutes, 'minuto', 'minutos')} do atendimento.`,
} as const;

export interface NoTimesInput {
  date: string;
  today: string;
  duration: number;
  hours: OpeningHours;
  service: ServiceWindow | null;
  /** The day's block (holiday, closure, blocked period), if the whole day is blocked. */
  blockedDay?: { reason: string; name: string };
  /** Time ranges blocked inside the day (lunch break, time-range blocks). */
  ranges: readonly { start: string; end: string; name: string }[];
}

/**
 * Why a date offers no time to book, in the order a person would look for it: the date is past,
 * the day is blocked (the holiday or block named), the clinic or the service does not open that
 * weekday, today's times are over, or what is left of the day is blocked or too short.
 */
export function noTimesReason(input: NoTimesInput): string {
  const { date, today, hours, service } = input;
  if (date < today) return NO_TIMES_TEXTS.pastDate;
  if (input.blockedDay) return NO_TIMES_TEXTS.blockedDay(input.blockedDay.reason, input.blockedDay.name);
  if (!isBusinessDay(hours, date)) return OPENING_TEXTS.closedDay(date);
  if (service && !service.days[weekdayOf(date)]) return OPENING_TEXTS.serviceDay(service, date);
  const openTimes = bookableStartTimes(date, input.duration, hours, service);
  // Asked only when nothing is offered: times that exist today, blocks aside, are past by now.
  if (date === today && bookableStartTimes(date, input.duration, hours, service, input.ranges).length > 0) {
    return NO_TIMES_TEXTS.dayOver;
  }
  if (openTimes.length > 0 && input.ranges.length > 0) {
    return NO_TIMES_TEXTS.rangesBlocked([...new Set(input.ranges.map((r) => r.name))]);
  }
  return NO_TIMES_TEXTS.tooLong(input.duration);
}
