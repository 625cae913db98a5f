import { addDays, nowInTimeZone } from '@agenda/br';
import { latestAppointmentBefore } from '@agenda/calendar/server';
import { clientsByName } from '@agenda/clients/server';
import { type Em, TENANT_FILTER, make } from '@agenda/db';
import { initialCodeOf } from '../shared/initial-situation.ts';
import { PERIO_SITES, type PerioSiteData, type PerioToothData } from '../shared/perio.ts';
import { FDI_TEETH, type ToothStatus, teethOf } from '../shared/teeth.ts';
import type { ToothTreatmentStatus } from '../shared/treatments.ts';
import { DEMO_ANAMNESES, DEMO_PRONTUARIOS, DEMO_RECORDS } from './demo-clinical.data.ts';
import { ClientDentitionSchema } from './entities/client-dentition.entity.ts';
import { ClinicalNoteSchema } from './entities/clinical-note.entity.ts';
import { InitialSituationSchema } from './entities/initial-situation.entity.ts';
import { DentalTreatmentSchema } from './entities/dental-treatment.entity.ts';
import { PerioExamSchema } from './entities/perio-exam.entity.ts';
import { MedicalRecordEntrySchema } from './entities/medical-record-entry.entity.ts';
import { ToothStateSchema } from './entities/tooth-state.entity.ts';
import { ToothTreatmentSchema } from './entities/tooth-treatment.entity.ts';
import { chainUnlinked, emExecute } from './record-chain.ts';
import { ensureCatalogue } from './treatments.service.ts';

/** Per patient (by position): tooth states and tooth treatments (tooth, catalogue name, status, TISS faces). */
const CHARTS: { states: [number, ToothStatus][]; treatments: [number, string, ToothTreatmentStatus, string?][] }[] = [
  {
    states: [
      [36, 'caries'],
      [46, 'restored'],
      [18, 'missing'],
      [11, 'crown'],
    ],
    treatments: [
      [36, 'Restauração em resina composta (2 faces)', 'PLANNED', 'OD'],
      [46, 'Restauração em resina composta (1 face)', 'COMPLETED', 'O'],
      [11, 'Coroa de zircônia', 'COMPLETED'],
    ],
  },
  {
    states: [
      [26, 'root_canal'],
      [38, 'missing'],
      [48, 'missing'],
      [14, 'caries'],
    ],
    treatments: [
      [26, 'Tratamento de canal (molar)', 'IN_PROGRESS'],
      [26, 'Coroa de porcelana (metalocerâmica)', 'PLANNED'],
      [14, 'Restauração em resina composta (1 face)', 'PLANNED', 'O'],
    ],
  },
  {
    states: [
      [36, 'implant'],
      [21, 'restored'],
      [22, 'restored'],
    ],
    treatments: [
      [36, 'Coroa sobre implante', 'PLANNED'],
      [21, 'Faceta em resina', 'COMPLETED'],
      [22, 'Faceta em resina', 'COMPLETED'],
    ],
  },
  {
    states: [
      [47, 'caries'],
      [37, 'caries'],
      [28, 'missing'],
    ],
    treatments: [
      [47, 'Restauração em resina composta (3 faces)', 'APPROVED', 'MOD'],
      [37, 'Restauração em resina composta (2 faces)', 'PLANNED', 'MO'],
      [11, 'Profilaxia (limpeza)', 'COMPLETED'],
    ],
  },
  {
    states: [
      [16, 'crown'],
      [25, 'root_canal'],
    ],
    treatments: [
      [25, 'Tratamento de canal (birradicular)', 'COMPLETED'],
      [25, 'Núcleo metálico fundido', 'PLANNED'],
      [25, 'Coroa de zircônia', 'PLANNED'],
    ],
  },
  {
    states: [
      [31, 'caries'],
      [41, 'caries'],
      [17, 'restored'],
    ],
    treatments: [
      [31, 'Restauração em ionômero de vidro', 'PLANNED', 'V'],
      [41, 'Restauração em ionômero de vidro', 'CANCELLED', 'V'],
      [17, 'Selante de fóssulas e fissuras', 'COMPLETED', 'O'],
    ],
  },
];

