import { type Em, PG_UNIQUE_VIOLATION, isUuid, make, pgConstraint, pgErrorCode, runSql, sql, withoutTenant } from '@agenda/db';
import { TRPCError, badRequest, conflict, notFound, unauthorized } from '@agenda/trpc';
import { randomUUID } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import type * as v from 'valibot';
import type { companyProfileSchema } from '../shared/company-profile.ts';
import type { CompanyConfig } from '../shared/business-type.ts';
import type { PublicUser } from '../shared/user.ts';
import type { Registration } from '../shared/registration.ts';
import { AUTH_TEXTS as T } from '../shared/texts.ts';
import { revokeAllSessions } from './account-check.ts';
import { BusinessTypeTabSchema } from './entities/business-type-tab.entity.ts';
import { BusinessTypeSchema } from './entities/business-type.entity.ts';
import { type Company, CompanySchema } from './entities/company.entity.ts';
import { type User, UserSchema } from './entities/user.entity.ts';
import type { JoinedMember } from './points.ts';
import { SESSION_TTL_SECONDS, type TokenVerifier, type VerifiedToken } from './tokens.ts';

export function toPublicUser(user: User, company: Company): PublicUser {
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    name: user.fullName,
    phone: user.phone,
    role: user.role,
    companyId: company.id,
    company: { id: company.id, name: company.name, businessTypeId: company.businessTypeId, timeZone: company.timeZone },
  };
}

/**
 * Creates the company and its OWNER in one transaction, for the Firebase account the ID token
 * proves (`verified`, checked by the caller). The payload's firebaseId and e-mail must be the token's. `inCompany` runs the creation as
 * the new company's tenant (row-level security holds for every row written; the checks before it read
 * across companies on `em`, the sign-in connection); `joined` (the member-joined point's
 * contributions) run in that transaction.
 */
export async function registerOwner(
  em: Em,
  inCompany: <T>(companyId: string, work: (tx: Em) => Promise<T>) => Promise<T>,
  verified: VerifiedToken,
  input: Registration,
  joined: readonly ((em: Em, member: JoinedMember) => Promise<void>)[] = [],
): Promise<PublicUser> {
  if (input.firebaseId !== verified.uid) throw badRequest(T.uidMismatch);
  if (input.email !== verified.email) throw badRequest(T.emailMismatch);
  if (input.businessTypeId) {
    const type = isUuid(input.businessTypeId) ? await em.findOne(BusinessTypeSchema, { id: input.businessTypeId }) : null;
    if (!type) throw badRequest(T.businessTypeNotFound);
  }
  if (await em.findOne(UserSchema, { firebaseUid: verified.uid }, withoutTenant)) throw conflict(T.alreadyRegistered);
  if (await em.findOne(UserSchema, { email: input.email }, withoutTenant)) throw conflict(T.emailRegistered);

  const companyId = randomUUID();
  try {
    return await inCompany(companyId, async (tx) => {
      const company = make(tx, CompanySchema, {
        id: companyId,
        name: input.companyName,
        phone: input.companyPhone,
        cep: input.companyCep.replace(/\D/g, ''),
        street: input.companyStreet,
        number: input.companyNumber,
        complement: input.companyComplement || null,
        neighborhood: input.companyNeighborhood,
        city: input.companyCity,
        state: input.companyState.toUpperCase(),
        businessTypeId: input.businessTypeId || null,
        businessDays: [...new Set(input.businessDays)].sort(),
        plan: input.plan || 'basic',
        timeZone: 'America/Sao_Paulo',
        openingTime: '08:00',
        closingTime: '20:00',
        cnpj: null,
      });
      const user = make(tx, UserSchema, {
        companyId: company.id,
        firebaseUid: verified.uid,
        email: input.email,
        fullName: input.fullName,
        phone: input.phone,
        cep: input.cep.replace(/\D/g, ''),
        street: input.street,
        number: input.number,
        complement: input.complement || null,
        neighborhood: input.neighborhood,
        city: input.city || null,
        state: input.state ? input.state.toUpperCase() : null,
        role: 'OWNER',
        sessionsValidAfter: null,
        sessionVersion: 0,
        active: true,
        lastSignInAt: null,
      });
      await tx.flush();
      const member = { companyId: company.id, memberId: user.id, fullName: user.fullName, role: user.role };
      for (const contribution of joined) await contribution(tx, member);
      return toPublicUser(user, company);
    });
  } catch (error) {
    // Two sign-ups racing for one account: the unique indexes decide, the loser gets a 409.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION)
      throw conflict(pgConstraint(error)?.includes('email') ? T.emailRegistered : T.alreadyRegistered);
    throw error;
  }
}

