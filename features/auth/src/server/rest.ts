import { okAnswer, restRoutes } from '@agenda/trpc/rest';
import { businessTypesAnswer, cepAnswer, companyAnswer, loginAnswer, userAnswer } from '../shared/answer-schemas.ts';
import { authRouter } from './router.ts';

/** The documented REST paths of the auth feature (part 1 §7), over the same router as tRPC. */
export const authRest = restRoutes(authRouter, 'Conta e empresa', [
  {
    method: 'post',
    path: '/auth/register',
    procedure: 'register',
    summary: 'Cadastra a empresa e seu dono (com o ID token do Firebase)',
    body: true,
    status: 201,
    public: true,
    errors: [401, 429],
    answer: userAnswer,
  },
  {
    method: 'post',
    path: '/auth/login',
    procedure: 'login',
    summary: 'Troca o ID token do Firebase por um token de sessão',
    body: true,
    public: true,
    errors: [401, 429],
    answer: loginAnswer,
  },
  { method: 'get', path: '/auth/me', procedure: 'me', summary: 'O usuário da sessão', answer: userAnswer },
  { method: 'post', path: '/auth/logout', procedure: 'logout', summary: 'Encerra esta sessão', answer: okAnswer },
  { method: 'post', path: '/auth/logout-all', procedure: 'logoutAll', summary: 'Encerra todas as sessões', answer: okAnswer },
  {
    method: 'get',
    path: '/api/business-types',
    procedure: 'businessTypes',
    summary: 'Os tipos de negócio do cadastro',
    public: true,
    answer: businessTypesAnswer,
  },
  {
    method: 'get',
    path: '/api/company/config',
    procedure: 'companyConfig',
    summary: 'A empresa, com o tipo de negócio e suas abas',
    answer: companyAnswer,
  },
  {
    method: 'put',
    path: '/api/company',
    procedure: 'updateCompany',
    summary: 'Altera os dados da empresa (dias e horário de atendimento)',
    body: true,
    answer: companyAnswer,
  },
  {
    method: 'get',
    path: '/api/cep/:cep',
    procedure: 'cep',
    summary: 'Endereço de um CEP',
    public: true,
    errors: [429],
    answer: cepAnswer,
  },
]);
