import { appointmentChangesPoint } from '@agenda/calendar/server';
import { clientExportPoint } from '@agenda/clients/server';
import { type ServerFeature, contribute } from '@agenda/trpc';
import { waitlistExport } from './client-export.ts';
import { seedDemoWaitlist } from './demo-waitlist.seeder.ts';
import { WaitlistEntrySchema } from './entities/waitlist-entry.entity.ts';
import { WaitlistOfferSchema } from './entities/waitlist-offer.entity.ts';
import { WaitlistSettingsSchema } from './entities/waitlist-settings.entity.ts';
import { Migration20261220000200_waitlist } from './migrations/Migration20261220000200_waitlist.ts';
import { offerFreedSlots } from './offers.service.ts';
import { waitlistPages } from './pages.tsx';
import { waitlistRest } from './rest.ts';
import { waitlistRouter } from './router.ts';

export const waitlistServerFeature = {
  key: 'waitlist',
  router: waitlistRouter,
  entities: [WaitlistEntrySchema, WaitlistOfferSchema, WaitlistSettingsSchema],
  migrations: [{ name: 'Migration20261220000200_waitlist', class: Migration20261220000200_waitlist }],
  rest: waitlistRest,
  // The offer's page, rendered on the server (decision 035).
  pages: waitlistPages,
  seedDemo: seedDemoWaitlist,
  // A slot freed by any change is offered to the list, in the change's transaction.
  // The patient's data export (LGPD) carries their wishes and offers.
  contributions: [contribute(appointmentChangesPoint, offerFreedSlots), contribute(clientExportPoint, waitlistExport)],
} satisfies ServerFeature<'waitlist'>;
