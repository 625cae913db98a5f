import { CompanySchema, BusinessTypeSchema, UserSchema } from '@agenda/auth/server';
import { type Em, make, withoutTenant } from '@agenda/db';
import type { ServerFeature } from '@agenda/trpc';
import { serverFeatures } from '../features.ts';
import type { Auth } from 'firebase-admin/auth';

export const DEMO_EMAIL = 'demo@agenda.dev';
export const DEMO_PASSWORD = 'agenda123';

/**
 * The demo clinic `npm start` offers on first run: a dental clinic in São Paulo with its owner's
 * login. Idempotent: a restart finds it and changes nothing; a lost emulator account is recreated
 * with the same uid.
 */
export async function seedDemoClinic(em: Em, auth: Auth): Promise<{ email: string; password: string; companyId: string }> {
  let user = await em.findOne(UserSchema, { email: DEMO_EMAIL }, withoutTenant);
  const uid = user?.firebaseUid;
  try {
    await auth.getUserByEmail(DEMO_EMAIL);
  } catch {
    await auth.createUser({ uid, email: DEMO_EMAIL, password: DEMO_PASSWORD, displayName: 'Ana Souza' });
  }
  const account = await auth.getUserByEmail(DEMO_EMAIL);
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
        email: DEMO_EMAIL,
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
      });
    });
  } else if (user.firebaseUid !== account.uid) {
    user.firebaseUid = account.uid;
    await em.flush();
  }
  await seedDemoAgenda(em, user.companyId);
  return { email: DEMO_EMAIL, password: DEMO_PASSWORD, companyId: user.companyId };
}

/**
 * The clinic's catalogue, patients, a realistic current week and whatever else each feature seeds,
 * so every screen is alive on first start. Each seeder is idempotent and runs in the list's order.
 */
async function seedDemoAgenda(em: Em, companyId: string): Promise<void> {
  for (const feature of serverFeatures as readonly ServerFeature[]) await feature.seedDemo?.(em.fork(), companyId);
}
