import { restRoutes } from '@agenda/trpc/rest';
import {
  appointmentAnswer,
  appointmentDetailsAnswer,
  appointmentsAnswer,
  bookedAppointmentAnswer,
  freeSlotsAnswer,
  seriesCreatedAnswer,
  seriesPreviewAnswer,
} from '../shared/answer-schemas.ts';
import { calendarRouter } from './router.ts';

/** The documented REST paths of appointments (part 1 §7, part 2 §7), over the same router as tRPC. */
export const calendarRest = restRoutes(calendarRouter, 'Agenda', [
  {
    method: 'get',
    path: '/api/appointments',
    procedure: 'list',
    summary: 'Os atendimentos de um período (de um ou mais profissionais: professionalId=a,b)',
    query: { startDate: 'text', endDate: 'text', professionalId: 'optional' },
    answer: appointmentsAnswer,
  },
  {
    method: 'get',
    path: '/api/appointments/upcoming',
    procedure: 'upcomingOf',
    summary: 'Os atendimentos futuros (pendentes e confirmados) de um profissional, para reatribuir',
    query: { professionalId: 'text' },
    errors: [404],
    answer: appointmentsAnswer,
  },
  {
    method: 'get',
    path: '/api/appointments/free-slots',
    procedure: 'freeSlots',
    summary:
      'Os horários livres de um serviço de agora em diante (até 31 dias; de um profissional com professionalId), pelas mesmas regras do agendamento',
    query: { serviceId: 'text', professionalId: 'optional', from: 'text', to: 'text' },
    errors: [400, 404],
    answer: freeSlotsAnswer,
  },
  {
    method: 'get',
    path: '/api/appointments/urgent',
    procedure: 'urgent',
    summary: 'As urgências em aberto dos atendimentos de hoje (a sala de espera)',
    answer: appointmentsAnswer,
  },
  {
    method: 'post',
    path: '/api/appointments',
    procedure: 'create',
    summary:
      'Agenda um atendimento; sobre outro do mesmo cliente só com allowClientOverlap=true (Idempotency-Key: uma repetição devolve a primeira resposta)',
    body: true,
    headers: { idempotencyKey: 'Idempotency-Key' },
    status: 201,
    answer: bookedAppointmentAnswer,
  },
  {
    method: 'post',
    path: '/api/appointments/series',
    procedure: 'createSeries',
    summary:
      'Agenda uma série (toda semana, a cada duas semanas ou todo mês; até 52 datas): com preview=true só lista as datas, livres ou não e por quê; sem, cria as livres (Idempotency-Key: uma repetição devolve a primeira resposta)',
    body: true,
    headers: { idempotencyKey: 'Idempotency-Key' },
    status: (input) => (input.preview === true ? 200 : 201),
    answer: { 200: seriesPreviewAnswer, 201: seriesCreatedAnswer },
  },
  {
    method: 'get',
    path: '/api/appointments/:id/details',
    procedure: 'details',
    summary: 'Um atendimento e seu histórico',
    answer: appointmentDetailsAnswer,
  },
  {
    method: 'put',
    path: '/api/appointments/:id',
    procedure: 'update',
    summary: 'Altera um atendimento (status, observações); ao cancelar um da série, scope=FOLLOWING cancela também os seguintes',
    body: true,
    answer: appointmentAnswer,
  },
  {
    method: 'post',
    path: '/api/appointments/:id/reschedule',
    procedure: 'reschedule',
    summary:
      'Reagenda (data, horário e, se quiser, outro profissional); num da série, scope=FOLLOWING move também os seguintes pelo mesmo número de dias',
    body: true,
    answer: bookedAppointmentAnswer,
  },
  {
    method: 'patch',
    path: '/api/appointments/:id/confirm',
    procedure: 'confirm',
    summary: 'Confirma um atendimento pendente',
    answer: appointmentAnswer,
  },
  {
    method: 'patch',
    path: '/api/appointments/:id/cancel',
    procedure: 'cancel',
    summary: 'Cancela um atendimento (num da série, { scope: "FOLLOWING" } cancela também os seguintes)',
    body: true,
    answer: appointmentAnswer,
  },
  {
    method: 'put',
    path: '/api/appointments/:id/urgency',
    procedure: 'setUrgency',
    summary: 'Registra uma urgência (nível e descrição)',
    body: true,
    answer: appointmentAnswer,
  },
  {
    method: 'delete',
    path: '/api/appointments/:id/urgency',
    procedure: 'clearUrgency',
    summary: 'Remove a urgência',
    answer: appointmentAnswer,
  },
]);
