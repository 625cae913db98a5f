// The one list of the features the web shell mounts: their pages, top-bar entries and slot fills.
// Adding a feature is one line. Manifests hold only lazy loaders, so /login stays small.
import { authWebFeature } from '@agenda/auth/manifest';
import { bookingWebFeature } from '@agenda/booking/manifest';
import { calendarWebFeature } from '@agenda/calendar/manifest';
import { calendarFeedsWebFeature } from '@agenda/calendar-feeds/manifest';
import { clinicalWebFeature } from '@agenda/clinical/manifest';
import { clientsWebFeature } from '@agenda/clients/manifest';
import { confirmationsWebFeature } from '@agenda/confirmations/manifest';
import { documentsWebFeature } from '@agenda/documents/manifest';
import { financeWebFeature } from '@agenda/finance/manifest';
import { onboardingWebFeature } from '@agenda/onboarding/manifest';
import { finalizeWebFeature } from '@agenda/finalize/manifest';
import { messagesWebFeature } from '@agenda/messages/manifest';
import { recallsWebFeature } from '@agenda/recalls/manifest';
import { productsWebFeature } from '@agenda/products/manifest';
import { quotesWebFeature } from '@agenda/quotes/manifest';
import { servicesWebFeature } from '@agenda/services/manifest';
import { settingsWebFeature } from '@agenda/settings/manifest';
import { teamWebFeature } from '@agenda/team/manifest';
import { waitlistWebFeature } from '@agenda/waitlist/manifest';
import { type NavEntry, type WebFeature, slotFillsOf, topBarSlot } from '@agenda/ui';

export const webFeatures: readonly WebFeature[] = [
  authWebFeature,
  settingsWebFeature,
  servicesWebFeature,
  teamWebFeature,
  clientsWebFeature,
  calendarWebFeature,
  clinicalWebFeature,
  productsWebFeature,
  finalizeWebFeature,
  financeWebFeature,
  onboardingWebFeature,
  confirmationsWebFeature,
  recallsWebFeature,
  messagesWebFeature,
  calendarFeedsWebFeature,
  bookingWebFeature,
  documentsWebFeature,
  quotesWebFeature,
  waitlistWebFeature,
];

export const navEntries: NavEntry[] = webFeatures.flatMap((f) => f.nav ?? []).sort((a, b) => a.order - b.order);
/** Checked on load: each fill goes to a slot a listed feature (or the shell: the top bar) offers. */
export const slotFills = slotFillsOf(webFeatures, [topBarSlot]);
export const featureRoutes = webFeatures.flatMap((f) => f.routes ?? []);
