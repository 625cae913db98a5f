import { router } from '@agenda/trpc';
import type { RestApp } from '@agenda/trpc/rest';

export const servicesEntities = [];
export const servicesRouter = router({});
export function mountServicesRest(_app: RestApp): void {}
