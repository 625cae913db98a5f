import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeDemoCertificate } from '@agenda/documents/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, expectError, json } from '@agenda/server/testing';
import { signedInMember } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// Clinical documents: issued to a PDF that never changes, listed, printed again byte for byte,
// signed (PAdES, checked by poppler's pdfsig), cancelled, and checked by anyone at /d/{token}.

type Owner = Awaited<ReturnType<typeof registeredOwner>>;
type Who = { token: string };
interface Doc {
  id: string;
  kind: string;
  number: number;
  sha256: string;
  signed: boolean;
  status: 'valido' | 'cancelado';
  cancelReason: string | null;
  url: string;
  verifyUrl: string;
}

const FORBIDDEN = 'Você não tem permissão para esta ação.';
const PASSWORD = 'senha-do-certificado';
const amoxicillin = {
  medicine: 'Amoxicilina 500 mg',
  dosage: '1 cápsula de 8 em 8 horas',
  quantity: '21 cápsulas',
  route: 'interno',
};
const ibuprofen = {
  medicine: 'Ibuprofeno 600 mg',
  dosage: '1 comprimido de 12 em 12 horas',
  quantity: '6 comprimidos',
  route: 'interno',
};

let server: TestServer;
let owner: Owner;
let other: Owner;
let dentist: Who & { userId: string };
let reception: Who;
let clientId: string;
let otherClientId: string;
const work = mkdtempSync(join(tmpdir(), 'documents-'));

const issue = (who: Who, client: string, body: unknown) =>
  server.request(`/api/clients/${client}/documents`, { method: 'POST', token: who.token, json: body });
const post = (who: Who, path: string, body: unknown) => server.request(path, { method: 'POST', token: who.token, json: body });
const get = (who: Who, path: string) => server.request(path, { token: who.token });
async function issued(who: Who, body: unknown, client = clientId): Promise<Doc> {
  const res = await issue(who, client, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json<{ document: Doc }>(res)).document;
}
async function pdfOf(who: Who, id: string): Promise<Buffer> {
  const res = await server.request(`/api/documents/${id}.pdf`, { token: who.token, headers: { accept: 'application/pdf' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return Buffer.from(await res.arrayBuffer());
}
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
function textOf(pdf: Buffer): string {
  const file = join(work, `${sha256(pdf)}.pdf`);
  writeFileSync(file, pdf);
  // Lines wrap where the layout wrapped them: compare with single spaces.
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}
/** poppler's own verdict on the PDF's signature (its exit status is not one). */
function pdfsig(pdf: Buffer): string {
  const file = join(work, `sig-${sha256(pdf)}.pdf`);
  writeFileSync(file, pdf);
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8' });
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? '');
  }
}
function multipart(fields: Record<string, string | { bytes: Uint8Array; name: string; type: string }>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.set(name, value);
    else form.set(name, new Blob([Buffer.from(value.bytes)], { type: value.type }), value.name);
  }
  return form;
}
const uploadCertificate = (who: Who, bytes: Uint8Array, password: string) =>
  server.request('/api/documents/certificate', {
    method: 'POST',
    token: who.token,
    body: multipart({ file: { bytes, name: 'certificado.pfx', type: 'application/x-pkcs12' }, password }),
  });
const verify = (token: string, bytes: Uint8Array) =>
  server.request(`/api/public/documents/${token}/verify`, {
    method: 'POST',
    body: multipart({ file: { bytes, name: 'documento.pdf', type: 'application/pdf' } }),
  });
const tokenOf = (doc: Doc) => doc.verifyUrl.slice(doc.verifyUrl.lastIndexOf('/') + 1);

beforeAll(async () => {
  server = await startTestServer();
  [owner, other] = await Promise.all([registeredOwner(server), registeredOwner(server)]);
  const member = await signedInMember(server, owner.user.companyId, 'PROFESSIONAL', 'Rafael Lima');
  dentist = member;
  reception = await signedInMember(server, owner.user.companyId, 'RECEPTION', 'Patrícia Souza');
  const profile = await post(owner, '/api/professionals', {
    name: 'Rafael Lima',
    registration: 'CRO-SP 67890',
    memberId: member.userId,
  });
  expect(profile.status).toBe(201);
  clientId = (await createClient(server, owner, { fullName: 'Ana Maria da Silva' })).id;
  otherClientId = (await createClient(server, other, { fullName: 'Bruno Costa' })).id;
}, 60_000);
afterAll(() => server.close());

