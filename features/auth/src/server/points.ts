import type { Em } from '@agenda/db';
import { createExtensionPoint } from '@agenda/trpc';
import type { Role } from '@agenda/access';

/** A person who has just become a member of a clinic (its founder at sign-up, so far). */
export interface JoinedMember {
  companyId: string;
  memberId: string;
  fullName: string;
  role: Role;
}

/**
 * Auth offers, team fills: told inside the transaction that creates the membership, so what a
 * contribution writes (the founder's professional profile) exists exactly when the member does.
 */
export const memberJoinedPoint = createExtensionPoint<(em: Em, member: JoinedMember) => Promise<void>>('auth.member-joined');
