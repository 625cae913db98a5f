import { type Em, TENANT_FILTER, withoutTenant } from '@agenda/db';
import type { Role } from '@agenda/access';
import type { Auth } from 'firebase-admin/auth';
import { UserSchema } from './entities/user.entity.ts';
import { addMember } from './members.ts';

/**
 * A member of the demo clinic's team who signs in with `login` (an identity-provider account made
 * when missing, as the owner's). Idempotent: a restart finds the membership and changes nothing.
 */
export async function seedDemoMember(
  em: Em,
  auth: Auth,
  companyId: string,
  person: { email: string; password: string; fullName: string; role: Role },
): Promise<void> {
  const known = await em.findOne(UserSchema, { companyId, email: person.email }, withoutTenant);
  try {
    await auth.getUserByEmail(person.email);
  } catch {
    await auth.createUser({
      uid: known?.firebaseUid,
      email: person.email,
      password: person.password,
      displayName: person.fullName,
    });
  }
  const account = await auth.getUserByEmail(person.email);
  if (known) return;
  const scoped = em.fork();
  scoped.setFilterParams(TENANT_FILTER, { companyId });
  await addMember(scoped, companyId, {
    firebaseUid: account.uid,
    email: person.email,
    fullName: person.fullName,
    role: person.role,
  });
}
