import { router } from '@agenda/trpc';
import type { RestApp } from '@agenda/trpc/rest';

export const clientsEntities = [];
export const clientsRouter = router({});
export function mountClientsRest(_app: RestApp): void {}
