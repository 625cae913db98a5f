import type { ServerFeature } from '@agenda/trpc';
import { seedDemoBooking } from './demo.ts';
import { BookingRequestSchema } from './entities/booking-request.entity.ts';
import { BookingSettingsSchema } from './entities/booking-settings.entity.ts';
import { Migration20261203000200_booking } from './migrations/Migration20261203000200_booking.ts';
import { bookingPages } from './pages.tsx';
import { bookingRest } from './rest.ts';
import { bookingRouter } from './router.ts';

export const bookingServerFeature = {
  key: 'booking',
  router: bookingRouter,
  entities: [BookingSettingsSchema, BookingRequestSchema],
  migrations: [{ name: 'Migration20261203000200_booking', class: Migration20261203000200_booking }],
  rest: bookingRest,
  // The public page (/agendar/{slug}), rendered on the server (decision 035).
  pages: bookingPages,
  // A page's address names its clinic before any is known; everything after runs as that clinic.
  signIn: [{ table: 'booking_settings', privileges: ['select'] }],
  seedDemo: seedDemoBooking,
} satisfies ServerFeature<'booking'>;
