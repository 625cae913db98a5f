import { clinicCard } from '@agenda/auth/server';
import { nowInTimeZone } from '@agenda/br';
import { type BaseContext, type RateRule, byIp, inCompanyTransaction, notFound } from '@agenda/trpc';
import { professionalsById } from '@agenda/team/server';
import { findClient } from '@agenda/clients/server';
import { type DocumentKind, KIND_LABELS } from '../shared/kinds.ts';
import { DOCUMENTS_TEXTS as T } from '../shared/texts.ts';
import { sha256Of } from './documents.service.ts';
import { initialsOf } from './initials.ts';
import { ClinicalDocumentSchema } from './entities/clinical-document.entity.ts';
import { companyOfToken } from './token.ts';

const MINUTE = 60;
/** The public check, per address and per document: a pharmacy checks a few, nobody walks them. */
export const VERIFY_LIMITS: readonly RateRule[] = [
  { name: 'document-check:ip', limit: 60, windowSeconds: 10 * MINUTE, key: byIp },
  {
    name: 'document-check:token',
    limit: 60,
    windowSeconds: 10 * MINUTE,
    key: (_ctx, input) => String((input as { token?: unknown } | undefined)?.token ?? '').slice(0, 100) || null,
  },
];

/** What anyone holding the paper sees: never the patient's name, only the initials. */
export interface PublicDocument {
  kind: DocumentKind;
  kindLabel: string;
  number: number;
  /** 'yyyy-MM-dd'. */
  date: string;
  clinicName: string;
  professional: string;
  registration: string;
  status: 'valido' | 'cancelado';
  signed: boolean;
  sha256: string;
  patientInitials: string;
}

async function withDocument<T>(ctx: BaseContext, token: string, work: (d: Awaited<ReturnType<typeof load>>) => Promise<T>) {
  const companyId = companyOfToken(token);
  if (!companyId) throw notFound(T.notFound);
  return inCompanyTransaction(ctx, companyId, async (tx) => work(await load(tx, companyId, token)));
}

async function load(tx: Parameters<Parameters<typeof inCompanyTransaction>[2]>[0], companyId: string, token: string) {
  const d = await tx.findOne(ClinicalDocumentSchema, { companyId, token });
  if (!d) throw notFound(T.notFound);
  return { tx, companyId, d };
}

export function publicDocument(ctx: BaseContext, token: string): Promise<PublicDocument> {
  return withDocument(ctx, token, async ({ tx, companyId, d }) => {
    const clinic = await clinicCard(tx, companyId);
    const professional = (await professionalsById(tx, companyId, [d.professionalId])).get(d.professionalId);
    const client = await findClient(tx, companyId, d.clientId);
    return {
      kind: d.kind,
      kindLabel: KIND_LABELS[d.kind],
      number: d.number,
      date: nowInTimeZone(clinic?.timeZone, d.createdAt).date,
      clinicName: clinic?.name ?? '',
      professional: professional?.name ?? '',
      registration: professional?.registration ?? '',
      status: d.cancelledAt ? 'cancelado' : 'valido',
      signed: d.signedAt !== null,
      sha256: d.sha256,
      patientInitials: initialsOf(client.fullName),
    };
  });
}

/** Whether `file` is this document: the PDF as handed out, signed or (before the signature) as issued. */
export function verifyUpload(ctx: BaseContext, token: string, file: Uint8Array): Promise<{ matches: boolean }> {
  return withDocument(ctx, token, async ({ d }) => {
    const hash = sha256Of(file);
    return { matches: hash === d.sha256 || hash === d.issuedSha256 };
  });
}