describe('templates', () => {
  it('lists each kind with its default text and variables', async () => {
    const res = await get(reception, '/api/documents/templates');
    expect(res.status).toBe(200);
    const { templates } = await json<{ templates: { kind: string; isDefault: boolean; variables: string[]; body: string }[] }>(
      res,
    );
    expect(templates.map((t) => t.kind)).toEqual([
      'receituario',
      'controle_especial',
      'atestado',
      'comparecimento',
      'exames',
      'consentimento',
    ]);
    expect(templates.every((t) => t.isDefault)).toBe(true);
    expect(templates.find((t) => t.kind === 'atestado')?.variables).toContain('dias');
  });

  it('refuses an unknown variable by its name, and anyone but the owner', async () => {
    const path = '/api/documents/templates/atestado';
    await expectError(
      await server.request(path, { method: 'PUT', token: owner.token, json: { body: 'Atesto que {paciente} {salario}' } }),
      400,
      'Variável desconhecida: {salario}',
    );
    await expectError(
      await server.request('/api/documents/templates/laudo', { method: 'PUT', token: owner.token, json: { body: 'x' } }),
      400,
      'Tipo de documento inválido',
    );
    await expectError(
      await server.request(path, { method: 'PUT', token: dentist.token, json: { body: 'Atesto {paciente}' } }),
      403,
      FORBIDDEN,
    );
  });

  it('a saved template is the one the next document is issued with', async () => {
    const body = 'Atesto que {paciente} (CPF {cpf}) precisa de {afastamento} de repouso. Cidade: {cidade}.';
    const res = await server.request('/api/documents/templates/atestado', { method: 'PUT', token: owner.token, json: { body } });
    expect(res.status).toBe(200);
    expect((await json<{ template: { isDefault: boolean; body: string } }>(res)).template).toMatchObject({
      isDefault: false,
      body,
    });
    const doc = await issued(dentist, { kind: 'atestado', fields: { dias: 2, cid: 'K04.0', cidConsent: true } });
    const text = textOf(await pdfOf(dentist, doc.id));
    expect(text).toContain('Ana Maria da Silva');
    expect(text).toContain('precisa de 2 dias de repouso. Cidade: São Paulo.');
    expect(text).toContain('CID: K04.0 (informado com o consentimento expresso do paciente)');
  });
});

