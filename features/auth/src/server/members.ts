import { type Em, PG_UNIQUE_VIOLATION, isUuid, make, pgErrorCode, runSql, sql } from '@agenda/db';
import { conflict } from '@agenda/trpc';
import type { Role } from '@agenda/access';
import { AUTH_TEXTS as T } from '../shared/texts.ts';
import { openSession } from './auth.service.ts';
import { type User, UserSchema } from './entities/user.entity.ts';
import type { TokenVerifier } from './tokens.ts';

// What the team feature reads and writes of a clinic's memberships (app_user is this feature's
// table): the rules about who may change what are the team's; these only do what they are told.

/** A membership of the clinic as the team page shows it. */
export interface Member {
  id: string;
  fullName: string;
  email: string;
  role: Role;
  active: boolean;
  lastSignInAt: Date | null;
}

const toMember = (u: User): Member => ({
  id: u.id,
  fullName: u.fullName,
  email: u.email,
  role: u.role,
  active: u.active,
  lastSignInAt: u.lastSignInAt,
});

/** The clinic's members, active ones first, by name. */
export async function companyMembers(em: Em, companyId: string): Promise<Member[]> {
  const users = await em.find(UserSchema, { companyId }, { orderBy: { active: 'desc', fullName: 'asc', id: 'asc' } });
  return users.map(toMember);
}

/** One member of the clinic, or null for another clinic's (or a malformed) id. */
export async function companyMember(em: Em, companyId: string, id: string): Promise<Member | null> {
  if (!isUuid(id)) return null;
  const user = await em.findOne(UserSchema, { companyId, id });
  return user && toMember(user);
}

/** The clinic's member with this e-mail, active or not (e-mails are kept as the identity provider writes them: lower case). */
export async function memberByEmail(em: Em, companyId: string, email: string): Promise<Member | null> {
  const user = await em.findOne(UserSchema, { companyId, email: email.toLowerCase() });
  return user && toMember(user);
}

/** A person (their identity-provider account) joins the clinic; 409 when they already belong to it. */
export async function addMember(
  em: Em,
  companyId: string,
  person: { firebaseUid: string; email: string; fullName: string; role: Role },
): Promise<Member> {
  const existing = await em.findOne(UserSchema, {
    companyId,
    $or: [{ firebaseUid: person.firebaseUid }, { email: person.email }],
  });
  if (existing) throw conflict(T.alreadyMember);
  const user = make(em, UserSchema, {
    companyId,
    firebaseUid: person.firebaseUid,
    email: person.email,
    fullName: person.fullName,
    role: person.role,
    // The address is the clinic's; a member's own is not asked for.
    phone: '',
    cep: '',
    street: '',
    number: '',
    complement: null,
    neighborhood: '',
    city: null,
    state: null,
    active: true,
    lastSignInAt: null,
    sessionsValidAfter: null,
    sessionVersion: 0,
  });
  try {
    await em.flush();
  } catch (error) {
    // The same person joining twice at once: the unique keys decide.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(T.alreadyMember);
    throw error;
  }
  return toMember(user);
}

/** Changes a member's role or active flag (null for another clinic's id). */
export async function updateMember(
  em: Em,
  companyId: string,
  id: string,
  change: { role?: Role; active?: boolean },
): Promise<Member | null> {
  if (!isUuid(id)) return null;
  const user = await em.findOne(UserSchema, { companyId, id });
  if (!user) return null;
  if (change.role !== undefined) user.role = change.role;
  if (change.active !== undefined) user.active = change.active;
  await em.flush();
  return toMember(user);
}

/**
 * The ids of the clinic's active owners, locked until the transaction ends: two owners demoting
 * each other at once are taken one after the other, so the second sees the first's change.
 */
export async function lockActiveOwners(em: Em, companyId: string): Promise<string[]> {
  const rows = await runSql<{ id: string }>(
    em,
    sql`select id from app_user where company_id = ${companyId} and role = 'OWNER' and active order by id for update`,
  );
  return rows.map((r) => r.id);
}

/** Ends every open device session of one membership (a deactivated member's). */
export async function revokeMemberSessions(em: Em, companyId: string, memberId: string): Promise<void> {
  await runSql(
    em,
    sql`update auth_session set revoked_at = now()
         where company_id = ${companyId} and user_id = ${memberId} and revoked_at is null`,
  );
}

/** A new member's first device session, as `/auth/login` would have opened it. */
export async function signInMember(em: Em, tokens: TokenVerifier, companyId: string, memberId: string): Promise<string> {
  const user = await em.findOneOrFail(UserSchema, { companyId, id: memberId });
  return openSession(em, tokens, user);
}
