import { type ClientDataAccess, clientDataAccessPoint, clientSearchAccessPoint } from '@agenda/clients/server';
import type { CompanyStatements, Em } from '@agenda/db';
import type { Extensions } from '@agenda/trpc';

/** Who is acting: a signed-in member, or (userId null) the patient through the link. */
export interface Actor {
  companyId: string;
  userId: string | null;
  name: string | null;
  timeZone: string;
  /** Told of every read and write of the patient's quote (the clinical audit trail fills it). */
  audit: (em: Em, clientId: string, action: 'read' | 'create' | 'update', quoteId: string, detail?: string) => Promise<void>;
}

export function actorOf(ctx: {
  companyId: string;
  session: { userId: string; fullName: string; timeZone: string };
  extensions: Extensions;
}): Actor {
  return withAudit(ctx.companyId, ctx.session.userId, ctx.session.fullName, ctx.session.timeZone, ctx.extensions);
}

export function withAudit(
  companyId: string,
  userId: string | null,
  name: string | null,
  timeZone: string,
  extensions: Extensions,
): Actor {
  return {
    companyId,
    userId,
    name,
    timeZone,
    audit: async (em, clientId, action, quoteId, detail) => {
      for (const record of extensions.get(clientDataAccessPoint)) {
        await record(em, companyId, {
          userId,
          userName: name,
          clientId,
          resource: 'quote',
          resourceId: quoteId,
          action,
          detail: detail ?? null,
        });
      }
    },
  };
}

/**
 * Tells the audit trail of a read made without a transaction (the patient's page): one INSERT of its
 * own on the company's connection, in one round trip (clinical fills the point).
 */
export async function auditHotRead(db: CompanyStatements, extensions: Extensions, access: ClientDataAccess): Promise<void> {
  for (const record of extensions.get(clientSearchAccessPoint)) await record(db, access);
}
