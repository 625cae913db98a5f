// Exceptions to scripts/check-tables.mjs (decision 028): a file that may name another feature's table
// in SQL (`table`) or import its entity (`entity`), each with the reason it may. An entry that no
// longer matches anything fails the check, so the list only shrinks.

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
];
