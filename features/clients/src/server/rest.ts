import { type ProcedurePath, type RestRoute, restRoutes } from '@agenda/trpc/rest';
import * as v from 'valibot';
import {
  clientAnswer,
  clientExportAnswer,
  clientHistoryAnswer,
  clientPageAnswer,
  clientRemovedAnswer,
  cpfSearchAnswer,
  importDoneAnswer,
  importForm,
  importPreviewAnswer,
  tabDataAnswer,
  tabDataListAnswer,
  tabHistoryAnswer,
} from '../shared/answer-schemas.ts';
import { readImportForm } from './import/import-form.ts';
import { type ClientsRouter, clientsRouter } from './router.ts';

type Route = RestRoute<ProcedurePath<ClientsRouter>>;

/** The client paths, served under the pages' `/api/clients` and the shared HTTP client's `/clients`. */
const clientRoutes = (base: string): Route[] => [
  {
    method: 'get',
    path: base,
    procedure: 'list',
    summary: 'Uma página dos clientes ativos, com busca e filtro',
    query: { search: 'text', filter: 'text', limit: 'optional', offset: 'optional' },
    answer: clientPageAnswer,
  },
  {
    method: 'get',
    path: `${base}/search/:cpf`,
    procedure: 'searchByCpf',
    summary: 'O cliente de um CPF (ou null)',
    errors: [429],
    answer: cpfSearchAnswer,
  },
  { method: 'get', path: `${base}/:id`, procedure: 'byId', summary: 'Um cliente', answer: clientAnswer },
  {
    method: 'post',
    path: base,
    procedure: 'create',
    summary: 'Cadastra um cliente',
    body: true,
    status: 201,
    answer: clientAnswer,
  },
  { method: 'put', path: `${base}/:id`, procedure: 'update', summary: 'Altera um cliente', body: true, answer: clientAnswer },
  {
    method: 'delete',
    path: `${base}/:id`,
    procedure: 'remove',
    summary: 'Exclui um cliente (arquiva se ele tem registros)',
    answer: clientRemovedAnswer,
  },
  {
    method: 'get',
    path: `${base}/:id/history`,
    procedure: 'history',
    summary: 'O histórico de atendimentos',
    answer: clientHistoryAnswer,
  },
  {
    method: 'get',
    path: `${base}/:id/export`,
    procedure: 'exportData',
    summary: 'Tudo o que a clínica guarda do cliente (LGPD), em JSON',
    filename: 'paciente-{id}.json',
    answer: clientExportAnswer,
  },
  {
    method: 'get',
    path: `${base}/:clientId/tabs`,
    procedure: 'tabs.list',
    summary: 'Os dados do cliente em cada aba',
    answer: tabDataListAnswer,
  },
  {
    method: 'get',
    path: `${base}/:clientId/tabs/:tabId`,
    procedure: 'tabs.get',
    summary: 'Os dados de uma aba',
    answer: tabDataAnswer,
  },
  {
    method: 'put',
    path: `${base}/:clientId/tabs/:tabId`,
    procedure: 'tabs.save',
    summary: 'Salva os dados de uma aba',
    body: true,
    answer: tabDataAnswer,
  },
  {
    method: 'get',
    path: `${base}/:clientId/tabs/:tabId/history`,
    procedure: 'tabs.history',
    summary: 'O histórico de alterações de uma aba',
    answer: tabHistoryAnswer,
  },
];

/** Before `/api/clients/:id`, which would take `import` and `export.csv` for ids. */
const fileRoutes: Route[] = [
  {
    method: 'post',
    path: '/api/clients/import',
    procedure: 'importFile',
    summary: 'Importa clientes de uma planilha (dryRun: só a prévia)',
    read: readImportForm,
    form: importForm,
    status: (input) => (input.dryRun ? 200 : 201),
    answer: { 200: importPreviewAnswer, 201: importDoneAnswer },
  },
  {
    method: 'get',
    path: '/api/clients/export.csv',
    procedure: 'exportList',
    summary: 'Os clientes ativos em CSV (as colunas da importação)',
    csv: true,
    filename: 'clientes.csv',
    answer: v.string(),
  },
];

/** The documented REST paths of clients (part 2 §7), over the same router as tRPC. */
export const clientsRest = restRoutes(clientsRouter, 'Clientes', [
  ...fileRoutes,
  ...clientRoutes('/api/clients'),
  ...clientRoutes('/clients'),
]);
