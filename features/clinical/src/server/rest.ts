import { type ProcedurePath, type QueryParam, type RestRoute, okAnswer, restRoutes } from '@agenda/trpc/rest';
import * as v from 'valibot';
import {
  auditAnswer,
  clinicalHistoryAnswer,
  dentitionAnswer,
  entriesAnswer,
  initialSituationAnswer,
  maybeInitialSituationAnswer,
  entryAnswer,
  noteAnswer,
  notesAnswer,
  perioExamAnswer,
  perioExamsAnswer,
  teethAnswer,
  toothAnswer,
  toothTreatmentAnswer,
  toothTreatmentsAnswer,
  treatmentAnswer,
  treatmentsAnswer,
} from '../shared/answer-schemas.ts';
import { clinicalSettingsAnswer } from '../shared/answer-schemas.ts';
import { type ClinicalRouter, clinicalRouter } from './router.ts';

type Route = RestRoute<ProcedurePath<ClinicalRouter>>;
const client = '/api/clients/:clientId';
/** The trail's filters (blank ones are no filter). */
const auditQuery: Record<string, QueryParam> = { userId: 'nullable', action: 'nullable', from: 'nullable', to: 'nullable' };
/** The body of a write (deletes too: they carry the reason). */
const write = (method: Route['method'], path: string, procedure: Route['procedure'], summary: string, answer: Route['answer']) =>
  ({ method, path, procedure, summary, answer, body: true, status: method === 'post' ? 201 : 200 }) as const;

