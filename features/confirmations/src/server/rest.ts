import { restRoutes } from '@agenda/trpc/rest';
import {
  patientLinkAnswer,
  patientLinkPolicyAnswer,
  patientRescheduledAnswer,
  patientSlotsAnswer,
  publicAppointmentAnswer,
  reminderSentAnswer,
  remindersAnswer,
} from '../shared/answer-schemas.ts';
import { confirmationsRouter } from './router.ts';

/**
 * The REST paths of confirmations. A patient's link token that opens nothing (unknown, forged,
 * another clinic's, expired, moved or cancelled by the clinic) → 404 with one and the same body.
 */
export const confirmationsRest = restRoutes(confirmationsRouter, 'Confirmações', [
  {
    method: 'get',
    path: '/api/appointments/:id/patient-link',
    procedure: 'patientLink',
    summary: 'O link do paciente (confirmar, cancelar ou pedir para remarcar), a mensagem de WhatsApp e até quando vale',
    errors: [409],
    answer: patientLinkAnswer,
  },
  {
    method: 'get',
    path: '/api/public/appointments/:token',
    procedure: 'appointment',
    summary: 'A consulta de um link de paciente: clínica, endereço, data, horário, profissional, serviço e primeiro nome',
    public: true,
    errors: [429],
    answer: publicAppointmentAnswer,
  },
  {
    method: 'post',
    path: '/api/public/appointments/:token/confirm',
    procedure: 'confirm',
    summary: 'O paciente confirma a presença (CONFIRMED); confirmar de novo não muda nada',
    public: true,
    errors: [409, 429],
    answer: publicAppointmentAnswer,
  },
  {
    method: 'post',
    path: '/api/public/appointments/:token/cancel',
    procedure: 'cancel',
    summary: 'O paciente cancela a consulta (CANCELLED), com um motivo opcional',
    body: true,
    public: true,
    errors: [409, 429],
    answer: publicAppointmentAnswer,
  },
  {
    method: 'post',
    path: '/api/public/appointments/:token/reschedule-request',
    procedure: 'requestReschedule',
    summary: 'O paciente pede para remarcar (a clínica entra em contato); o horário continua reservado',
    body: true,
    public: true,
    errors: [409, 429],
    answer: publicAppointmentAnswer,
  },
  {
    method: 'get',
    path: '/api/public/appointments/:token/slots',
    procedure: 'slots',
    summary:
      'Remarcar: os horários livres do mesmo serviço com o mesmo profissional (from/to, padrão: as próximas duas semanas), dentro do prazo da clínica',
    query: { from: 'optional', to: 'optional' },
    public: true,
    errors: [400, 429],
    answer: patientSlotsAnswer,
  },
  {
    method: 'post',
    path: '/api/public/appointments/:token/reschedule',
    procedure: 'reschedule',
    summary:
      'Remarcar: o paciente escolhe { date, startTime } entre os horários livres; o horário antigo é liberado e a resposta traz o novo link (409: horário ocupado ou fora do prazo)',
    body: true,
    public: true,
    errors: [400, 409, 429],
    answer: patientRescheduledAnswer,
  },
  {
    method: 'get',
    path: '/api/patient-links/policy',
    procedure: 'policy',
    summary: 'Até quantas horas antes da consulta o paciente pode remarcar pelo link (padrão 24)',
    answer: patientLinkPolicyAnswer,
  },
  {
    method: 'put',
    path: '/api/patient-links/policy',
    procedure: 'setPolicy',
    summary: 'Define até quantas horas antes da consulta o paciente pode remarcar pelo link (0 a 720)',
    body: true,
    errors: [400],
    answer: patientLinkPolicyAnswer,
  },
  {
    method: 'get',
    path: '/api/reminders',
    procedure: 'reminders',
    summary: 'As consultas de um dia (padrão: o próximo dia útil) com o link e a mensagem de WhatsApp de cada paciente',
    query: { date: 'optional' },
    answer: remindersAnswer,
  },
  {
    method: 'post',
    path: '/api/reminders/:appointmentId/sent',
    procedure: 'markSent',
    summary: "Marca o lembrete como 'Mensagem enviada' (quem e quando); marcar de novo não muda nada",
    answer: reminderSentAnswer,
  },
]);