/**
 * The person's active membership of `companyId`, or — none named — of the clinic they signed into
 * last (the one they come back to).
 */
async function userWithCompany(em: Em, uid: string, companyId?: string): Promise<{ user: User; company: Company } | null> {
  if (companyId !== undefined && !isUuid(companyId)) return null;
  const user = await em.findOne(
    UserSchema,
    { firebaseUid: uid, active: true, ...(companyId ? { companyId } : {}) },
    { ...withoutTenant, orderBy: { lastSignInAt: 'desc nulls last', createdAt: 'asc' } },
  );
  if (!user) return null;
  const company = await em.findOneOrFail(CompanySchema, { id: user.companyId });
  return { user, company };
}

/**
 * Why no active membership was found: the person's membership (of `companyId`, or any) was
 * deactivated — 403, they are told to ask the administrator — or there is none — 404 `missing`.
 */
async function noMembership(em: Em, uid: string, companyId: string | undefined, missing: string): Promise<TRPCError> {
  if (companyId !== undefined && !isUuid(companyId)) return notFound(missing);
  const inactive = await em.findOne(
    UserSchema,
    { firebaseUid: uid, active: false, ...(companyId ? { companyId } : {}) },
    withoutTenant,
  );
  return inactive ? new TRPCError({ code: 'FORBIDDEN', message: T.memberDeactivated }) : notFound(missing);
}

/** A clinic the person belongs to, for choosing where to work. */
export interface MemberClinic {
  id: string;
  name: string;
  role: User['role'];
  lastSignInAt: string | null;
}

/** The clinics the person is an active member of, the last one signed into first. */
export async function clinicsOf(em: Em, uid: string): Promise<MemberClinic[]> {
  return runSql<MemberClinic>(
    em,
    sql`select c.id, c.name, u.role, u.last_sign_in_at as "lastSignInAt"
          from app_user u join company c on c.id = u.company_id
         where u.firebase_uid = ${uid} and u.active
         order by u.last_sign_in_at desc nulls last, c.name`,
  );
}

export interface SignedIn {
  token: string;
  user: PublicUser;
  /** Every clinic the person may work in: more than one, and the web app offers the choice. */
  clinics: MemberClinic[];
}

/**
 * Exchanges a verified Firebase ID token for the app's session token in one clinic: the one named,
 * or the one signed into last.
 */
export async function login(em: Em, tokens: TokenVerifier, verified: VerifiedToken, companyId?: string): Promise<SignedIn> {
  const found = await userWithCompany(em, verified.uid, companyId);
  if (!found) throw await noMembership(em, verified.uid, companyId, companyId ? T.notAMember : T.userNotFound);
  if (found.user.sessionsValidAfter && verified.issuedAt < Math.floor(found.user.sessionsValidAfter.getTime() / 1000))
    throw unauthorized();
  const token = await openSession(em, tokens, found.user);
  return { token, user: toPublicUser(found.user, found.company), clinics: await clinicsOf(em, verified.uid) };
}

/**
 * 'Trocar de clínica': a new device session in another clinic of the same person, this device's
 * session in the current one ended.
 */
export async function switchClinic(
  em: Em,
  tokens: TokenVerifier,
  identity: { uid: string; sessionId?: string },
  companyId: string,
): Promise<SignedIn> {
  const found = await userWithCompany(em, identity.uid, companyId);
  if (!found) throw await noMembership(em, identity.uid, companyId, T.notAMember);
  await logout(em, identity.sessionId);
  const token = await openSession(em, tokens, found.user);
  return { token, user: toPublicUser(found.user, found.company), clinics: await clinicsOf(em, identity.uid) };
}

/** What opening a device session needs of a membership. */
export type SessionHolder = Pick<User, 'id' | 'companyId' | 'firebaseUid' | 'sessionVersion'>;

/**
 * A new device session of the membership and its token: each sign-in (or joining a clinic) is its
 * own session, ended alone by 'Sair'; the membership's last sign-in is stamped.
 */
export async function openSession(em: Em, tokens: TokenVerifier, member: SessionHolder): Promise<string> {
  const [session] = await runSql<{ id: string }>(
    em,
    sql`insert into auth_session (id, company_id, user_id, expires_at)
          values (gen_random_uuid(), ${member.companyId}, ${member.id}, now() + make_interval(secs => ${SESSION_TTL_SECONDS}))
        returning id`,
  );
  // The team page shows it; a person in several clinics comes back to the one signed into last.
  await runSql(em, sql`update app_user set last_sign_in_at = now() where id = ${member.id}`);
  return tokens.issueSession(member.firebaseUid, member.sessionVersion, String(session?.id));
}

