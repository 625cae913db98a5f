import { seedDemoMember, seedDemoOwner } from '@agenda/auth/server';
import type { Em } from '@agenda/db';
import { DEMO_TEAM } from '@agenda/team/server';
import type { ServerFeature } from '@agenda/trpc';
import type { Auth } from 'firebase-admin/auth';
import { serverFeatures } from '../features.ts';

export const DEMO_EMAIL = 'demo@agenda.dev';
export const DEMO_PASSWORD = 'agenda123';

/**
 * The demo clinic `npm start` offers on first run: its company and owner's login (auth's), then the
 * catalogue, patients, a realistic current week and whatever else each feature seeds, so every
 * screen is alive on first start. Each seeder is idempotent and runs in the list's order.
 */
export async function seedDemoClinic(
  em: Em,
  auth: Auth,
): Promise<{ email: string; password: string; companyId: string; team: { email: string; role: string }[] }> {
  const companyId = await seedDemoOwner(em, auth, { email: DEMO_EMAIL, password: DEMO_PASSWORD });
  // The team signs in too (each with the demo password); the features seed their profiles and days.
  for (const person of DEMO_TEAM) await seedDemoMember(em.fork(), auth, companyId, { ...person, password: DEMO_PASSWORD });
  for (const feature of serverFeatures as readonly ServerFeature[]) await feature.seedDemo?.(em.fork(), companyId);
  const team = DEMO_TEAM.map(({ email, role }) => ({ email, role }));
  return { email: DEMO_EMAIL, password: DEMO_PASSWORD, companyId, team };
}
