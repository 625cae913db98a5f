import { formatDatePtBR, nowInTimeZone } from '@agenda/br';
import { type Em, make } from '@agenda/db';
import { TRPCError, badRequest, conflict } from '@agenda/trpc';
import { KIND_LABELS } from '../shared/kinds.ts';
import { DOCUMENTS_TEXTS as T } from '../shared/texts.ts';
import { type Actor, auditDocument } from './actor.ts';
import { openCertificate } from './certificate.ts';
import {
  type DocumentSummary,
  MAX_PDF_BYTES,
  loadDocument,
  professionalNames,
  sha256Of,
  summaryOf,
} from './documents.service.ts';
import { ProfessionalCertificateSchema } from './entities/professional-certificate.entity.ts';
import { inPdfThread } from './pdf/pdf-thread.ts';
import { professionalsById } from '@agenda/team/server';

export interface CertificateData {
  subject: string;
  issuer: string;
  /** 'yyyy-MM-dd'. */
  validUntil: string;
  fingerprint: string;
}

const dataOf = (c: { subject: string; issuer: string; notAfter: Date; fingerprint: string }): CertificateData => ({
  subject: c.subject,
  issuer: c.issuer,
  validUntil: c.notAfter.toISOString().slice(0, 10),
  fingerprint: c.fingerprint,
});

/** The caller's certificate, or null. */
export async function ownCertificate(em: Em, actor: Actor): Promise<CertificateData | null> {
  const found = await em.findOne(ProfessionalCertificateSchema, { companyId: actor.companyId, memberId: actor.userId });
  return found ? dataOf(found) : null;
}

/**
 * Registers (or replaces) the caller's A1 certificate: it must open with the password, hold a key
 * and be in force. The .pfx is kept as uploaded; the password is not kept (decision 050).
 */
export async function registerCertificate(
  em: Em,
  actor: Actor,
  input: { file: Uint8Array; password: string },
): Promise<CertificateData> {
  const facts = openCertificate(input.file, input.password);
  const p12 = Buffer.from(input.file);
  const existing = await em.findOne(ProfessionalCertificateSchema, { companyId: actor.companyId, memberId: actor.userId });
  if (existing)
    Object.assign(existing, {
      p12,
      subject: facts.subject,
      issuer: facts.issuer,
      notAfter: facts.notAfter,
      fingerprint: facts.fingerprint,
    });
  else
    make(em, ProfessionalCertificateSchema, {
      companyId: actor.companyId,
      memberId: actor.userId,
      p12,
      subject: facts.subject,
      issuer: facts.issuer,
      notAfter: facts.notAfter,
      fingerprint: facts.fingerprint,
    });
  await em.flush();
  return dataOf(facts);
}

/**
 * Signs a document with its issuer's certificate (PAdES): only the professional who issued it, once,
 * while it is valid. The PDF is replaced by the signed one, which every later download serves.
 */
export async function signDocument(em: Em, actor: Actor, input: { id: string; password: string }): Promise<DocumentSummary> {
  const d = await loadDocument(em, actor.companyId, input.id, true);
  if (d.issuedBy !== actor.userId) throw new TRPCError({ code: 'FORBIDDEN', message: T.notYourDocument });
  if (d.cancelledAt) throw conflict(T.cancelledDocument);
  if (d.signedAt) throw conflict(T.alreadySigned);
  const certificate = await em.findOne(
    ProfessionalCertificateSchema,
    { companyId: actor.companyId, memberId: actor.userId },
    { populate: ['p12'] },
  );
  if (!certificate) throw badRequest(T.noCertificate);
  const at = new Date();
  openCertificate(certificate.p12, input.password, at);
  const professional = (await professionalsById(em, actor.companyId, [d.professionalId])).get(d.professionalId);
  const name = professional?.name ?? actor.name;
  const registration = professional?.registration ?? '';
  const now = nowInTimeZone(actor.timeZone, at);
  const when = `${formatDatePtBR(now.date)} ${now.time}`;
  const signed = await inPdfThread({
    op: 'sign',
    issued: d.pdf,
    p12: certificate.p12,
    password: input.password,
    stamp: {
      line: T.signedBy(name, registration, when),
      name,
      location: '',
      reason: `${KIND_LABELS[d.kind]} nº ${d.number}`,
      at,
    },
  });
  if (signed.length > MAX_PDF_BYTES) throw badRequest(T.invalidFields);
  d.pdf = signed;
  d.sha256 = sha256Of(signed);
  d.signedAt = at;
  await em.flush();
  await auditDocument(em, actor, d.clientId, 'update', d.id, `Assinado digitalmente (${KIND_LABELS[d.kind]} nº ${d.number})`);
  const names = await professionalNames(em, actor.companyId, [d.professionalId]);
  return summaryOf(d, actor, names.get(d.professionalId) ?? name);
}
