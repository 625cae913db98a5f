import type { UrgencyLevel } from './urgency.ts';

/** The front desk's pt-BR texts: arrivals, the waiting room, the call panel (decision 054). */
export const FRONT_DESK_TEXTS = {
  arrive: 'Chegou',
  arriveLabel: (name: string) => `Chegou: ${name}`,
  arrived: (name: string) => `Chegada de ${name} registrada.`,
  call: 'Chamar',
  callLabel: (name: string) => `Chamar ${name}`,
  called: (name: string) => `${name} foi chamado(a).`,
  callAgain: 'Chamar de novo',
  noShow: 'Faltou',
  markedNoShow: (name: string) => `Falta de ${name} registrada.`,
  arriveOnlyToday: 'Só é possível registrar a chegada de um atendimento de hoje.',
  cannotArrive: 'Este atendimento não pode receber chegada (já foi atendido, cancelado ou está em atendimento).',
  callOnlyToday: 'Só é possível chamar um paciente de hoje.',
  callOnlyArrived: 'Só é possível chamar um paciente que já chegou.',
  waitingRoomTitle: 'Aguardando atendimento',
  waitingCount: (count: number) => (count === 1 ? '1 paciente aguardando' : `${count} pacientes aguardando`),
  waitingRoomEmpty: 'Ninguém aguardando no momento',
  waitingSince: (time: string) => `chegou às ${time}`,
  waitingFor: (minutes: number) => (minutes < 1 ? 'agora' : `aguarda há ${minutes} min`),
  forProfessional: (name: string) => `para ${name}`,
  panelTitle: 'Painel de chamadas',
  panelNow: 'Chamando agora',
  panelRecent: 'Chamados há pouco',
  panelIdle: 'Aguarde ser chamado(a)',
  enableSound: 'Ativar som',
  soundOn: 'Som ativado',
  panelOpen: 'Abrir painel de chamadas',
  averageWaitTitle: 'Espera média por profissional',
  averageWaitMinutes: (minutes: number) => `${minutes} min`,
} as const;

/** One patient waiting (`GET /api/waiting-room`): today's arrivals not yet called, urgencies first. */
export interface WaitingPatient {
  appointmentId: string;
  firstName: string;
  professional: string;
  professionalId: string;
  /** ISO instant of the arrival. */
  arrivedAt: string;
  /** Whole minutes since the arrival, when the answer was made. */
  waitingMinutes: number;
  urgency: { level: UrgencyLevel; description: string } | null;
  startTime: string;
}

/** One call on the waiting-room TV (`GET /api/call-panel`): whom, by whom, where. */
export interface PanelCall {
  appointmentId: string;
  firstName: string;
  professional: string;
  /** Where to go: the clinic has no rooms yet, so it is the professional (decision 054). */
  room: string;
  /** ISO instant of the call (a repeated call moves it). */
  calledAt: string;
}

/** The name a waiting room says aloud: the first one only (the TV is seen by everyone waiting). */
export const firstNameOf = (fullName: string): string => fullName.trim().split(/\s+/)[0] ?? '';

/** Whole minutes from `since` to `now`, never negative. */
export function minutesBetween(since: string | Date, now: Date): number {
  const start = typeof since === 'string' ? Date.parse(since) : since.getTime();
  return Math.max(0, Math.floor((now.getTime() - start) / 60_000));
}
