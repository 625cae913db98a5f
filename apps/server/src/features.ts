// The one place that lists the product's features: their entities, routers, REST shims and seeders.
import { authEntities, createAuthRouter, mountAuthRest, seedBusinessTypes, type AuthDeps } from '@agenda/auth/server';
import type { Em } from '@agenda/db';
import { router } from '@agenda/trpc';
import type { RestApp } from '@agenda/trpc/rest';

export const entities = [...authEntities];

export interface FeatureDeps {
  auth: AuthDeps;
}

export function buildFeatures(deps: FeatureDeps) {
  const auth = createAuthRouter(deps.auth);
  const appRouter = router({ auth });
  return {
    appRouter,
    mountRest(app: RestApp) {
      mountAuthRest(app, auth);
    },
    /** Reference data every start makes sure of (idempotent). */
    async seed(em: Em) {
      await seedBusinessTypes(em);
    },
  };
}

export type AppRouter = ReturnType<typeof buildFeatures>['appRouter'];
