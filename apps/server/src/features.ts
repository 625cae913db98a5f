// The one place that lists the product's features: their entities, routers, REST shims and seeders.
import { type AuthDeps, authEntities, createAuthRouter, mountAuthRest, seedBusinessTypes } from '@agenda/auth/server';
import { calendarEntities, calendarRouter, mountCalendarRest } from '@agenda/calendar/server';
import { clientsEntities, clientsRouter, mountClientsRest } from '@agenda/clients/server';
import type { Em } from '@agenda/db';
import { mountServicesRest, servicesEntities, servicesRouter } from '@agenda/services/server';
import { mountSettingsRest, settingsEntities, settingsRouter } from '@agenda/settings/server';
import { router } from '@agenda/trpc';
import type { RestApp } from '@agenda/trpc/rest';

export const entities = [...authEntities, ...settingsEntities, ...servicesEntities, ...clientsEntities, ...calendarEntities];

export interface FeatureDeps {
  auth: AuthDeps;
}

export function buildFeatures(deps: FeatureDeps) {
  const auth = createAuthRouter(deps.auth);
  const appRouter = router({
    auth,
    settings: settingsRouter,
    services: servicesRouter,
    clients: clientsRouter,
    calendar: calendarRouter,
  });
  return {
    appRouter,
    mountRest(app: RestApp) {
      mountAuthRest(app, auth);
      mountSettingsRest(app);
      mountServicesRest(app);
      mountClientsRest(app);
      mountCalendarRest(app);
    },
    /** Reference data every start makes sure of (idempotent). */
    async seed(em: Em) {
      await seedBusinessTypes(em);
    },
  };
}

export type AppRouter = ReturnType<typeof buildFeatures>['appRouter'];
