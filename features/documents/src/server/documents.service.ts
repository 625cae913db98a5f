import { createHash } from 'node:crypto';
import { clinicCard } from '@agenda/auth/server';
import { formatCnpj, formatCpf, formatDatePtBR, formatPhone, nowInTimeZone } from '@agenda/br';
import { findClient } from '@agenda/clients/server';
import { type Em, make, runSql, sql } from '@agenda/db';
import { TRPCError, badRequest, notFound } from '@agenda/trpc';
import { mayActOn } from '@agenda/access';
import { activeProfessionals, professionalsById } from '@agenda/team/server';
import type * as v from 'valibot';
import { type DocumentKind, KIND_LABELS, ROUTE_LABELS, type RouteOfUse } from '../shared/kinds.ts';
import type { DocumentFields, PrescriptionItem, issueDocumentSchema } from '../shared/schemas.ts';
import { fillTemplate, leaveOf } from '../shared/template.ts';
import { DOCUMENTS_TEXTS as T } from '../shared/texts.ts';
import { type Actor, auditDocument } from './actor.ts';
import { type ClinicalDocument, ClinicalDocumentSchema } from './entities/clinical-document.entity.ts';
import { inPdfThread } from './pdf/pdf-thread.ts';
import type { DocumentView } from './pdf/render.ts';
import { templateFor } from './templates.service.ts';
import { newDocumentToken } from './token.ts';

/** A rendered document never comes near this; the column's check says the same (2 MB). */
export const MAX_PDF_BYTES = 2 * 1024 * 1024;

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];
/** 'São Paulo, 27 de novembro de 2026'. */
function placeAndDate(city: string, date: string): string {
  const [year, month, day] = date.split('-');
  const when = `${Number(day)} de ${MONTHS[Number(month) - 1]} de ${year}`;
  return city ? `${city}, ${when}` : when;
}

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** One document as the patient's 'Documentos' tab lists it. */
export interface DocumentSummary {
  id: string;
  kind: DocumentKind;
  kindLabel: string;
  number: number;
  /** 'yyyy-MM-dd' in the clinic's time zone. */
  date: string;
  professionalName: string;
  sha256: string;
  signed: boolean;
  signedAt: string | null;
  status: 'valido' | 'cancelado';
  cancelReason: string | null;
  /** The PDF (GET, with the session). */
  url: string;
  /** The public check, for anyone holding the paper. */
  verifyUrl: string;
  /** The member who issued it: only they sign it. */
  issuedBy: string;
}

export const pdfPath = (id: string) => `/api/documents/${id}.pdf`;

export function summaryOf(
  d: ClinicalDocument,
  actor: Pick<Actor, 'timeZone' | 'origin'>,
  professionalName: string,
): DocumentSummary {
  return {
    id: d.id,
    kind: d.kind,
    kindLabel: KIND_LABELS[d.kind],
    number: d.number,
    date: nowInTimeZone(actor.timeZone, d.createdAt).date,
    professionalName,
    sha256: d.sha256,
    signed: d.signedAt !== null,
    signedAt: d.signedAt?.toISOString() ?? null,
    status: d.cancelledAt ? 'cancelado' : 'valido',
    cancelReason: d.cancelReason,
    url: pdfPath(d.id),
    verifyUrl: `${actor.origin}/d/${d.token}`,
    issuedBy: d.issuedBy,
  };
}

/** The caller's own professional profile: only a professional issues (and later signs) documents. */
export async function ownProfessional(em: Em, actor: Actor) {
  const found = (await activeProfessionals(em, actor.companyId)).find((p) => p.memberId === actor.userId);
  if (!found) throw new TRPCError({ code: 'FORBIDDEN', message: T.notAProfessional });
  return found;
}

