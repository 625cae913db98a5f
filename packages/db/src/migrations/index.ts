import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261125000100_auth } from './Migration20261125000100_auth.ts';

/** Every migration of the schema, in order. A new one is appended here. */
export const migrationsList: MigrationObject[] = [{ name: 'Migration20261125000100_auth', class: Migration20261125000100_auth }];
