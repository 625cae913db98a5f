import { type Em, withoutTenant } from '@agenda/db';
import type { Session, SessionResolver } from '@agenda/trpc';
import { CompanySchema } from './entities/company.entity.ts';
import { type User, UserSchema } from './entities/user.entity.ts';
import type { TokenVerifier, VerifiedToken } from './tokens.ts';

/** A token is refused once its user logged out after it was issued. */
export function isRevoked(token: VerifiedToken, user: User): boolean {
  if (token.sessionVersion !== undefined) return token.sessionVersion !== user.sessionVersion;
  const validAfter = user.sessionsValidAfter ? Math.floor(user.sessionsValidAfter.getTime() / 1000) : 0;
  return token.issuedAt < validAfter;
}

export function sessionResolver(tokens: TokenVerifier): SessionResolver {
  return {
    async resolve(token: string, em: Em) {
      const verified = await tokens.verify(token);
      if (!verified) return null;
      const identity = { uid: verified.uid, email: verified.email, issuedAt: verified.issuedAt };
      const user = await em.findOne(UserSchema, { firebaseUid: verified.uid }, withoutTenant);
      if (!user) return verified.sessionVersion === undefined ? { identity, session: null } : null;
      if (isRevoked(verified, user)) return null;
      const company = await em.findOne(CompanySchema, { id: user.companyId });
      if (!company) return null;
      const session: Session = {
        uid: user.firebaseUid,
        email: user.email,
        userId: user.id,
        companyId: user.companyId,
        role: user.role,
        fullName: user.fullName,
        timeZone: company.timeZone,
      };
      return { identity, session };
    },
  };
}