/** The documented REST paths of the clinical module (part 2 §7 plus the writes it leaves unshown). */
export const clinicalRest = restRoutes(clinicalRouter, 'Clínico', [
  {
    method: 'get',
    path: '/api/dental-treatments',
    procedure: 'treatments',
    summary: 'O catálogo de tratamentos',
    answer: treatmentsAnswer,
  },
  write('post', '/api/dental-treatments', 'createTreatment', 'Acrescenta um tratamento ao catálogo', treatmentAnswer),
  {
    method: 'get',
    path: `${client}/tooth-treatments`,
    procedure: 'toothTreatments',
    summary: 'O plano de tratamento',
    answer: toothTreatmentsAnswer,
  },
  write('post', `${client}/tooth-treatments`, 'addToothTreatment', 'Planeja um tratamento num dente', toothTreatmentAnswer),
  write(
    'patch',
    `${client}/tooth-treatments/:id`,
    'setToothTreatmentStatus',
    'Muda o status de um tratamento',
    toothTreatmentAnswer,
  ),
  {
    method: 'get',
    path: `${client}/odontograma`,
    procedure: 'odontogram',
    summary: 'O odontograma (dentition: permanent, deciduous ou mixed; sem ela, a guardada ou a da idade)',
    query: { dentition: 'nullable' },
    answer: teethAnswer,
  },
  {
    method: 'get',
    path: `${client}/initial-situation`,
    procedure: 'initialSituation',
    summary: 'A situação inicial (TISS tabela 44), ou null',
    answer: maybeInitialSituationAnswer,
  },
  write(
    'post',
    `${client}/initial-situation`,
    'recordInitialSituation',
    'Registra a situação inicial (uma vez; nunca reescrita)',
    initialSituationAnswer,
  ),
  {
    method: 'get',
    path: `${client}/perio-exams`,
    procedure: 'perioExams',
    summary: 'Os periogramas do paciente, com o resumo de cada um',
    answer: perioExamsAnswer,
  },
  write('post', `${client}/perio-exams`, 'createPerioExam', 'Abre um periograma (date)', perioExamAnswer),
  {
    method: 'get',
    path: `${client}/perio-exams/:examId`,
    procedure: 'perioExam',
    summary: 'Um periograma: sítios, dentes e o resumo',
    answer: perioExamAnswer,
  },
  write(
    'put',
    `${client}/perio-exams/:examId`,
    'savePerioExam',
    'Salva os sítios e os dentes de um periograma (guarda a versão anterior)',
    perioExamAnswer,
  ),
  write('put', `${client}/dentition`, 'saveDentition', 'Guarda a dentição do odontograma do paciente', dentitionAnswer),
  write('put', `${client}/odontograma/:toothId`, 'saveTooth', 'Salva um dente do odontograma', toothAnswer),
  {
    method: 'get',
    path: '/api/clinical-settings',
    procedure: 'settings',
    summary: 'As preferências clínicas da clínica (a letra da face vestibular: V ou B)',
    answer: clinicalSettingsAnswer,
  },
  write(
    'put',
    '/api/clinical-settings',
    'saveSettings',
    'Guarda as preferências clínicas (só o administrador)',
    clinicalSettingsAnswer,
  ),
  write(
    'put',
    `${client}/odontograma/:toothId/faces`,
    'saveFaceConditions',
    'Marca ou limpa condições nas faces de um dente (cárie, restauração com material, selante, fratura)',
    toothAnswer,
  ),
  {
    method: 'get',
    path: `${client}/notes`,
    procedure: 'notes',
    summary: 'As notas clínicas (type filtra: ANAMNESE, PRONTUARIO …)',
    query: { type: 'nullable' },
    answer: notesAnswer,
  },
  write('post', `${client}/notes`, 'createNote', 'Registra uma nota clínica', noteAnswer),
  write('put', `${client}/notes/:id`, 'updateNote', 'Altera uma nota (guarda a versão anterior)', noteAnswer),
  {
    ...write(
      'post',
      `${client}/notes/:id/finalize`,
      'finalizeNote',
      'Finaliza e assina uma nota (depois, só nova versão)',
      noteAnswer,
    ),
    status: 200,
  },
  write('post', `${client}/notes/:id/versions`, 'amendNote', 'Cria a nova versão de uma nota finalizada', noteAnswer),
  write('delete', `${client}/notes/:id`, 'removeNote', 'Exclui uma nota (com o motivo)', okAnswer),
  write(
    'post',
    '/api/appointments/:appointmentId/notes',
    'createAppointmentNote',
    'Registra o prontuário de um atendimento',
    noteAnswer,
  ),
  { method: 'get', path: `${client}/medical-records`, procedure: 'records', summary: 'O prontuário', answer: entriesAnswer },
  write('post', `${client}/medical-records`, 'createRecord', 'Acrescenta uma entrada ao prontuário', entryAnswer),
  write('put', `${client}/medical-records/:id`, 'updateRecord', 'Altera uma entrada do prontuário', entryAnswer),
  {
    ...write(
      'post',
      `${client}/medical-records/:id/finalize`,
      'finalizeRecord',
      'Finaliza e assina uma entrada (depois, só nova versão)',
      entryAnswer,
    ),
    status: 200,
  },
  write(
    'post',
    `${client}/medical-records/:id/versions`,
    'amendRecord',
    'Cria a nova versão de uma entrada finalizada',
    entryAnswer,
  ),
  write('delete', `${client}/medical-records/:id`, 'removeRecord', 'Exclui uma entrada (com o motivo)', okAnswer),
  {
    method: 'get',
    path: `${client}/clinical-history`,
    procedure: 'history',
    summary: 'Notas, prontuário, atendimentos finalizados e documentos emitidos',
    answer: clinicalHistoryAnswer,
  },
  {
    method: 'get',
    path: `${client}/audit`,
    procedure: 'audit',
    summary: 'Quem viu ou alterou os dados do cliente',
    query: auditQuery,
    answer: auditAnswer,
  },
  {
    method: 'get',
    path: `${client}/audit.csv`,
    procedure: 'auditCsv',
    summary: 'Os acessos em CSV (pedido do titular, LGPD)',
    query: auditQuery,
    csv: true,
    filename: 'acessos.csv',
    answer: v.string(),
  },
]);
