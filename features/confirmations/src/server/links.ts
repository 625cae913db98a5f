import {
  NOT_A_MOBILE_MESSAGE,
  brazilianMobile,
  fillPlaceholders,
  formatDatePtBR,
  nowInTimeZone,
  whatsappChatUrl,
} from '@agenda/br';
import type { ClinicCard } from '@agenda/auth/server';
import type { PatientAppointment } from '@agenda/calendar/server';
import { signPatientToken } from './token.ts';

/** The page a patient opens: `/p/{token}` on the app's public address. */
export const patientUrl = (
  base: string,
  key: Buffer,
  companyId: string,
  a: Pick<PatientAppointment, 'id' | 'date' | 'startTime' | 'professionalId'>,
) =>
  `${base}/p/${signPatientToken(key, { companyId, appointmentId: a.id, date: a.date, startTime: a.startTime, professionalId: a.professionalId })}`;

/** The CONFIRMATION template filled for one appointment: every placeholder has its value. */
export function confirmationMessage(
  template: string,
  clinic: Pick<ClinicCard, 'name'>,
  a: { clientName: string; date: string; startTime: string; professionalName: string },
  url: string,
): string {
  return fillPlaceholders(template, {
    nome: a.clientName.trim().split(/\s+/)[0] ?? '',
    data: formatDatePtBR(a.date),
    hora: a.startTime,
    profissional: a.professionalName,
    clinica: clinic.name,
    link: url,
  });
}

/** WhatsApp's click-to-chat with the message, or why there is none (the phone is no Brazilian mobile). */
export function whatsappOf(phone: string, message: string): { whatsappUrl: string | null; whatsappMissing: string | null } {
  const mobile = brazilianMobile(phone);
  return mobile
    ? { whatsappUrl: whatsappChatUrl(mobile, message), whatsappMissing: null }
    : { whatsappUrl: null, whatsappMissing: NOT_A_MOBILE_MESSAGE };
}

/** The instant a wall-clock date and time of `timeZone` is (zone offsets are whole minutes). */
export function instantIn(timeZone: string, date: string, time: string): Date {
  const guess = Date.parse(`${date}T${time}:00Z`);
  const wall = nowInTimeZone(timeZone, new Date(guess));
  const offset = Date.parse(`${wall.date}T${wall.time}:00Z`) - guess;
  return new Date(guess - offset);
}
