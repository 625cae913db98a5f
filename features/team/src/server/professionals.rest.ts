import type { RestRoute } from '@agenda/trpc/rest';
import { professionalAnswer, professionalsAnswer } from '../shared/answer-schemas.ts';

/** The professionals' REST paths, over `team.professionals.*`. */
export const professionalsRest: RestRoute<'professionals.list' | 'professionals.create' | 'professionals.update'>[] = [
  {
    method: 'get',
    path: '/api/professionals',
    procedure: 'professionals.list',
    summary: 'Os profissionais da clínica',
    answer: professionalsAnswer,
  },
  {
    method: 'post',
    path: '/api/professionals',
    procedure: 'professionals.create',
    summary: 'Cadastra um profissional',
    body: true,
    status: 201,
    answer: professionalAnswer,
  },
  {
    method: 'put',
    path: '/api/professionals/:id',
    procedure: 'professionals.update',
    summary: 'Altera um profissional (o próprio profissional: só os seus horários)',
    body: true,
    errors: [403],
    answer: professionalAnswer,
  },
];
