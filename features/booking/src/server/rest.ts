import { restRoutes } from '@agenda/trpc/rest';
import {
  bookedAnswer,
  onlineBookingsAnswer,
  publicPageAnswer,
  seenAnswer,
  settingsAnswer,
  slotsAnswer,
} from '../shared/answer-schemas.ts';
import { bookingRouter } from './router.ts';

/**
 * The REST paths of online booking. An unknown page address and a page switched off answer the same
 * 404; the public answers name no patient.
 */
export const bookingRest = restRoutes(bookingRouter, 'Agendamento online', [
  {
    method: 'get',
    path: '/api/booking/settings',
    procedure: 'settings',
    summary: "'Agendamento online': ligado ou não, endereço da página, serviços e profissionais oferecidos, antecedência e prazo",
    answer: settingsAnswer,
  },
  {
    method: 'put',
    path: '/api/booking/settings',
    procedure: 'updateSettings',
    summary: 'Salva o agendamento online; 409 quando outra clínica já usa o endereço',
    body: true,
    errors: [409],
    answer: settingsAnswer,
  },
  {
    method: 'get',
    path: '/api/booking/online-bookings',
    procedure: 'onlineBookings',
    summary: 'Os agendamentos online que ninguém da equipe marcou como vistos',
    answer: onlineBookingsAnswer,
  },
  {
    method: 'post',
    path: '/api/booking/online-bookings/:appointmentId/seen',
    procedure: 'markSeen',
    summary: "Marca um agendamento online como 'Visto' (sai da lista); marcar de novo não muda nada",
    answer: seenAnswer,
  },
  {
    method: 'get',
    path: '/api/public/booking/:slug',
    procedure: 'page',
    summary: 'A página de agendamento de uma clínica: nome, endereço, texto, serviços e profissionais oferecidos',
    public: true,
    errors: [429],
    answer: publicPageAnswer,
  },
  {
    method: 'get',
    path: '/api/public/booking/:slug/slots',
    procedure: 'slots',
    summary: 'Os horários livres de um serviço (e de um profissional, se escolhido) entre duas datas, no máximo 31 dias',
    query: { serviceId: 'text', professionalId: 'optional', from: 'text', to: 'text' },
    public: true,
    errors: [429],
    answer: slotsAnswer,
  },
  {
    method: 'post',
    path: '/api/public/booking/:slug/appointments',
    procedure: 'book',
    summary: 'O paciente agenda: 201 com a consulta e o link para confirmar ou cancelar; 409 quando o horário foi ocupado',
    body: true,
    status: 201,
    public: true,
    errors: [409, 429],
    answer: { 201: bookedAnswer },
  },
]);
