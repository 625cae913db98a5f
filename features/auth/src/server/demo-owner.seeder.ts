import { type Em, make, withoutTenant } from '@agenda/db';
import type { Auth } from 'firebase-admin/auth';
import { BusinessTypeSchema } from './entities/business-type.entity.ts';
import { CompanySchema } from './entities/company.entity.ts';
import { UserSchema } from './entities/user.entity.ts';

/**
 * The demo clinic's company and owner: a dental clinic in São Paulo whose owner signs in with
 * `login`. Idempotent: a restart finds them and changes nothing; a lost identity-provider account is
 * recreated with the same uid. Returns the company the other features seed their demo data into.
 */
export async function seedDemoOwner(em: Em, auth: Auth, login: { email: string; password: string }): Promise<string> {
  let user = await em.findOne(UserSchema, { email: login.email }, withoutTenant);
  const uid = user?.firebaseUid;
  try {
    await auth.getUserByEmail(login.email);
  } catch {
    await auth.createUser({ uid, email: login.email, password: login.password, displayName: 'Ana Souza' });
  }
  const account = await auth.getUserByEmail(login.email);
  if (!user) {
    const dental = await em.findOneOrFail(BusinessTypeSchema, { key: 'clinica-odontologica' });
    user = await em.transactional(async (tx) => {
      const company = make(tx, CompanySchema, {
        name: 'Clínica Sorriso Paulista',
        phone: '(11) 3456-7890',
        cep: '01310100',
        street: 'Avenida Paulista',
        number: '1000',
        complement: 'Conjunto 52',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        businessTypeId: dental.id,
        businessDays: [1, 2, 3, 4, 5, 6],
        openingTime: '08:00',
        closingTime: '20:00',
        cnpj: '11222333000181',
        plan: 'basic',
        timeZone: 'America/Sao_Paulo',
      });
      return make(tx, UserSchema, {
        companyId: company.id,
        firebaseUid: account.uid,
        email: login.email,
        fullName: 'Ana Souza',
        phone: '(11) 98765-4321',
        cep: '01310100',
        street: 'Avenida Paulista',
        number: '1000',
        complement: null,
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        role: 'OWNER',
        sessionsValidAfter: null,
        sessionVersion: 0,
        active: true,
        lastSignInAt: null,
      });
    });
  } else if (user.firebaseUid !== account.uid) {
    user.firebaseUid = account.uid;
    await em.flush();
  }
  return user.companyId;
}
