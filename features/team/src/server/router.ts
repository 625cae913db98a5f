import { router } from '@agenda/trpc';
import { professionalsRouter } from './professionals.router.ts';

/** The clinic's team: members and their roles, invitations, professionals (filled piece by piece). */
export const teamRouter = router({
  professionals: professionalsRouter,
});

export type TeamRouter = typeof teamRouter;
const mounted = (team: TeamRouter) => router({ team });
export type TeamApi = ReturnType<typeof mounted>;
