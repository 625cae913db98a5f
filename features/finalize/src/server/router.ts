import { router } from '@agenda/trpc';

export const finalizeRouter = router({});

export type FinalizeRouter = typeof finalizeRouter;
/** The shape the browser's finalize client sees (the router mounted under `finalize`). */
const mounted = (finalize: FinalizeRouter) => router({ finalize });
export type FinalizeApi = ReturnType<typeof mounted>;
