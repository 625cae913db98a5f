import { type ProcedurePath, type RestRoute, okAnswer, restRoutes } from '@agenda/trpc/rest';
import type * as v from 'valibot';
import * as A from '../shared/answer-schemas.ts';
import { type SettingsRouter, settingsRouter } from './router.ts';

type Route = RestRoute<ProcedurePath<SettingsRouter>>;
type Item = 'holidays' | 'bridges' | 'blocks' | 'unblocks';

/** The four lists of the settings dialog: list, add (201), change, remove, each under its own path. */
function items(item: Item, name: string, answers: { list: v.GenericSchema; one: v.GenericSchema; created: v.GenericSchema }) {
  const path = `/api/settings/${item}`;
  return [
    { method: 'get', path, procedure: `${item}.list`, summary: `Os ${name}`, answer: answers.list },
    {
      method: 'post',
      path,
      procedure: `${item}.create`,
      summary: `Acrescenta aos ${name}`,
      body: true,
      status: 201,
      answer: answers.created,
    },
    {
      method: 'put',
      path: `${path}/:id`,
      procedure: `${item}.update`,
      summary: `Altera um dos ${name}`,
      body: true,
      answer: answers.one,
    },
    { method: 'delete', path: `${path}/:id`, procedure: `${item}.remove`, summary: `Exclui um dos ${name}`, answer: okAnswer },
  ] satisfies Route[];
}

/** The REST twins of the settings router (part 1 §3): same validation and rules, documented shapes. */
export const settingsRest = restRoutes(settingsRouter, 'Configurações da agenda', [
  {
    method: 'get',
    path: '/api/holidays',
    procedure: 'holidaysOfYear',
    summary: 'Os feriados do ano que bloqueiam a agenda (padrão: o ano corrente)',
    query: { year: 'integer' },
    answer: A.yearHolidaysAnswer,
  },
  {
    method: 'get',
    path: '/api/blocked-days',
    procedure: 'blockedDays',
    summary: 'Os dias bloqueados do período, e os horários bloqueados dos outros dias',
    query: { startDate: 'text', endDate: 'text' },
    answer: A.blockedDaysAnswer,
  },
  { method: 'get', path: '/api/settings', procedure: 'get', summary: 'As configurações da agenda', answer: A.settingsAnswer },
  {
    method: 'put',
    path: '/api/settings',
    procedure: 'update',
    summary: 'Altera as configurações (só os campos enviados)',
    body: true,
    answer: A.settingsAnswer,
  },
  {
    method: 'get',
    path: '/api/settings/pix',
    procedure: 'pixKey',
    summary: 'A chave PIX da clínica (null enquanto não cadastrada; só o dono)',
    answer: A.pixKeyAnswer,
  },
  {
    method: 'put',
    path: '/api/settings/pix',
    procedure: 'updatePixKey',
    summary: 'Cadastra ou troca a chave PIX da clínica, com o nome e a cidade do beneficiário (só o dono)',
    body: true,
    answer: A.pixKeyAnswer,
  },
  {
    method: 'get',
    path: '/api/settings/all',
    procedure: 'all',
    summary: 'Tudo o que o diálogo de configurações mostra',
    answer: A.allSettingsAnswer,
  },
  {
    method: 'get',
    path: '/api/settings/location-holidays',
    procedure: 'locationHolidays',
    summary: 'O calendário de feriados do local da empresa',
    query: { year: 'integer' },
    answer: A.locationHolidaysAnswer,
  },
  ...items('holidays', 'feriados personalizados', {
    list: A.holidaysAnswer,
    one: A.holidayAnswer,
    created: A.holidayCreatedAnswer,
  }),
  ...items('bridges', 'pontes de feriado', { list: A.bridgesAnswer, one: A.bridgeAnswer, created: A.bridgeCreatedAnswer }),
  ...items('blocks', 'bloqueios de agenda', { list: A.blocksAnswer, one: A.blockAnswer, created: A.blockCreatedAnswer }),
  ...items('unblocks', 'desbloqueios de dia', { list: A.unblocksAnswer, one: A.unblockAnswer, created: A.unblockAnswer }),
  {
    method: 'get',
    path: '/api/settings/appointments-in-period',
    procedure: 'appointmentsInPeriod',
    summary: 'Os atendimentos ativos que um bloqueio do período cobriria',
    query: { startDate: 'text', endDate: 'text', startTime: 'nullable', endTime: 'nullable' },
    answer: A.periodAppointmentsAnswer,
  },
  {
    method: 'get',
    path: '/api/settings/messages',
    procedure: 'messages',
    summary: 'As mensagens de WhatsApp da clínica (confirmação e retorno), com os padrões onde não foram editadas',
    answer: A.messagesAnswer,
  },
  {
    method: 'put',
    path: '/api/settings/messages',
    procedure: 'updateMessages',
    summary: 'Altera as mensagens de WhatsApp (1 a 1000 caracteres; a de confirmação precisa de {link})',
    body: true,
    answer: A.messagesAnswer,
  },
]);
