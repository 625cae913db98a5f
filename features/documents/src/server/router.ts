import { publicProcedure, rateLimited, router, tenantProcedure } from '@agenda/trpc';
import * as v from 'valibot';
import {
  MAX_CERTIFICATE_BYTES,
  cancelDocumentSchema,
  clientDocumentsSchema,
  documentIdSchema,
  issueDocumentSchema,
  saveTemplateSchema,
  signDocumentSchema,
  tokenSchema,
  verifyUploadSchema,
} from '../shared/schemas.ts';
import { DOCUMENTS_TEXTS as T } from '../shared/texts.ts';
import { actorOf } from './actor.ts';
import { cancelDocument, documentPdf, frequentMedicines, issueDocument, listDocuments } from './documents.service.ts';
import { ownCertificate, registerCertificate, signDocument } from './signature.service.ts';
import { listTemplates, saveTemplate } from './templates.service.ts';
import { VERIFY_LIMITS, publicDocument, verifyUpload } from './verification.service.ts';

const certificateSchema = v.object({
  file: v.pipe(
    v.instance(Uint8Array, T.badCertificate),
    v.check((f) => f.byteLength <= MAX_CERTIFICATE_BYTES, T.certificateTooLarge),
  ),
  password: v.pipe(v.string(T.passwordRequired), v.nonEmpty(T.passwordRequired), v.maxLength(200, T.wrongPassword)),
});

const check = publicProcedure.meta({ permission: 'public' }).use(rateLimited(...VERIFY_LIMITS));

export const documentsRouter = router({
  /** Every kind's template as the clinic uses it (its own text or the default). */
  templates: tenantProcedure
    .meta({ permission: 'documentsPrint' })
    .query(async ({ ctx }) => ({ templates: await listTemplates(ctx.em, ctx.companyId) })),
  saveTemplate: tenantProcedure
    .meta({ permission: 'documentTemplates' })
    .input(saveTemplateSchema)
    .mutation(async ({ ctx, input }) => ({ template: await saveTemplate(ctx.em, ctx.companyId, input) })),
  /** The client's documents, newest first (cancelled ones stay). */
  list: tenantProcedure
    .meta({ permission: 'documentsPrint' })
    .input(clientDocumentsSchema)
    .query(async ({ ctx, input }) => ({ documents: await listDocuments(ctx.em, actorOf(ctx), input.clientId) })),
  issue: tenantProcedure
    .meta({ permission: 'documents' })
    .input(issueDocumentSchema)
    .mutation(async ({ ctx, input }) => ({ document: await issueDocument(ctx.em, actorOf(ctx), input) })),
  /** The PDF's bytes as stored (served by GET /api/documents/{id}.pdf). */
  pdf: tenantProcedure
    .meta({ permission: 'documentsPrint' })
    .input(documentIdSchema)
    .query(({ ctx, input }) => documentPdf(ctx.em, actorOf(ctx), input.id)),
  cancel: tenantProcedure
    .meta({ permission: 'documents' })
    .input(cancelDocumentSchema)
    .mutation(async ({ ctx, input }) => ({ document: await cancelDocument(ctx.em, actorOf(ctx), input) })),
  sign: tenantProcedure
    .meta({ permission: 'documents' })
    .input(signDocumentSchema)
    .mutation(async ({ ctx, input }) => ({ document: await signDocument(ctx.em, actorOf(ctx), input) })),
  /** The caller's most prescribed medicines, for the prescription form's suggestions. */
  frequentMedicines: tenantProcedure
    .meta({ permission: 'documents' })
    .query(async ({ ctx }) => ({ medicines: await frequentMedicines(ctx.em, actorOf(ctx)) })),
  certificate: tenantProcedure
    .meta({ permission: 'documents' })
    .query(async ({ ctx }) => ({ certificate: await ownCertificate(ctx.em, actorOf(ctx)) })),
  registerCertificate: tenantProcedure
    .meta({ permission: 'documents' })
    .input(certificateSchema)
    .mutation(async ({ ctx, input }) => ({ certificate: await registerCertificate(ctx.em, actorOf(ctx), input) })),
  /** What the public check shows of a document (/d/{token}). */
  check: check.input(tokenSchema).query(async ({ ctx, input }) => ({ document: await publicDocument(ctx, input.token) })),
  verify: check.input(verifyUploadSchema).mutation(({ ctx, input }) => verifyUpload(ctx, input.token, input.file)),
});

export type DocumentsRouter = typeof documentsRouter;
/** The shape the browser's documents client sees (the router mounted under `documents`). */
const mounted = (documents: DocumentsRouter) => router({ documents });
export type DocumentsApi = ReturnType<typeof mounted>;
