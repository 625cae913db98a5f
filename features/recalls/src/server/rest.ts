import { okAnswer, restRoutes } from '@agenda/trpc/rest';
import { recallsAnswer } from '../shared/answer-schemas.ts';
import { recallsRouter } from './router.ts';

/** The recall list ('Retornos') and its dismissal, over the same router as tRPC. */
export const recallsRest = restRoutes(recallsRouter, 'Retornos', [
  {
    method: 'get',
    path: '/api/recalls',
    procedure: 'list',
    summary: 'Pacientes com retorno vencido (status=due) ou próximo (status=upcoming, até until)',
    query: { status: 'optional', until: 'optional', includeBooked: 'optional' },
    answer: recallsAnswer,
  },
  {
    method: 'post',
    path: '/api/recalls/dismiss',
    procedure: 'dismiss',
    summary: 'Dispensa o retorno atual de um cliente para um serviço, com o motivo',
    body: true,
    errors: [404],
    answer: okAnswer,
  },
]);
