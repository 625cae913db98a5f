import { restRoutes } from '@agenda/trpc/rest';
import { messageOneAnswer, messageSettingsAnswer, messagesAnswer } from '../shared/answer-schemas.ts';
import { messagesRouter } from './router.ts';

/** 'Mensagens' over the same router as tRPC. */
export const messagesRest = restRoutes(messagesRouter, 'Mensagens', [
  {
    method: 'get',
    path: '/api/messages',
    procedure: 'list',
    summary: 'Lembretes dos agendamentos de um dia (date, hoje por padrão) ou de um agendamento (appointmentId)',
    query: { date: 'optional', appointmentId: 'optional' },
    errors: [400],
    answer: messagesAnswer,
  },
  {
    method: 'post',
    path: '/api/messages/:id/resend',
    procedure: 'resend',
    summary: 'Reenvia uma mensagem (agendada de novo para agora)',
    errors: [404, 409],
    answer: messageOneAnswer,
  },
  {
    method: 'get',
    path: '/api/messages/settings',
    procedure: 'settings',
    summary: 'Lembretes (quais, horário de silêncio) e canais da clínica; o token nunca volta',
    answer: messageSettingsAnswer,
  },
  {
    method: 'put',
    path: '/api/messages/settings',
    procedure: 'saveSettings',
    summary: 'Salva os lembretes e canais da clínica (só o administrador)',
    body: true,
    errors: [400],
    answer: messageSettingsAnswer,
  },
]);
