import type { ServerFeature } from '@agenda/trpc';
import { teamRest } from './rest.ts';
import { teamRouter } from './router.ts';

export const teamServerFeature = {
  key: 'team',
  router: teamRouter,
  entities: [],
  migrations: [],
  rest: teamRest,
} satisfies ServerFeature<'team'>;
