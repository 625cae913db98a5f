import { dateSchema, isValidTimeString, multilineTextSchema, textSchema } from '@agenda/br';
import * as v from 'valibot';
import { DOCUMENT_KINDS, type DocumentKind, ROUTES_OF_USE, hasItems } from './kinds.ts';
import { unknownVariables } from './template.ts';
import { DOCUMENTS_TEXTS as T } from './texts.ts';

export const MAX_TEMPLATE_LENGTH = 5000;
export const MAX_ITEMS = 20;
export const MAX_REASON_LENGTH = 500;
/** An A1 certificate (.pfx) is a few KB; anything past this is not one. */
export const MAX_CERTIFICATE_BYTES = 64 * 1024;
/** What the public check accepts (the server's body limit too): our PDFs are tens of KB. */
export const MAX_UPLOAD_BYTES = 1024 * 1024;

/** A path or body id: a missing one is looked up as '' and so answers 404 like any unknown id. */
const idField = (notFound: string) => v.optional(v.pipe(v.string(notFound), v.maxLength(64, notFound)), '');
const text = (max: number) => v.optional(textSchema(max, T.invalidText), '');
const longText = (max: number) => v.optional(multilineTextSchema(max, T.invalidText), '');

export const kindSchema = v.picklist(DOCUMENT_KINDS, T.invalidKind);

export const prescriptionItemSchema = v.object({
  medicine: v.pipe(textSchema(200, T.medicineRequired), v.nonEmpty(T.medicineRequired)),
  dosage: text(200),
  quantity: text(100),
  route: v.picklist(ROUTES_OF_USE, T.invalidRoute),
  notes: longText(500),
});
export type PrescriptionItem = v.InferOutput<typeof prescriptionItemSchema>;

const cidPattern = /^[A-Z]\d{2}(\.\d{1,2})?$/;

/** Everything any kind asks for; which ones must be there is the kind's rule (fieldsError). */
export const documentFieldsSchema = v.object({
  dias: v.optional(
    v.nullable(
      v.pipe(v.number(T.invalidDays), v.integer(T.invalidDays), v.minValue(1, T.invalidDays), v.maxValue(365, T.invalidDays)),
    ),
  ),
  horas: v.optional(
    v.nullable(
      v.pipe(v.number(T.invalidHours), v.integer(T.invalidHours), v.minValue(1, T.invalidHours), v.maxValue(24, T.invalidHours)),
    ),
  ),
  cid: v.optional(v.nullable(v.pipe(v.string(T.invalidCid), v.trim(), v.toUpperCase(), v.maxLength(8, T.invalidCid)))),
  cidConsent: v.optional(v.boolean(T.cidNeedsConsent), false),
  date: v.optional(v.nullable(dateSchema(T.attendanceRequired))),
  from: v.optional(v.nullable(v.pipe(v.string(T.attendanceRequired), v.check(isValidTimeString, T.attendanceRequired)))),
  to: v.optional(v.nullable(v.pipe(v.string(T.attendanceRequired), v.check(isValidTimeString, T.attendanceRequired)))),
  exams: longText(2000),
  procedure: text(200),
  risks: longText(2000),
  notes: longText(1000),
});
export type DocumentFields = v.InferOutput<typeof documentFieldsSchema>;

/** Why a kind's fields and items cannot make a document (null: they can). */
export function fieldsError(kind: DocumentKind, f: DocumentFields, items: readonly PrescriptionItem[]): string | null {
  if (hasItems(kind)) return items.length ? null : T.itemsRequired;
  if (kind === 'atestado') {
    if (!f.dias === !f.horas) return T.leaveRequired;
    if (f.cid && !cidPattern.test(f.cid)) return T.invalidCid;
    if (f.cid && !f.cidConsent) return T.cidNeedsConsent;
  }
  if (kind === 'comparecimento') {
    if (!f.date || !f.from || !f.to) return T.attendanceRequired;
    if (f.to <= f.from) return T.invalidAttendance;
  }
  if (kind === 'exames' && !f.exams) return T.examsRequired;
  if (kind === 'consentimento' && !f.procedure) return T.procedureRequired;
  return null;
}

/** POST /api/clients/{id}/documents. */
export const issueDocumentSchema = v.pipe(
  v.object({
    clientId: idField(T.clientNotFound),
    kind: kindSchema,
    templateId: v.optional(v.nullable(v.pipe(v.string(T.templateNotFound), v.maxLength(64, T.templateNotFound)))),
    fields: v.optional(documentFieldsSchema, {}),
    items: v.optional(v.pipe(v.array(prescriptionItemSchema, T.itemsRequired), v.maxLength(MAX_ITEMS, T.tooManyItems)), []),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { kind, fields, items } = dataset.value;
    const message = fieldsError(kind, fields, items);
    if (message) addIssue({ message });
  }),
);
export type IssueDocumentInput = v.InferInput<typeof issueDocumentSchema>;

export const clientDocumentsSchema = v.object({ clientId: idField(T.clientNotFound) });
export const documentIdSchema = v.object({ id: idField(T.documentNotFound) });

export const cancelDocumentSchema = v.object({
  id: idField(T.documentNotFound),
  reason: v.pipe(
    v.nullish(multilineTextSchema(MAX_REASON_LENGTH, T.reasonRequired, T.reasonTooLong), ''),
    v.nonEmpty(T.reasonRequired),
  ),
});

export const signDocumentSchema = v.object({
  id: idField(T.documentNotFound),
  password: v.pipe(
    v.optional(v.string(T.passwordRequired), ''),
    v.nonEmpty(T.passwordRequired),
    v.maxLength(200, T.wrongPassword),
  ),
});

/** PUT /api/documents/templates/{kind}: the clinic's text; unknown variables refused by name. */
export const saveTemplateSchema = v.pipe(
  v.object({
    kind: kindSchema,
    body: v.pipe(multilineTextSchema(MAX_TEMPLATE_LENGTH, T.templateRequired, T.templateTooLong), v.nonEmpty(T.templateRequired)),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const [unknown] = unknownVariables(dataset.value.kind, dataset.value.body);
    if (unknown) addIssue({ message: T.unknownVariable(unknown) });
  }),
);

export const tokenSchema = v.object({ token: v.pipe(v.string(T.notFound), v.maxLength(100, T.notFound)) });

/** POST /api/public/documents/{token}/verify: the PDF's bytes (multipart `file`). */
export const verifyUploadSchema = v.object({
  token: v.pipe(v.string(T.notFound), v.maxLength(100, T.notFound)),
  file: v.pipe(
    v.instance(Uint8Array, T.pdfRequired),
    v.check((f) => f.byteLength <= MAX_UPLOAD_BYTES, T.pdfTooLarge),
  ),
});
