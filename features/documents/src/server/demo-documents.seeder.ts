import { companyTimeZone, memberByEmail } from '@agenda/auth/server';
import { clientsByName } from '@agenda/clients/server';
import { type Em, TENANT_FILTER } from '@agenda/db';
import * as v from 'valibot';
import { type IssueDocumentInput, issueDocumentSchema } from '../shared/schemas.ts';
import type { Actor } from './actor.ts';
import { makeDemoCertificate } from './demo-certificate.ts';
import { issueDocument } from './documents.service.ts';
import { ClinicalDocumentSchema } from './entities/clinical-document.entity.ts';
import { registerCertificate, signDocument } from './signature.service.ts';

/** The demo certificate's password (printed nowhere else: the README's demo section names it). */
export const DEMO_CERTIFICATE_PASSWORD = 'demo1234';

const amoxicillin = {
  medicine: 'Amoxicilina 500 mg',
  dosage: '1 cápsula de 8 em 8 horas por 7 dias',
  quantity: '21 cápsulas',
  route: 'interno',
} as const;
const ibuprofen = {
  medicine: 'Ibuprofeno 600 mg',
  dosage: '1 comprimido de 12 em 12 horas por 3 dias, após as refeições',
  quantity: '6 comprimidos',
  route: 'interno',
} as const;
const chlorhexidine = {
  medicine: 'Digluconato de clorexidina 0,12%',
  dosage: 'Bochechar 15 ml por 1 minuto, 2 vezes ao dia',
  quantity: '1 frasco',
  route: 'topico',
} as const;
const codeine = {
  medicine: 'Paracetamol 500 mg + codeína 30 mg',
  dosage: '1 comprimido de 6 em 6 horas se dor',
  quantity: '12 comprimidos (doze)',
  route: 'interno',
} as const;

/** What the demo issues: each kind once, and a second prescription; `sign` ones are signed with the demo certificate. */
const DEMO: { input: Omit<IssueDocumentInput, 'clientId'>; sign: boolean }[] = [
  { input: { kind: 'receituario', items: [amoxicillin, ibuprofen] }, sign: true },
  { input: { kind: 'controle_especial', items: [codeine] }, sign: true },
  { input: { kind: 'atestado', fields: { dias: 2, cid: 'K04.0', cidConsent: true } }, sign: true },
  { input: { kind: 'comparecimento', fields: { date: '2026-11-20', from: '14:00', to: '15:30' } }, sign: false },
  { input: { kind: 'exames', fields: { exams: 'Radiografia panorâmica\nHemograma completo\nCoagulograma' } }, sign: false },
  {
    input: {
      kind: 'consentimento',
      fields: { procedure: 'Extração do dente 38 (siso)', risks: 'Dor, inchaço, sangramento e parestesia temporária.' },
    },
    sign: false,
  },
  { input: { kind: 'receituario', items: [chlorhexidine] }, sign: false },
];

/**
 * The demo clinic's documents: a DEMO certificate for Rafael Lima (made now by a test CA, see
 * demo-certificate.ts) and documents of each kind he issued, signed and unsigned. Idempotent: a clinic
 * with any document is left alone.
 */
export async function seedDemoDocuments(em: Em, companyId: string): Promise<void> {
  em.setFilterParams(TENANT_FILTER, { companyId });
  if ((await em.count(ClinicalDocumentSchema, { companyId })) > 0) return;
  const rafael = await memberByEmail(em, companyId, 'rafael@agenda.dev');
  const clients = await clientsByName(em, companyId, 4);
  if (!rafael || clients.length === 0) return;
  const actor: Actor = {
    companyId,
    userId: rafael.id,
    name: rafael.fullName,
    role: rafael.role,
    timeZone: await companyTimeZone(em, companyId),
    origin: process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`,
    audit: [],
  };
  await em.transactional(async (tx) => {
    await registerCertificate(tx, actor, {
      file: makeDemoCertificate({ holder: 'RAFAEL LIMA:DEMO', password: DEMO_CERTIFICATE_PASSWORD }),
      password: DEMO_CERTIFICATE_PASSWORD,
    });
    for (const [index, { input, sign }] of DEMO.entries()) {
      const client = clients[index % clients.length];
      if (!client) continue;
      const issued = await issueDocument(tx, actor, v.parse(issueDocumentSchema, { ...input, clientId: client.id }));
      if (sign) await signDocument(tx, actor, { id: issued.id, password: DEMO_CERTIFICATE_PASSWORD });
    }
  });
}
