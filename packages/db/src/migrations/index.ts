import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261125000100_auth } from './Migration20261125000100_auth.ts';
import { Migration20261125000200_settings } from './Migration20261125000200_settings.ts';
import { Migration20261125000300_services } from './Migration20261125000300_services.ts';
import { Migration20261125000400_clients } from './Migration20261125000400_clients.ts';
import { Migration20261125000500_calendar } from './Migration20261125000500_calendar.ts';

/** Every migration of the schema, in order. A new one is appended here. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261125000100_auth', class: Migration20261125000100_auth },
  { name: 'Migration20261125000200_settings', class: Migration20261125000200_settings },
  { name: 'Migration20261125000300_services', class: Migration20261125000300_services },
  { name: 'Migration20261125000400_clients', class: Migration20261125000400_clients },
  { name: 'Migration20261125000500_calendar', class: Migration20261125000500_calendar },
];
