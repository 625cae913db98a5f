import { restRoutes } from '@agenda/trpc/rest';
import { teamRouter } from './router.ts';

export const teamRest = restRoutes(teamRouter, 'Equipe', []);
