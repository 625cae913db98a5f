import { okAnswer, restRoutes } from '@agenda/trpc/rest';
import {
  acceptedAnswer,
  invitationLinkAnswer,
  memberAnswer,
  publicInvitationAnswer,
  teamAnswer,
} from '../shared/answer-schemas.ts';
import { professionalsRest } from './professionals.rest.ts';
import { teamRouter } from './router.ts';

/**
 * The team's REST paths. An invitation's link token: unknown → 404; used, revoked or expired → 409,
 * each with its pt-BR reason; accepted with another e-mail's account → 400.
 */
export const teamRest = restRoutes(teamRouter, 'Equipe', [
  {
    method: 'get',
    path: '/api/team',
    procedure: 'list',
    summary: 'Os membros da equipe e os convites em aberto',
    answer: teamAnswer,
  },
  {
    method: 'post',
    path: '/api/team/invitations',
    procedure: 'invite',
    summary: 'Convida uma pessoa para a equipe (o link vale por 7 dias; enviado por e-mail quando há SMTP)',
    body: true,
    status: 201,
    errors: [409],
    answer: invitationLinkAnswer,
  },
  {
    method: 'post',
    path: '/api/team/invitations/:id/renew',
    procedure: 'renewInvitation',
    summary: 'Gera um novo link para um convite em aberto (o anterior deixa de funcionar)',
    errors: [409],
    answer: invitationLinkAnswer,
  },
  {
    method: 'delete',
    path: '/api/team/invitations/:id',
    procedure: 'revokeInvitation',
    summary: 'Revoga um convite',
    errors: [409],
    answer: okAnswer,
  },
  {
    method: 'patch',
    path: '/api/team/members/:id',
    procedure: 'updateMember',
    summary: 'Muda o papel de um membro, ou o desativa e reativa',
    body: true,
    errors: [409],
    answer: memberAnswer,
  },
  {
    method: 'get',
    path: '/api/team/invitations/:token',
    procedure: 'invitation',
    summary: 'O convite de um link: a clínica, o papel e o e-mail convidado',
    public: true,
    errors: [409, 429],
    answer: publicInvitationAnswer,
  },
  {
    method: 'post',
    path: '/api/team/invitations/:token/accept',
    procedure: 'accept',
    summary: 'Aceita o convite com o ID token do Firebase do e-mail convidado; devolve o token de sessão',
    body: true,
    public: true,
    errors: [401, 409, 429],
    answer: acceptedAnswer,
  },
  ...professionalsRest,
]);
