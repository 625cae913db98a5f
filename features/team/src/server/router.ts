import { router } from '@agenda/trpc';

/** The clinic's team: members and their roles, invitations, professionals (filled piece by piece). */
export const teamRouter = router({});

export type TeamRouter = typeof teamRouter;
const mounted = (team: TeamRouter) => router({ team });
export type TeamApi = ReturnType<typeof mounted>;