/**
 * The demo's teenager keeps some children's teeth: a mixed chart the dentist picked (his age alone
 * would say permanent), two deciduous molars exfoliated with their successors coming in, and
 * restorations by face on both dentitions.
 */
const MIXED_PATIENT = 'Pedro Henrique Barbosa';
const MIXED_CHART: (typeof CHARTS)[number] = {
  states: [
    [54, 'exfoliated'],
    [64, 'exfoliated'],
    [85, 'caries'],
    [75, 'restored'],
  ],
  treatments: [
    [85, 'Restauração em ionômero de vidro', 'PLANNED', 'OD'],
    [75, 'Restauração em ionômero de vidro', 'COMPLETED', 'MO'],
    [36, 'Restauração em resina composta (3 faces)', 'PLANNED', 'MOD'],
    [16, 'Selante de fóssulas e fissuras', 'COMPLETED', 'O'],
  ],
};

/**
 * A full-mouth periogram without 18: a treated periodontitis, worse on the molars before the
 * treatment ('before') than after it. Deterministic, so the demo reads the same every time.
 */
function demoPerio(before: boolean): { sites: PerioSiteData[]; teeth: PerioToothData[] } {
  const sites: PerioSiteData[] = [];
  for (const tooth of FDI_TEETH) {
    if (tooth === 18) continue;
    const molar = tooth % 10 >= 6;
    PERIO_SITES.forEach((site, k) => {
      const interproximal = site !== 'V' && site !== 'L';
      const depth = 2 + ((tooth + k) % 2) + (molar && interproximal ? (before ? 3 : 1) : 0);
      const margin = molar ? -1 : 0;
      sites.push({
        tooth,
        site,
        depth,
        margin,
        bleeding: depth >= (before ? 3 : 5),
        plaque: before ? (tooth + k) % 3 === 0 : (tooth + k) % 7 === 0,
        suppuration: before && depth >= 6,
      });
    });
  }
  const teeth: PerioToothData[] = [
    { tooth: 18, mobility: 0, furcation: 0, missing: true, implant: false },
    { tooth: 36, mobility: before ? 1 : 0, furcation: before ? 2 : 1, missing: false, implant: false },
    { tooth: 46, mobility: 0, furcation: 1, missing: false, implant: false },
  ];
  return { sites, teeth };
}