function variablesOf(
  kind: DocumentKind,
  f: DocumentFields,
  base: {
    paciente: string;
    cpf: string;
    data: string;
    profissional: string;
    cro: string;
    clinica: string;
    cidade: string;
    endereco: string;
  },
): Record<string, string> {
  const values: Record<string, string> = { ...base };
  if (kind === 'atestado')
    Object.assign(values, { dias: String(f.dias ?? ''), horas: String(f.horas ?? ''), afastamento: leaveOf(f) });
  if (kind === 'comparecimento')
    Object.assign(values, { data_atendimento: f.date ? formatDatePtBR(f.date) : '', inicio: f.from ?? '', fim: f.to ?? '' });
  if (kind === 'exames') values.exames = f.exams;
  if (kind === 'consentimento') Object.assign(values, { procedimento: f.procedure, riscos: f.risks || '—' });
  return values;
}

type IssueInput = v.InferOutput<typeof issueDocumentSchema>;

/**
 * Issues a document to the client: the template filled, rendered to PDF once and kept with its
 * SHA-256 (what every later download serves, byte for byte), numbered per clinic; told to the audit trail.
 */
export async function issueDocument(em: Em, actor: Actor, input: IssueInput): Promise<DocumentSummary> {
  const professional = await ownProfessional(em, actor);
  const client = await findClient(em, actor.companyId, input.clientId);
  const template = await templateFor(em, actor.companyId, input.kind, input.templateId);
  if (template === null) throw notFound(T.templateNotFound);
  const clinic = await clinicCard(em, actor.companyId);
  if (!clinic) throw notFound(T.clientNotFound);
  const today = nowInTimeZone(clinic.timeZone).date;
  const registration = professional.registration ?? '';
  const street = [client.street, client.number, client.complement].filter(Boolean).join(', ');
  const address = [street, client.neighborhood, client.city && client.state ? `${client.city}/${client.state}` : client.city]
    .filter(Boolean)
    .join(' – ');
  const cpf = client.cpf ? formatCpf(client.cpf) : '';
  const body = fillTemplate(
    template,
    variablesOf(input.kind, input.fields, {
      paciente: client.fullName,
      cpf,
      data: formatDatePtBR(today),
      profissional: professional.name,
      cro: registration,
      clinica: clinic.name,
      cidade: clinic.city,
      endereco: address,
    }),
  );
  const items = input.items;
  const extraLines = [
    ...(input.fields.cid && input.fields.cidConsent ? [T.cidLine(input.fields.cid)] : []),
    ...(input.fields.notes ? [input.fields.notes] : []),
  ];

  // One number after the other per clinic: concurrent issues wait for each other here.
  await runSql(em, sql`select pg_advisory_xact_lock(hashtext('clinical_document_number'), hashtext(${actor.companyId}))`);
  const [last] = await runSql<{ n: number }>(
    em,
    sql`select coalesce(max(number), 0)::int as n from clinical_document where company_id = ${actor.companyId}`,
  );
  const number = (last?.n ?? 0) + 1;
  const token = newDocumentToken(actor.companyId);
  const view: DocumentView = {
    kind: input.kind,
    number,
    clinic: {
      name: clinic.name,
      cnpj: clinic.cnpj ? formatCnpj(clinic.cnpj) : '',
      address: clinic.address,
      phone: clinic.phone ? formatPhone(clinic.phone) : '',
    },
    professional: { name: professional.name, registration },
    patient: { name: client.fullName, cpf },
    placeAndDate: placeAndDate(clinic.city, today),
    body,
    items,
    extraLines,
    verifyUrl: `${actor.origin}/d/${token}`,
  };
  const pdf = await inPdfThread({ op: 'render', view });
  if (pdf.length > MAX_PDF_BYTES) throw badRequest(T.invalidFields);
  const sha256 = sha256Of(pdf);
  const document = make(em, ClinicalDocumentSchema, {
    companyId: actor.companyId,
    clientId: client.id,
    professionalId: professional.id,
    issuedBy: actor.userId,
    kind: input.kind,
    number,
    token,
    content: { body, fields: input.fields, items: [...items] },
    pdf,
    sha256,
    issuedSha256: sha256,
    signedAt: null,
    cancelledAt: null,
    cancelledBy: null,
    cancelReason: null,
  });
  await em.flush();
  await auditDocument(em, actor, client.id, 'create', document.id, `${KIND_LABELS[input.kind]} nº ${number}`);
  return summaryOf(document, actor, professional.name);
}

