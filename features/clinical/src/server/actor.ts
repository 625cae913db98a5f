import { findClient } from '@agenda/clients/server';
import type { Em } from '@agenda/db';

/** Who is reading or writing, as the request's session tells it. */
export interface Actor {
  companyId: string;
  userId: string | null;
  name: string | null;
  timeZone: string;
}

export const actorOf = (ctx: { companyId: string; session: { userId: string; fullName: string; timeZone: string } }): Actor => ({
  companyId: ctx.companyId,
  userId: ctx.session.userId,
  name: ctx.session.fullName,
  timeZone: ctx.session.timeZone,
});

/** The company's client, 404 otherwise (clients' own lookup and message). */
export const clientOf = (em: Em, actor: Actor, clientId: string) => findClient(em, actor.companyId, clientId);