/** The demo clinic's patients get odontograms, treatments, anamneses, prontuários and record entries. */
export async function seedDemoClinical(em: Em, companyId: string): Promise<void> {
  // The seeder's EntityManager is the demo company's, like a request's.
  em.setFilterParams(TENANT_FILTER, { companyId });
  await ensureCatalogue(em, companyId);
  if ((await em.count(ClinicalNoteSchema, { companyId })) > 0) return;
  const first = await clientsByName(em, companyId, 60);
  // The teenager of the mixed chart, wherever the alphabet puts him.
  const teen = first.some((c) => c.fullName === MIXED_PATIENT)
    ? []
    : (await clientsByName(em, companyId)).filter((c) => c.fullName === MIXED_PATIENT);
  const clients = [...first, ...teen];
  const catalogue = new Map((await em.find(DentalTreatmentSchema, { companyId })).map((t) => [t.name, t.id]));
  const today = nowInTimeZone().date;
  await em.transactional(async (tx) => {
    for (const [i, client] of clients.entries()) {
      const mixed = client.fullName === MIXED_PATIENT;
      const chart = mixed ? MIXED_CHART : CHARTS[i % CHARTS.length];
      if (!chart) continue;
      const base = { companyId, clientId: client.id };
      if (mixed) make(tx, ClientDentitionSchema, { ...base, dentition: 'mixed', updatedBy: null });
      for (const [tooth, status] of chart.states) {
        make(tx, ToothStateSchema, { ...base, tooth, status, notes: null, updatedBy: null });
      }
      // The first patients (and the teenager) had their first charting recorded two months ago.
      if (i < 3 || mixed) {
        const stateOf = new Map(chart.states);
        make(tx, InitialSituationSchema, {
          ...base,
          recordedOn: addDays(today, -60),
          teeth: teethOf(mixed ? 'mixed' : 'permanent')
            .map((tooth) => ({ tooth, code: initialCodeOf(stateOf.get(tooth) ?? 'healthy') }))
            .sort((a, b) => a.tooth - b.tooth),
          createdBy: null,
          createdByName: 'Dra. Ana Souza',
        });
      }
      // The first patient had a periodontal treatment: two periograms four months apart.
      if (i === 0) {
        for (const [daysAgo, before] of [
          [130, true],
          [10, false],
        ] as const) {
          make(tx, PerioExamSchema, {
            ...base,
            examDate: addDays(today, -daysAgo),
            ...demoPerio(before),
            versions: [],
            createdBy: null,
            createdByName: 'Dra. Ana Souza',
          });
        }
      }
      for (const [tooth, name, status, faces = ''] of chart.treatments) {
        const treatmentId = catalogue.get(name);
        if (!treatmentId) continue;
        const at = new Date(Date.now() - (30 - i) * 86_400_000).toISOString();
        make(tx, ToothTreatmentSchema, {
          ...base,
          tooth,
          treatmentId,
          surfaces: faces,
          status,
          notes: null,
          statusHistory: [{ status: 'PLANNED', at, by: null }, ...(status === 'PLANNED' ? [] : [{ status, at, by: null }])],
          createdBy: null,
          performedBy: null,
          performedByName: status === 'COMPLETED' ? 'Dra. Ana Souza' : null,
          performedOn: status === 'COMPLETED' ? at.slice(0, 10) : null,
        });
      }
      const kept = {
        versions: [],
        deletedAt: null,
        deletedBy: null,
        deleteReason: null,
        createdBy: null,
        createdByName: 'Dra. Ana Souza',
        finalizedAt: null,
        finalizedBy: null,
        finalizedByName: null,
        supersedesId: null,
      };
      const anamnese = DEMO_ANAMNESES[i % DEMO_ANAMNESES.length] ?? {};
      const first = make(tx, ClinicalNoteSchema, {
        ...base,
        ...kept,
        type: 'ANAMNESE',
        title: 'Anamnese',
        content: anamnese,
        tooth: null,
        procedureType: null,
        appointmentId: null,
      });
      first.createdAt = new Date(Date.now() - (60 + i) * 86_400_000);
      first.updatedAt = first.createdAt;
      const past = await latestAppointmentBefore(tx, companyId, client.id, today);
      const prontuario = DEMO_PRONTUARIOS[i % DEMO_PRONTUARIOS.length] ?? {};
      const visit = make(tx, ClinicalNoteSchema, {
        ...base,
        ...kept,
        type: 'PRONTUARIO',
        title: 'Prontuário',
        content: { ...prontuario, dataConsulta: past?.date ?? today },
        tooth: null,
        procedureType: null,
        appointmentId: past?.id ?? null,
      });
      // Written at the visit (São Paulo has no daylight saving time since 2019).
      if (past) visit.createdAt = new Date(`${past.date}T${past.startTime}:00-03:00`);
      visit.updatedAt = visit.createdAt;
      // The visit's prontuário was finalised and signed at the visit (decision 052).
      if (past) Object.assign(visit, { finalizedAt: visit.createdAt, finalizedByName: 'Dra. Ana Souza' });
      for (const [j, r] of DEMO_RECORDS.entries()) {
        if ((i + j) % 2 === 1 && j > 0) continue;
        const daysAgo = 7 + j * 21 + i;
        const date = new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
        make(tx, MedicalRecordEntrySchema, {
          ...base,
          ...kept,
          ...r,
          date,
          nextAppointment: null,
          professionalName: 'Dra. Ana Souza',
        });
      }
    }
    await tx.flush();
    await chainUnlinked(emExecute(tx), companyId);
  });
}
