import { restRoutes } from '@agenda/trpc/rest';
import { firstStepsAnswer } from '../shared/answer-schemas.ts';
import { onboardingRouter } from './router.ts';

/** The first steps of a new clinic: read, hide from the dashboard, bring back (each answers the steps). */
export const onboardingRest = restRoutes(onboardingRouter, 'Primeiros passos', [
  {
    method: 'get',
    path: '/api/onboarding',
    procedure: 'steps',
    summary: 'Os primeiros passos e o que já foi feito',
    answer: firstStepsAnswer,
  },
  {
    method: 'post',
    path: '/api/onboarding/dismiss',
    procedure: 'dismiss',
    summary: 'Oculta os primeiros passos',
    answer: firstStepsAnswer,
  },
  {
    method: 'post',
    path: '/api/onboarding/restore',
    procedure: 'restore',
    summary: 'Mostra de novo os primeiros passos',
    answer: firstStepsAnswer,
  },
]);
