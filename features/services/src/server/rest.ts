import { okAnswer, restRoutes } from '@agenda/trpc/rest';
import {
  serviceAnswer,
  serviceRemovedAnswer,
  serviceTypeAnswer,
  serviceTypesAnswer,
  servicesAnswer,
} from '../shared/answer-schemas.ts';
import { servicesRouter } from './router.ts';

/** The documented REST paths of services and service types (part 2 §7), over the same router as tRPC. */
export const servicesRest = restRoutes(servicesRouter, 'Serviços', [
  { method: 'get', path: '/services', procedure: 'list', summary: 'Os serviços', answer: servicesAnswer },
  { method: 'get', path: '/api/services', procedure: 'list', summary: 'Os serviços', answer: servicesAnswer },
  {
    method: 'post',
    path: '/services',
    procedure: 'create',
    summary: 'Cadastra um serviço',
    body: true,
    status: 201,
    answer: serviceAnswer,
  },
  { method: 'put', path: '/services/:id', procedure: 'update', summary: 'Altera um serviço', body: true, answer: serviceAnswer },
  {
    method: 'delete',
    path: '/services/:id',
    procedure: 'remove',
    summary: 'Exclui um serviço (arquiva se há atendimentos com ele)',
    answer: serviceRemovedAnswer,
  },
  { method: 'get', path: '/service-types', procedure: 'listTypes', summary: 'Os tipos de serviço', answer: serviceTypesAnswer },
  {
    method: 'post',
    path: '/service-types',
    procedure: 'createType',
    summary: 'Cadastra um tipo de serviço',
    body: true,
    status: 201,
    answer: serviceTypeAnswer,
  },
  {
    method: 'put',
    path: '/service-types/:id',
    procedure: 'updateType',
    summary: 'Altera um tipo de serviço',
    body: true,
    answer: serviceTypeAnswer,
  },
  {
    method: 'delete',
    path: '/service-types/:id',
    procedure: 'removeType',
    summary: 'Exclui um tipo de serviço',
    answer: okAnswer,
  },
]);
