// The one list of the product's features. Everything else — appRouter, REST shims, the migration
// history, entities, seeders, extension points — is composed from it. Adding a feature is one line.
import { authServerFeature } from '@agenda/auth/server';
import { bookingServerFeature } from '@agenda/booking/server';
import { calendarServerFeature } from '@agenda/calendar/server';
import { calendarFeedsServerFeature } from '@agenda/calendar-feeds/server';
import { clinicalServerFeature } from '@agenda/clinical/server';
import { clientsServerFeature } from '@agenda/clients/server';
import { confirmationsServerFeature } from '@agenda/confirmations/server';
import { documentsServerFeature } from '@agenda/documents/server';
import { finalizeServerFeature } from '@agenda/finalize/server';
import { financeServerFeature } from '@agenda/finance/server';
import { onboardingServerFeature } from '@agenda/onboarding/server';
import { messagesServerFeature } from '@agenda/messages/server';
import { recallsServerFeature } from '@agenda/recalls/server';
import { productsServerFeature } from '@agenda/products/server';
import { quotesServerFeature } from '@agenda/quotes/server';
import { servicesServerFeature } from '@agenda/services/server';
import { settingsServerFeature } from '@agenda/settings/server';
import { teamServerFeature } from '@agenda/team/server';
import { waitlistServerFeature } from '@agenda/waitlist/server';
import { type ServerFeature, extensionsOf, migrationHistory, router, routerRecord } from '@agenda/trpc';

/** In dependency order: a feature's demo seeder may rely on the ones before it. */
export const serverFeatures = [
  authServerFeature,
  settingsServerFeature,
  servicesServerFeature,
  teamServerFeature,
  clientsServerFeature,
  calendarServerFeature,
  clinicalServerFeature,
  productsServerFeature,
  finalizeServerFeature,
  financeServerFeature,
  onboardingServerFeature,
  confirmationsServerFeature,
  recallsServerFeature,
  calendarFeedsServerFeature,
  bookingServerFeature,
  documentsServerFeature,
  quotesServerFeature,
  messagesServerFeature,
  waitlistServerFeature,
] as const satisfies readonly ServerFeature[];

export const appRouter = router(routerRecord(serverFeatures));
export type AppRouter = typeof appRouter;

const features: readonly ServerFeature[] = serverFeatures;
export const entities = features.flatMap((f) => f.entities);
export const migrations = migrationHistory(features);
/** Checked on start: each contribution goes to a point a listed feature offers. */
export const extensions = extensionsOf(features);