/** The session's membership (`companyId`: the session's clinic), or the one signed into last. */
export async function me(em: Em, uid: string, companyId?: string): Promise<PublicUser> {
  const found = await userWithCompany(em, uid, companyId);
  if (!found) throw notFound(T.userNotFound);
  return toPublicUser(found.user, found.company);
}

/**
 * 'Sair': ends this device's session only. A bearer that is an identity-provider token (no
 * device session) simply stops being sent by the browser, which signs out of the provider.
 */
export async function logout(em: Em, sessionId: string | undefined): Promise<void> {
  if (!sessionId) return;
  await runSql(em, sql`update auth_session set revoked_at = now() where id = ${sessionId} and revoked_at is null`);
}

/**
 * 'Sair de todos os dispositivos': every session of the user — the device sessions, app session
 * tokens (version bump), identity-provider ID tokens issued until now, and the provider's refresh
 * tokens (so no browser can mint new ones).
 */
export async function logoutAll(em: Em, auth: Auth, uid: string): Promise<void> {
  // Every clinic of the person: the account is one, whichever clinic it was working in.
  const validAfter = new Date(Math.ceil(Date.now() / 1000) * 1000);
  await runSql(
    em,
    sql`update app_user set session_version = session_version + 1, sessions_valid_after = ${validAfter}
         where firebase_uid = ${uid}`,
  );
  await revokeAllSessions(em, uid);
  await auth.revokeRefreshTokens(uid).catch(() => undefined);
}

export async function listBusinessTypes(em: Em) {
  const types = await em.find(BusinessTypeSchema, {}, { orderBy: { position: 'asc', name: 'asc' } });
  return types.map((t) => ({ id: t.id, name: t.name, icon: t.icon, description: t.description, color: t.color }));
}

export async function companyConfig(em: Em, companyId: string): Promise<CompanyConfig> {
  const company = await em.findOne(CompanySchema, { id: companyId });
  if (!company) throw new TRPCError({ code: 'NOT_FOUND', message: 'Empresa não encontrada' });
  const type = company.businessTypeId ? await em.findOne(BusinessTypeSchema, { id: company.businessTypeId }) : null;
  const tabs = type ? await em.find(BusinessTypeTabSchema, { businessTypeId: type.id }, { orderBy: { position: 'asc' } }) : [];
  return {
    id: company.id,
    name: company.name,
    phone: company.phone,
    cep: company.cep,
    street: company.street,
    number: company.number,
    complement: company.complement,
    neighborhood: company.neighborhood,
    city: company.city,
    state: company.state,
    businessDays: company.businessDays,
    openingTime: company.openingTime,
    closingTime: company.closingTime,
    cnpj: company.cnpj,
    plan: company.plan,
    timeZone: company.timeZone,
    businessType: type
      ? {
          id: type.id,
          name: type.name,
          icon: type.icon,
          color: type.color,
          tabs: tabs.map((tab) => ({
            id: tab.id,
            key: tab.key,
            name: tab.name,
            icon: tab.icon,
            color: tab.color,
            description: tab.description,
            fieldConfig: tab.fieldConfig,
          })),
        }
      : null,
  };
}

/** 'Dados da Empresa': the owner corrects the profile given at sign-up and sets days and hours. */
export async function updateCompanyProfile(
  em: Em,
  companyId: string,
  input: v.InferOutput<typeof companyProfileSchema>,
): Promise<CompanyConfig> {
  const company = await em.findOne(CompanySchema, { id: companyId });
  if (!company) throw new TRPCError({ code: 'NOT_FOUND', message: 'Empresa não encontrada' });
  Object.assign(company, input);
  await em.flush();
  return companyConfig(em, companyId);
}

/** Whether the company's data (hours, days, address …) were saved with a change since sign-up. */
export async function companyProfileChanged(em: Em, companyId: string): Promise<boolean> {
  const company = await em.findOne(CompanySchema, { id: companyId }, { fields: ['createdAt', 'updatedAt'] });
  return Boolean(company && company.updatedAt.getTime() > company.createdAt.getTime());
}

/** The days and hours the company opens: what a booking must fall inside. */
export async function companyHours(
  em: Em,
  companyId: string,
): Promise<{ businessDays: number[]; openingTime: string; closingTime: string }> {
  const company = await em.findOneOrFail(CompanySchema, { id: companyId });
  return { businessDays: company.businessDays, openingTime: company.openingTime, closingTime: company.closingTime };
}
