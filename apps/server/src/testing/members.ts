import type { Role } from '@agenda/access';
import { type TestServer, createFirebaseAccount } from './test-server.ts';

/**
 * A member of the owner's company with the given role, signed in: a fresh identity-provider account
 * and its membership row, written the way the team's invitation writes it, then `/auth/login`.
 */
export async function signedInMember(server: TestServer, companyId: string, role: Role, fullName = `Membro ${role}`) {
  const account = await createFirebaseAccount(server.emulatorHost);
  const [row] = await server.orm.em.getConnection().execute<{ id: string }[]>(
    `insert into app_user (id, company_id, firebase_uid, email, full_name, phone, cep, street, number, neighborhood,
                           role, session_version, active, created_at, updated_at)
     values (gen_random_uuid(), ?, ?, ?, ?, '', '', '', '', '', ?, 0, true, now(), now()) returning id`,
    [companyId, account.uid, account.email, fullName, role],
  );
  const login = await server.request('/auth/login', { method: 'POST', json: { idToken: account.idToken } });
  if (login.status !== 200) throw new Error(`member login failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  return { ...account, token, userId: row?.id as string, role };
}