/** A document of the clinic, or 404 (another clinic's id too: the tenant filter never finds it). */
export async function loadDocument(em: Em, companyId: string, id: string, withPdf = false): Promise<ClinicalDocument> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
  const found = uuid ? await em.findOne(ClinicalDocumentSchema, { companyId, id }, withPdf ? { populate: ['pdf'] } : {}) : null;
  if (!found) throw notFound(T.documentNotFound);
  return found;
}

export async function professionalNames(em: Em, companyId: string, ids: readonly string[]): Promise<Map<string, string>> {
  return new Map([...(await professionalsById(em, companyId, ids))].map(([id, p]) => [id, p.name]));
}

/** The client's documents, newest first, cancelled ones too; the read is told to the audit trail. */
export async function listDocuments(em: Em, actor: Actor, clientId: string): Promise<DocumentSummary[]> {
  const client = await findClient(em, actor.companyId, clientId);
  const found = await em.find(
    ClinicalDocumentSchema,
    { companyId: actor.companyId, clientId: client.id },
    { orderBy: { number: 'desc' } },
  );
  const names = await professionalNames(
    em,
    actor.companyId,
    found.map((d) => d.professionalId),
  );
  await auditDocument(em, actor, client.id, 'read', client.id, 'Documentos');
  return found.map((d) => summaryOf(d, actor, names.get(d.professionalId) ?? '—'));
}

/** The PDF as issued (or as signed), byte for byte; the download is told to the audit trail. */
export async function documentPdf(em: Em, actor: Actor, id: string): Promise<{ bytes: Buffer; filename: string }> {
  const d = await loadDocument(em, actor.companyId, id, true);
  await auditDocument(em, actor, d.clientId, 'read', d.id, `Download do PDF nº ${d.number}`);
  return { bytes: Buffer.from(d.pdf), filename: `documento-${d.number}.pdf` };
}

/** Cancels a wrong document, with why: it stays listed (and its public check says 'cancelado'). */
export async function cancelDocument(em: Em, actor: Actor, input: { id: string; reason: string }): Promise<DocumentSummary> {
  const d = await loadDocument(em, actor.companyId, input.id);
  if (!mayActOn({ role: actor.role, userId: actor.userId }, 'documents', d.issuedBy))
    throw new TRPCError({ code: 'FORBIDDEN', message: T.notYourCancel });
  if (d.cancelledAt) throw new TRPCError({ code: 'CONFLICT', message: T.alreadyCancelled });
  d.cancelledAt = new Date();
  d.cancelledBy = actor.userId;
  d.cancelReason = input.reason;
  await em.flush();
  await auditDocument(em, actor, d.clientId, 'update', d.id, `Cancelado: ${input.reason}`);
  const names = await professionalNames(em, actor.companyId, [d.professionalId]);
  return summaryOf(d, actor, names.get(d.professionalId) ?? '—');
}

/** The medicines the professional prescribes most, with how they last prescribed each: the form suggests them. */
export async function frequentMedicines(em: Em, actor: Actor): Promise<PrescriptionItem[]> {
  const rows = await runSql<{ medicine: string; dosage: string | null; quantity: string | null; route: RouteOfUse }>(
    em,
    sql`select medicine, dosage, quantity, route from (
          select distinct on (lower(item->>'medicine')) item->>'medicine' as medicine, item->>'dosage' as dosage,
                 item->>'quantity' as quantity, item->>'route' as route,
                 count(*) over (partition by lower(item->>'medicine')) as uses
            from clinical_document d, jsonb_array_elements(d.content->'items') item
           where d.company_id = ${actor.companyId} and d.issued_by = ${actor.userId}
           order by lower(item->>'medicine'), d.number desc) latest
        order by uses desc, medicine limit 12`,
  );
  return rows
    .filter((r) => r.route in ROUTE_LABELS)
    .map((r) => ({ medicine: r.medicine, dosage: r.dosage ?? '', quantity: r.quantity ?? '', route: r.route, notes: '' }));
}
