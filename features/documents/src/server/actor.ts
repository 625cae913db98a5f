import type { ClientDataAccess } from '@agenda/clients/server';
import { clientDataAccessPoint } from '@agenda/clients/server';
import type { Em } from '@agenda/db';
import type { Context } from '@agenda/trpc';

/** Who acts, as the services need it: the member, their clinic, its clock, the audit trail's listeners. */
export interface Actor {
  companyId: string;
  userId: string;
  name: string;
  role: string;
  timeZone: string;
  /** Where the public check is reached (PUBLIC_URL, else the request's origin). */
  origin: string;
  audit: readonly ((em: Em, companyId: string, access: ClientDataAccess) => Promise<void>)[];
}

type TenantContext = Pick<Context, 'extensions' | 'origin' | 'services'> & {
  companyId: string;
  session: { userId: string; fullName: string; role: string; timeZone: string };
};

export const actorOf = (ctx: TenantContext): Actor => ({
  companyId: ctx.companyId,
  userId: ctx.session.userId,
  name: ctx.session.fullName,
  role: ctx.session.role,
  timeZone: ctx.session.timeZone,
  origin: ctx.services.team?.publicUrl ?? ctx.origin,
  audit: ctx.extensions.get(clientDataAccessPoint),
});

/** Tells the audit trail (clinical's, through the clients' point) of one access to a client's document. */
export async function auditDocument(
  em: Em,
  actor: Actor,
  clientId: string,
  action: ClientDataAccess['action'],
  documentId: string,
  detail?: string,
) {
  for (const listener of actor.audit) {
    await listener(em, actor.companyId, {
      userId: actor.userId,
      userName: actor.name,
      clientId,
      resource: 'clinical_document',
      resourceId: documentId,
      action,
      detail: detail ?? null,
    });
  }
}
