import * as v from 'valibot';

// The REST answers of the documents feature, for the API's OpenAPI document (loose objects, so a
// field added later does not break a client).

const document = v.looseObject({
  id: v.string(),
  kind: v.string(),
  kindLabel: v.string(),
  number: v.number(),
  date: v.string(),
  professionalName: v.string(),
  sha256: v.string(),
  signed: v.boolean(),
  signedAt: v.nullable(v.string()),
  status: v.picklist(['valido', 'cancelado']),
  cancelReason: v.nullable(v.string()),
  url: v.string(),
  verifyUrl: v.string(),
});
export const documentAnswer = v.object({ document });
export const documentsAnswer = v.object({ documents: v.array(document) });

const template = v.looseObject({
  kind: v.string(),
  label: v.string(),
  id: v.nullable(v.string()),
  body: v.string(),
  isDefault: v.boolean(),
  variables: v.array(v.string()),
});
export const templatesAnswer = v.object({ templates: v.array(template) });
export const templateAnswer = v.object({ template });

const medicine = v.looseObject({ medicine: v.string(), dosage: v.string(), quantity: v.string(), route: v.string() });
export const medicinesAnswer = v.object({ medicines: v.array(medicine) });

const certificate = v.looseObject({ subject: v.string(), issuer: v.string(), validUntil: v.string(), fingerprint: v.string() });
export const certificateAnswer = v.object({ certificate: v.nullable(certificate) });

export const publicDocumentAnswer = v.object({
  document: v.looseObject({
    kind: v.string(),
    kindLabel: v.string(),
    number: v.number(),
    date: v.string(),
    clinicName: v.string(),
    professional: v.string(),
    registration: v.string(),
    status: v.picklist(['valido', 'cancelado']),
    signed: v.boolean(),
    sha256: v.string(),
    patientInitials: v.string(),
  }),
});
export const verifyAnswer = v.object({ matches: v.boolean() });

export const pdfAnswer = v.string();

/** The multipart forms (documented; read by the routes' own readers). */
export const certificateForm = v.object({ file: v.string(), password: v.string() });
export const verifyForm = v.object({ file: v.string() });