describe('issuing', () => {
  it('renders a prescription once, with the letterhead, and serves the same bytes every time', async () => {
    const doc = await issued(dentist, { kind: 'receituario', items: [amoxicillin, ibuprofen] });
    expect(doc).toMatchObject({ kind: 'receituario', signed: false, status: 'valido', url: `/api/documents/${doc.id}.pdf` });
    expect(doc.verifyUrl).toMatch(/\/d\/[A-Za-z0-9_-]{38}$/);
    const first = await pdfOf(dentist, doc.id);
    const again = await pdfOf(reception, doc.id);
    expect(Buffer.compare(first, again)).toBe(0);
    expect(sha256(first)).toBe(doc.sha256);
    const text = textOf(first);
    for (const expected of [
      'Clínica Sorriso',
      'RECEITUÁRIO',
      'Rafael Lima',
      'CRO-SP 67890',
      'Amoxicilina 500 mg',
      'Ibuprofeno 600 mg',
      'Uso interno',
      'São Paulo,',
    ])
      expect(text).toContain(expected);
  });

  it('a special-control prescription comes in two copies with the pharmacy’s blank fields', async () => {
    const doc = await issued(dentist, { kind: 'controle_especial', items: [amoxicillin] });
    const text = textOf(await pdfOf(dentist, doc.id));
    expect(text).toContain('1ª via — Farmácia');
    expect(text).toContain('2ª via — Paciente');
    expect(text).toContain('IDENTIFICAÇÃO DO COMPRADOR');
    expect(text).toContain('IDENTIFICAÇÃO DO FORNECEDOR');
  });

  it('numbers documents one after the other and lists them newest first, cancelled ones too', async () => {
    const a = await issued(dentist, { kind: 'exames', fields: { exams: 'Radiografia panorâmica' } });
    const b = await issued(dentist, { kind: 'comparecimento', fields: { date: '2023-11-20', from: '14:00', to: '15:00' } });
    expect(b.number).toBe(a.number + 1);
    const res = await get(reception, `/api/clients/${clientId}/documents`);
    expect(res.status).toBe(200);
    const { documents } = await json<{ documents: Doc[] }>(res);
    expect(documents.slice(0, 2).map((d) => d.id)).toEqual([b.id, a.id]);
  });

  it('answers 400 for what a kind lacks, 403 to whoever is no professional, 404 for another clinic’s patient', async () => {
    await expectError(await issue(dentist, clientId, { kind: 'receituario', items: [] }), 400, 'Inclua ao menos um medicamento');
    await expectError(
      await issue(dentist, clientId, { kind: 'atestado', fields: {} }),
      400,
      'Informe os dias ou as horas de afastamento',
    );
    await expectError(
      await issue(dentist, clientId, { kind: 'atestado', fields: { dias: 1, cid: 'K04.0' } }),
      400,
      'O CID só é impresso com o consentimento do paciente',
    );
    await expectError(await issue(dentist, clientId, { kind: 'laudo' }), 400, 'Tipo de documento inválido');
    await expectError(await issue(reception, clientId, { kind: 'exames', fields: { exams: 'RX' } }), 403, FORBIDDEN);
    const noProfile = await signedInMember(server, owner.user.companyId, 'PROFESSIONAL', 'Sem Cadastro');
    await expectError(
      await issue(noProfile, clientId, { kind: 'exames', fields: { exams: 'RX' } }),
      403,
      'Só um profissional com cadastro emite documentos',
    );
    await expectError(
      await issue(dentist, otherClientId, { kind: 'exames', fields: { exams: 'RX' } }),
      404,
      'Cliente não encontrado',
    );
    await expectError(await get(dentist, `/api/clients/${otherClientId}/documents`), 404, 'Cliente não encontrado');
    await expectError(
      await issue(dentist, clientId, { kind: 'exames', templateId: crypto.randomUUID(), fields: { exams: 'RX' } }),
      404,
      'Modelo não encontrado',
    );
  });

  it('keeps another clinic’s documents out of reach (404)', async () => {
    const doc = await issued(dentist, { kind: 'exames', fields: { exams: 'Hemograma' } });
    await expectError(
      await server.request(`/api/documents/${doc.id}.pdf`, { token: other.token }),
      404,
      'Documento não encontrado',
    );
    await expectError(await post(other, `/api/documents/${doc.id}/cancel`, { reason: 'x' }), 404, 'Documento não encontrado');
    await expectError(await post(other, `/api/documents/${doc.id}/sign`, { password: 'x' }), 404, 'Documento não encontrado');
    await expectError(await server.request('/api/documents/nada.pdf', { token: owner.token }), 404, 'Documento não encontrado');
  });

  it('tells the audit trail of every issue and download', async () => {
    const doc = await issued(dentist, { kind: 'exames', fields: { exams: 'Coagulograma' } });
    await pdfOf(reception, doc.id);
    const res = await get(owner, `/api/clients/${clientId}/audit`);
    const { events } = await json<{ events: { resource: string; resourceId: string; action: string; userName: string }[] }>(res);
    const mine = events.filter((e) => e.resource === 'clinical_document' && e.resourceId === doc.id);
    expect(mine.map((e) => [e.action, e.userName])).toEqual([
      ['read', 'Patrícia Souza'],
      ['create', 'Rafael Lima'],
    ]);
  });

  it('suggests the professional’s frequent medicines', async () => {
    const res = await get(dentist, '/api/documents/medicines');
    const { medicines } = await json<{ medicines: { medicine: string; route: string }[] }>(res);
    expect(medicines[0]?.medicine).toBe('Amoxicilina 500 mg');
    expect(medicines.map((m) => m.medicine)).toContain('Ibuprofeno 600 mg');
  });
});

describe('keeping documents', () => {
  it('archives a patient with documents instead of deleting, and lists them in the LGPD export', async () => {
    const patient = (await createClient(server, owner, { fullName: 'Carlos Eduardo Prado' })).id;
    const doc = await issued(dentist, { kind: 'exames', fields: { exams: 'Radiografia periapical' } }, patient);
    const exported = await json<Record<string, unknown>>(await get(owner, `/api/clients/${patient}/export`));
    expect(JSON.stringify(exported)).toContain(doc.sha256);
    const removed = await server.request(`/api/clients/${patient}`, { method: 'DELETE', token: owner.token });
    expect(await json(removed)).toEqual({ ok: true, archived: true });
    expect(sha256(await pdfOf(owner, doc.id))).toBe(doc.sha256);
  });
});

