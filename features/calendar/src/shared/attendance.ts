/**
 * Attendance (decision 054): who came, who waited, who did not come. 'Faltou' is the stored NO_SHOW or
 * an appointment whose day ended while it was still expected (no arrival recorded); a late
 * cancellation is one made less than LATE_CANCEL_HOURS before the start.
 */
export const LATE_CANCEL_HOURS = 24;

export const WEEKDAY_NAMES = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'] as const;

export interface AttendanceRate {
  /** Appointments that should have happened: their day ended (or marked no-show), not cancelled. */
  appointments: number;
  noShows: number;
  /** Percent, one decimal; 0 without appointments. */
  rate: number;
}

/** The reports' attendance figures of a period. */
export interface AttendanceReport {
  averageWait: { professional: string; patients: number; minutes: number }[];
  noShowsByProfessional: (AttendanceRate & { professional: string })[];
  noShowsByWeekday: (AttendanceRate & { weekday: string })[];
}

/** A client's record: how often they missed or cancelled late. */
export interface ClientAttendance {
  noShows: number;
  lateCancellations: number;
}

export const ATTENDANCE_TEXTS = {
  title: 'Comparecimento',
  noShows: 'Faltas',
  lateCancellations: 'Cancelamentos em cima da hora',
  lateNote: `menos de ${LATE_CANCEL_HOURS} h antes`,
  averageWait: 'Espera média por profissional',
  averageWaitNote: 'Da chegada (Chegou) à chamada (Em atendimento), nos atendimentos do período.',
  noShowsByProfessional: 'Faltas por profissional',
  noShowsByWeekday: 'Faltas por dia da semana',
  noShowNote: 'Faltou: marcado pela recepção, ou o dia terminou sem chegada registrada.',
  professional: 'Profissional',
  weekday: 'Dia da semana',
  patients: 'Pacientes',
  minutes: 'Espera média',
  appointments: 'Atendimentos',
  noShowCount: 'Faltas',
  rate: 'Taxa de faltas',
  none: 'Nenhum atendimento no período',
} as const;

export const rateOf = (noShows: number, appointments: number): number =>
  appointments === 0 ? 0 : Math.round((noShows * 1000) / appointments) / 10;
