import { restRoutes } from '@agenda/trpc/rest';
import { professionalsRest } from './professionals.rest.ts';
import { teamRouter } from './router.ts';

export const teamRest = restRoutes(teamRouter, 'Equipe', [...professionalsRest]);