describe('cancelling', () => {
  it('needs a reason, is the issuer’s (or the owner’s), and keeps the document listed as cancelado', async () => {
    const doc = await issued(dentist, { kind: 'exames', fields: { exams: 'Tomografia' } });
    await expectError(
      await post(dentist, `/api/documents/${doc.id}/cancel`, { reason: '  ' }),
      400,
      'Informe o motivo do cancelamento',
    );
    await expectError(await post(reception, `/api/documents/${doc.id}/cancel`, { reason: 'Erro' }), 403, FORBIDDEN);
    const res = await post(dentist, `/api/documents/${doc.id}/cancel`, { reason: 'Exame errado' });
    expect(res.status).toBe(200);
    expect((await json<{ document: Doc }>(res)).document).toMatchObject({ status: 'cancelado', cancelReason: 'Exame errado' });
    await expectError(
      await post(owner, `/api/documents/${doc.id}/cancel`, { reason: 'De novo' }),
      409,
      'O documento já está cancelado',
    );
    const { documents } = await json<{ documents: Doc[] }>(await get(reception, `/api/clients/${clientId}/documents`));
    expect(documents.find((d) => d.id === doc.id)?.status).toBe('cancelado');
    const page = await server.request(`/d/${tokenOf(doc)}`, { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain('cancelado');
  });
});

describe('signing', () => {
  it('registers an A1 certificate only with its password, in force', async () => {
    const p12 = makeDemoCertificate({ holder: 'RAFAEL LIMA:12345678909', password: PASSWORD });
    await expectError(await uploadCertificate(dentist, p12, 'errada'), 400, 'Senha do certificado incorreta');
    await expectError(
      await uploadCertificate(dentist, Buffer.from('não é um pfx'), PASSWORD),
      400,
      'Arquivo de certificado inválido (envie o .pfx ou .p12 do seu certificado A1)',
    );
    const expired = makeDemoCertificate({ holder: 'RAFAEL LIMA:12345678909', password: PASSWORD, days: -1 });
    await expectError(await uploadCertificate(dentist, expired, PASSWORD), 400, 'O certificado está vencido');
    await expectError(await uploadCertificate(reception, p12, PASSWORD), 403, FORBIDDEN);
    const res = await uploadCertificate(dentist, p12, PASSWORD);
    expect(res.status).toBe(200);
    expect((await json<{ certificate: { subject: string } }>(res)).certificate.subject).toBe('RAFAEL LIMA:12345678909');
    const mine = await json<{ certificate: { subject: string } | null }>(await get(dentist, '/api/documents/certificate'));
    expect(mine.certificate?.subject).toBe('RAFAEL LIMA:12345678909');
  });

  it('signs with PAdES: pdfsig verifies it, and one changed byte breaks it', async () => {
    const doc = await issued(dentist, { kind: 'receituario', items: [amoxicillin, ibuprofen] });
    const before = await pdfOf(dentist, doc.id);
    await expectError(
      await post(dentist, `/api/documents/${doc.id}/sign`, { password: 'errada' }),
      400,
      'Senha do certificado incorreta',
    );
    await expectError(await post(dentist, `/api/documents/${doc.id}/sign`, {}), 400, 'Informe a senha do certificado');
    await expectError(
      await post(owner, `/api/documents/${doc.id}/sign`, { password: PASSWORD }),
      403,
      'Só o profissional que emitiu o documento pode assiná-lo',
    );
    await expectError(await post(reception, `/api/documents/${doc.id}/sign`, { password: PASSWORD }), 403, FORBIDDEN);

    const res = await post(dentist, `/api/documents/${doc.id}/sign`, { password: PASSWORD });
    expect(res.status).toBe(200);
    const signed = (await json<{ document: Doc }>(res)).document;
    expect(signed.signed).toBe(true);
    expect(signed.sha256).not.toBe(doc.sha256);
    const pdf = await pdfOf(reception, doc.id);
    expect(sha256(pdf)).toBe(signed.sha256);
    expect(Buffer.compare(pdf, await pdfOf(dentist, doc.id))).toBe(0);
    expect(textOf(pdf)).toMatch(/Assinado digitalmente por Rafael Lima \(CRO-SP 67890\) em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

    const verdict = pdfsig(pdf);
    expect(verdict).toContain('Signer Certificate Common Name: RAFAEL LIMA:12345678909');
    expect(verdict).toContain('Signature Validation: Signature is Valid.');
    expect(verdict).toContain('Total document signed');
    // One byte of the page's content (inside the signed range, past the header) changed.
    const tampered = Buffer.from(pdf);
    const at = tampered.indexOf('Amoxicilina') > 0 ? tampered.indexOf('Amoxicilina') : 2000;
    tampered[at] = tampered[at] === 0x41 ? 0x42 : 0x41;
    expect(pdfsig(tampered)).not.toContain('Signature is Valid.');
    tampered[at] = pdf[at] as number;
    expect(Buffer.compare(tampered, pdf)).toBe(0);
    tampered[200] = (tampered[200] as number) ^ 0x01;
    expect(pdfsig(tampered)).not.toContain('Signature is Valid.');

    await expectError(
      await post(dentist, `/api/documents/${doc.id}/sign`, { password: PASSWORD }),
      409,
      'O documento já está assinado',
    );
    expect(before.length).toBeGreaterThan(0);
  });

  it('asks for a certificate first, and signs no cancelled document', async () => {
    const doc = await issued(owner, { kind: 'exames', fields: { exams: 'RX' } });
    await expectError(
      await post(owner, `/api/documents/${doc.id}/sign`, { password: PASSWORD }),
      400,
      'Cadastre seu certificado digital (A1) antes de assinar',
    );
    const mine = await issued(dentist, { kind: 'exames', fields: { exams: 'RX' } });
    await post(dentist, `/api/documents/${mine.id}/cancel`, { reason: 'Duplicado' });
    await expectError(
      await post(dentist, `/api/documents/${mine.id}/sign`, { password: PASSWORD }),
      409,
      'O documento está cancelado',
    );
  });
});

describe('the public check', () => {
  it('shows the facts and only the patient’s initials, and tells an intact file from a changed one', async () => {
    const doc = await issued(dentist, { kind: 'atestado', fields: { horas: 3 } });
    const pdf = await pdfOf(dentist, doc.id);
    const token = tokenOf(doc);
    const page = await server.request(`/d/${token}`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const expected of ['Atestado', 'Rafael Lima', 'CRO-SP 67890', 'válido', doc.sha256, 'A. M. S.'])
      expect(html).toContain(expected);
    expect(html).not.toContain('Ana Maria');

    const facts = await server.request(`/api/public/documents/${token}`);
    expect((await json<{ document: { patientInitials: string; status: string } }>(facts)).document).toMatchObject({
      patientInitials: 'A. M. S.',
      status: 'valido',
    });

    expect(await json(await verify(token, pdf))).toEqual({ matches: true });
    const changed = Buffer.from(pdf);
    changed[changed.length - 10] = (changed[changed.length - 10] as number) ^ 0x20;
    expect(await json(await verify(token, changed))).toEqual({ matches: false });
    await expectError(
      await server.request(`/api/public/documents/${token}/verify`, { method: 'POST', body: new FormData() }),
      400,
      'Envie o arquivo PDF do documento',
    );

    const posted = await server.request(`/d/${token}`, {
      method: 'POST',
      headers: { accept: 'text/html' },
      body: multipart({ file: { bytes: pdf, name: 'atestado.pdf', type: 'application/pdf' } }),
    });
    expect(await posted.text()).toContain('O arquivo enviado é este documento, sem alterações.');
  });

  it('after the signature, both the signed file and the copy printed before it check', async () => {
    const doc = await issued(dentist, { kind: 'exames', fields: { exams: 'Panorâmica' } });
    const unsigned = await pdfOf(dentist, doc.id);
    expect((await post(dentist, `/api/documents/${doc.id}/sign`, { password: PASSWORD })).status).toBe(200);
    const signed = await pdfOf(dentist, doc.id);
    expect(await json(await verify(tokenOf(doc), signed))).toEqual({ matches: true });
    expect(await json(await verify(tokenOf(doc), unsigned))).toEqual({ matches: true });
  });

  it('answers 404 for an unknown or malformed token', async () => {
    const unknown = `${tokenOf(await issued(dentist, { kind: 'exames', fields: { exams: 'RX' } })).slice(0, 30)}AAAAAAAA`;
    expect((await server.request(`/d/${unknown}`, { headers: { accept: 'text/html' } })).status).toBe(404);
    expect((await server.request('/d/curto', { headers: { accept: 'text/html' } })).status).toBe(404);
    await expectError(
      await server.request(`/api/public/documents/${unknown}`),
      404,
      'Este endereço não corresponde a nenhum documento.',
    );
    await expectError(await verify('curto', Buffer.from('%PDF')), 404, 'Este endereço não corresponde a nenhum documento.');
  });
});
