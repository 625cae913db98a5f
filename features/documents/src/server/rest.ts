import { TRPCError, badRequest } from '@agenda/trpc';
import { type RestContext, restRoutes } from '@agenda/trpc/rest';
import {
  certificateAnswer,
  certificateForm,
  documentAnswer,
  documentsAnswer,
  medicinesAnswer,
  pdfAnswer,
  publicDocumentAnswer,
  templateAnswer,
  templatesAnswer,
  verifyAnswer,
  verifyForm,
} from '../shared/answer-schemas.ts';
import { MAX_CERTIFICATE_BYTES, MAX_UPLOAD_BYTES } from '../shared/schemas.ts';
import { DOCUMENTS_TEXTS as T } from '../shared/texts.ts';
import { documentsRouter } from './router.ts';

/** A multipart form's `file` as bytes (missing → 400, over `max` → 413), with its other text fields. */
async function readFile(c: RestContext, max: number, missing: string, tooLarge: string) {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const file = form.file;
  if (!(file instanceof File)) throw badRequest(missing);
  if (file.size > max) throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: tooLarge });
  return { form, file: new Uint8Array(await file.arrayBuffer()) };
}

/** Documents: issue, list, the PDF, sign, cancel, templates; and the public check. */
export const documentsRest = restRoutes(documentsRouter, 'Documentos clínicos', [
  {
    method: 'post',
    path: '/api/clients/:clientId/documents',
    procedure: 'issue',
    summary: 'Emite um documento (receita, atestado, declaração, pedido de exames, termo) ao paciente: PDF com SHA-256',
    body: true,
    status: 201,
    errors: [403, 404],
    answer: { 201: documentAnswer },
  },
  {
    method: 'get',
    path: '/api/clients/:clientId/documents',
    procedure: 'list',
    summary: 'Os documentos do paciente, os mais novos primeiro (cancelados inclusive)',
    errors: [404],
    answer: documentsAnswer,
  },
  {
    method: 'get',
    path: '/api/documents/templates',
    procedure: 'templates',
    summary: 'O modelo de cada tipo de documento (o da clínica ou o padrão)',
    answer: templatesAnswer,
  },
  {
    method: 'put',
    path: '/api/documents/templates/:kind',
    procedure: 'saveTemplate',
    summary: 'Salva o modelo da clínica de um tipo; variável desconhecida → 400 com o nome',
    body: true,
    answer: templateAnswer,
  },
  {
    method: 'get',
    path: '/api/documents/medicines',
    procedure: 'frequentMedicines',
    summary: 'Os medicamentos que o profissional mais prescreve (sugestões)',
    answer: medicinesAnswer,
  },
  {
    method: 'get',
    path: '/api/documents/certificate',
    procedure: 'certificate',
    summary: 'O certificado digital (A1) do usuário, ou null',
    answer: certificateAnswer,
  },
  {
    method: 'post',
    path: '/api/documents/certificate',
    procedure: 'registerCertificate',
    summary: 'Cadastra o certificado A1 do usuário (multipart: file = .pfx, password); a senha não é guardada',
    read: async (c) => {
      const { form, file } = await readFile(c, MAX_CERTIFICATE_BYTES, T.badCertificate, T.certificateTooLarge);
      return { file, password: typeof form.password === 'string' ? form.password : '' };
    },
    form: certificateForm,
    errors: [413],
    answer: certificateAnswer,
  },
  {
    method: 'get',
    path: '/api/documents/:id{[^/]+\\.pdf}',
    procedure: 'pdf',
    summary: 'O PDF do documento, byte a byte o emitido (ou o assinado)',
    read: async (c) => ({ id: (c.req.param('id') ?? '').replace(/\.pdf$/, '') }),
    binary: 'application/pdf',
    errors: [404],
    answer: pdfAnswer,
  },
  {
    method: 'post',
    path: '/api/documents/:id/sign',
    procedure: 'sign',
    summary: 'Assina o documento (PAdES) com o certificado de quem o emitiu; a senha do certificado vem no pedido',
    body: true,
    errors: [403, 404],
    answer: documentAnswer,
  },
  {
    method: 'post',
    path: '/api/documents/:id/cancel',
    procedure: 'cancel',
    summary: 'Cancela o documento com o motivo (continua listado como cancelado)',
    body: true,
    errors: [403, 404],
    answer: documentAnswer,
  },
  {
    method: 'get',
    path: '/api/public/documents/:token',
    procedure: 'check',
    summary: 'Verificação pública: tipo, data, profissional, registro, situação, SHA-256 e iniciais do paciente',
    public: true,
    errors: [404, 429],
    answer: publicDocumentAnswer,
  },
  {
    method: 'post',
    path: '/api/public/documents/:token/verify',
    procedure: 'verify',
    summary: 'Verificação pública de um arquivo (multipart: file = o PDF): é este documento?',
    public: true,
    read: async (c) => {
      const { file } = await readFile(c, MAX_UPLOAD_BYTES, T.pdfRequired, T.pdfTooLarge);
      return { token: c.req.param('token') ?? '', file };
    },
    form: verifyForm,
    errors: [404, 413, 429],
    answer: verifyAnswer,
  },
]);
