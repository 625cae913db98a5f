import { okAnswer, restRoutes } from '@agenda/trpc/rest';
import { acceptedAnswer, entriesAnswer, entryAnswer, offerAnswer, settingsAnswer } from '../shared/answer-schemas.ts';
import { waitlistRouter } from './router.ts';

/**
 * 'Lista de espera' over the same router as tRPC. An offer's token that opens nothing (unknown,
 * malformed, another clinic's) → 404; an offer taken by another patient, expired or closed → 409.
 */
export const waitlistRest = restRoutes(waitlistRouter, 'Lista de espera', [
  {
    method: 'get',
    path: '/api/waitlist',
    procedure: 'list',
    summary: 'As entradas ativas da lista de espera, da mais antiga à mais nova, com as ofertas em aberto',
    answer: entriesAnswer,
  },
  {
    method: 'post',
    path: '/api/waitlist',
    procedure: 'add',
    summary:
      'Adiciona um paciente à lista de espera: serviço, profissionais preferidos (nenhum = qualquer), dias da semana (0–6), períodos (manha, tarde, noite) e até quando',
    body: true,
    status: 201,
    errors: [404, 409],
    answer: { 201: entryAnswer },
  },
  {
    method: 'delete',
    path: '/api/waitlist/:id',
    procedure: 'remove',
    summary: 'Tira o paciente da lista de espera; as ofertas em aberto dele se encerram',
    errors: [404],
    answer: okAnswer,
  },
  {
    method: 'get',
    path: '/api/waitlist/settings',
    procedure: 'settings',
    summary: 'Validade de uma oferta (horas, padrão 2) e quantas ofertas saem ao mesmo tempo (padrão 3)',
    answer: settingsAnswer,
  },
  {
    method: 'put',
    path: '/api/waitlist/settings',
    procedure: 'saveSettings',
    summary: 'Salva a validade das ofertas (1–48 h) e quantas saem ao mesmo tempo (1–50)',
    body: true,
    answer: settingsAnswer,
  },
  {
    method: 'get',
    path: '/api/public/waitlist/:token',
    procedure: 'offer',
    summary: 'A oferta de um horário vago: clínica, data, horário, profissional, serviço, primeiro nome, validade e situação',
    public: true,
    errors: [404, 429],
    answer: offerAnswer,
  },
  {
    method: 'post',
    path: '/api/public/waitlist/:token/accept',
    procedure: 'accept',
    summary:
      'O paciente fica com o horário (agendado e confirmado, uma única vez); 409 quando outro paciente já ficou com ele, a oferta expirou ou se encerrou',
    public: true,
    errors: [404, 409, 429],
    answer: acceptedAnswer,
  },
]);
