import { nowInTimeZone } from '@agenda/br';
import { ICalCalendar } from 'ical-generator';

/** The instant a wall-clock date and time of `timeZone` is (zone offsets are whole minutes). */
export function instantIn(timeZone: string, date: string, time: string): Date {
  const guess = Date.parse(`${date}T${time}:00Z`);
  const wall = nowInTimeZone(timeZone, new Date(guess));
  return new Date(guess - (Date.parse(`${wall.date}T${wall.time}:00Z`) - guess));
}

export interface IcsAppointment {
  id: string;
  clinicName: string;
  clinicAddress: string;
  timeZone: string;
  date: string;
  startTime: string;
  endTime: string;
  service: string;
  professional: string;
  patientLink: string;
}

/**
 * 'Adicionar ao calendário': one appointment as RFC 5545 text. Its times are written in UTC, which
 * every calendar app places in the phone's own zone: no VTIMEZONE needed for one event.
 */
export function appointmentIcs(a: IcsAppointment): string {
  const calendar = new ICalCalendar({ prodId: { company: 'Agenda', product: 'Agendamento online', language: 'PT-BR' } });
  calendar.createEvent({
    id: `${a.id}@agenda`,
    start: instantIn(a.timeZone, a.date, a.startTime),
    end: instantIn(a.timeZone, a.date, a.endTime),
    summary: `${a.service} · ${a.clinicName}`,
    description: `Profissional: ${a.professional}\nConfirmar ou cancelar: ${a.patientLink}`,
    location: a.clinicAddress || a.clinicName,
    url: a.patientLink,
  });
  return calendar.toString();
}
