// Exceptions to scripts/check-tables.mjs (decision 028): a file that may name another feature's table
// in SQL (`table`) or import its entity (`entity`), or a list of them (`tables`, for a bench or fixture
// that seeds many), each with the reason it may. A name that no longer matches anything fails the
// check, so the list only shrinks.

export const allowed = [
  {
    file: 'features/clinical/src/server/migrations/Migration20261128000000_one_anamnesis.ts',
    table: 'client_tab_data',
    reason:
      'A one-time data migration (decision 021): it moved the Anamnese tab answers into clinical notes and removed them, ' +
      'run once in the ordered history at the schema of its day. Migrations are history, not a read path; no code reads these rows later.',
  },
  {
    file: 'features/clinical/src/server/migrations/Migration20261128000000_one_anamnesis.ts',
    table: 'client_tab_history',
    reason: 'The same one-time migration: the tab fields’ history became the anamnesis versions (decision 021).',
  },
  {
    file: 'features/clinical/src/server/migrations/Migration20261128000000_one_anamnesis.ts',
    table: 'business_type_tab',
    reason: 'The same one-time migration: it found the Anamnese tab by its key (decision 021).',
  },
  {
    file: 'features/team/src/server/migrations/Migration20261201000200_professionals.ts',
    table: 'app_user',
    reason:
      'A one-time backfill: each owner existing when professionals arrived gets the profile sign-up now gives a founder ' +
      '(through the auth.member-joined point), run once in the ordered history at the schema of its day. No code reads app_user later.',
  },
  {
    file: 'features/calendar/src/server/migrations/Migration20261201000300_appointment_professional.ts',
    table: 'professional',
    reason:
      'A one-time backfill: the appointments made before professionals existed move to their clinic’s first professional ' +
      '(its owner’s profile) so the column can be required; run once in the ordered history. Later code reads professionals through @agenda/team/server.',
  },
  {
    file: 'infra/bench/seed.ts',
    tables: ['app_user', 'appointment', 'appointment_event', 'client', 'company', 'professional', 'service', 'service_type'],
    reason:
      "Seeds a throw-away bench database in bulk: one set-based statement per table (generate_series) writes tens of thousands of rows in seconds, where the owners' write functions take one row and one transaction per call. Not a product path: nothing the server runs reads this code.",
  },
  {
    file: 'infra/bench/finance-seed.ts',
    tables: [
      'app_user',
      'appointment',
      'client',
      'company',
      'expense',
      'payment',
      'payment_product_item',
      'payment_receipt',
      'payment_service_item',
      'product',
      'professional',
      'service',
      'service_type',
    ],
    reason:
      "Seeds a throw-away bench database in bulk: one set-based statement per table (generate_series) writes tens of thousands of rows in seconds, where the owners' write functions take one row and one transaction per call. Not a product path: nothing the server runs reads this code. Two years of paid and owed visits with products, written as finalize would have written them on their days (dates in closed months included).",
  },
  {
    file: 'infra/bench/capacity/population.ts',
    tables: [
      'app_user',
      'appointment',
      'appointment_request',
      'auth_session',
      'booking_settings',
      'client',
      'company',
      'payment',
      'payment_product_item',
      'payment_receipt',
      'payment_service_item',
      'product',
      'professional',
      'service',
      'service_type',
    ],
    reason:
      "Seeds the capacity bench's own database with thousands of clinics in bulk (one set-based statement per table, generate_series), where the owners' write functions take one row and one transaction per call, and puts a run's rows away before the next run. Not a product path: nothing the server runs reads this code.",
  },
  {
    file: 'infra/bench/capacity/state.ts',
    tables: ['app_user', 'appointment', 'auth_session', 'client', 'professional'],
    reason:
      "What the simulated staff know when the bench's day starts (some patients, free and taken slots, appointments to confirm and to finalize), read in one statement per kind for thousands of clinics, and their device sessions opened in bulk as infra/bench/session.ts opens one. Reads only, but for the sessions; a throw-away bench database.",
  },
  {
    file: 'infra/bench/capacity/raw-driver.ts',
    tables: [
      'agenda_settings',
      'app_user',
      'appointment',
      'appointment_event',
      'booking_settings',
      'client',
      'company',
      'payment',
      'payment_product_item',
      'payment_receipt',
      'payment_service_item',
      'product',
      'professional',
      'schedule_block',
      'service',
    ],
    reason:
      "The capacity bench's physical limit: the clinic day's actions as plain SQL through pg (the features' exported statements where there are, the statements at the core of the others), to measure the distance to what PostgreSQL alone allows — the comparison every bench prints. Not a product path.",
  },
  {
    file: 'infra/bench/bench-clients.ts',
    tables: ['app_user', 'appointment', 'client', 'company', 'professional', 'service', 'service_type'],
    reason:
      "Seeds a throw-away bench database in bulk: one set-based statement per table (generate_series) writes tens of thousands of rows in seconds, where the owners' write functions take one row and one transaction per call. It seeds 100,000 clients, and its raw-SQL side reads the same rows the product's reads return, as plain SQL through pg, to measure the distance to what PostgreSQL alone allows (the comparison every bench prints). Not a product path: nothing the server runs reads this code.",
  },
  {
    file: 'infra/bench/slots-bench.ts',
    tables: [
      'agenda_settings',
      'appointment',
      'company',
      'custom_holiday',
      'day_unblock',
      'holiday_bridge',
      'professional',
      'schedule_block',
      'service',
    ],
    reason:
      "The free-slot bench's raw-SQL side: the same availability inputs (hours, blocks, holidays, bridges, appointments) read as plain SQL through pg, to measure the distance between the one availability function and what PostgreSQL alone allows. Reads only.",
  },
  {
    file: 'infra/bench/chart-bench.ts',
    tables: [
      'client',
      'client_dentition',
      'clinical_audit_event',
      'clinical_note',
      'dental_treatment',
      'perio_exam',
      'tooth_face_condition',
      'tooth_state',
      'tooth_treatment',
    ],
    reason:
      "Seeds one patient's 52-tooth chart in bulk and its raw-SQL side reads the same rows the product's reads return, as plain SQL through pg, to measure the distance to what PostgreSQL alone allows (the comparison every bench prints). The audit row the product writes per read is written the same way on the raw side, so both sides do the same work.",
  },
  {
    file: 'infra/bench/quotes-bench.ts',
    tables: ['client', 'clinical_audit_event', 'company', 'payment', 'professional', 'quote', 'quote_version', 'service'],
    reason:
      "Picks the busy clinic's professional, service and patients for the quotes it makes through the API, counts the installments those approvals made, and its raw-SQL side reads what the patient's page and Cobrança read (writing the page's audit row the same way), as plain SQL through pg, to measure the distance to what PostgreSQL alone allows.",
  },
  {
    file: 'infra/bench/booking-slots-bench.ts',
    tables: ['booking_settings'],
    reason:
      "Turns online booking on for the bench's busy clinic in one statement before the run; the public page's reads it measures go through the product.",
  },
  {
    file: 'infra/bench/bench-import.ts',
    tables: ['app_user', 'company'],
    reason:
      "Finds the bench's two clinics and their owners' ids after sign-up, to name them in the import calls; reads only, on a throw-away database.",
  },
  {
    file: 'infra/bench/session.ts',
    tables: ['app_user', 'auth_session'],
    reason:
      'Opens device sessions for the seeded owners as /auth/login would, without the identity provider (the bench has no Firebase emulator): one row per simulated device.',
  },
  {
    file: 'infra/chaos/chaos.ts',
    tables: [
      'app_user',
      'appointment',
      'appointment_event',
      'company',
      'payment',
      'payment_product_item',
      'payment_receipt',
      'product',
      'stock_movement',
    ],
    reason:
      "The chaos run's ledger check after crashes: stock equals the sum of its movements, each payment equals its receipts, each sale has its stock movement. It reads the tables directly because the check must not trust the code whose failures it looks for; it writes nothing.",
  },
  {
    file: 'apps/server/src/testing/members.ts',
    tables: ['app_user'],
    reason:
      "A test fixture: a member row written as the team's invitation writes it, so a test signs in as any role without walking the invitation flow it does not test.",
  },
  {
    file: 'apps/server/src/testing/rich-form-fixture.ts',
    tables: ['business_type', 'business_type_tab'],
    reason:
      'A test fixture: a business type with a form no real type has (every field kind at once), reference data the product only ever seeds from its migrations.',
  },
  {
    file: 'apps/server/src/testing/finance-fixture.ts',
    tables: [
      'AppointmentSchema',
      'PaymentSchema',
      'PaymentProductItemSchema',
      'PaymentReceiptSchema',
      'PaymentServiceItemSchema',
      'ProductSchema',
    ],
    reason:
      "A test fixture: finished visits with their payment on any past day and in any state (paid, partial, owed), written through the owners' entities as finalize writes them; finalize itself refuses past and closed days, which the finance tests need.",
  },
  {
    file: 'infra/bench/outbox-bench.ts',
    tables: [
      'app_user',
      'appointment',
      'client',
      'company',
      'message_settings',
      'outbound_message',
      'professional',
      'service',
      'service_type',
    ],
    reason:
      'The outbox bench seeds a 1,000-appointment day in bulk on a throw-away database (one set-based statement per table), then ' +
      "reads the outbox's rows directly to time the scheduling and the sending: it measures the product's writes, it does not make them. " +
      "It adds the clinic's owner (one app_user row) so the server it starts can be read with a session while its poller sends.",
  },
];
