import { restRoutes } from '@agenda/trpc/rest';
import { movementsAnswer, productAnswer, productRemovedAnswer, productsAnswer } from '../shared/answer-schemas.ts';
import { productsRouter } from './router.ts';

/** The documented REST paths of products (plus the stock ledger's), over the same router as tRPC. */
export const productsRest = restRoutes(productsRouter, 'Produtos', [
  { method: 'get', path: '/api/products', procedure: 'list', summary: 'Os produtos', answer: productsAnswer },
  {
    method: 'post',
    path: '/api/products',
    procedure: 'create',
    summary: 'Cadastra um produto',
    body: true,
    status: 201,
    answer: productAnswer,
  },
  {
    method: 'put',
    path: '/api/products/:id',
    procedure: 'update',
    summary: 'Altera um produto',
    body: true,
    answer: productAnswer,
  },
  {
    method: 'delete',
    path: '/api/products/:id',
    procedure: 'remove',
    summary: 'Exclui um produto (arquiva se já foi vendido)',
    answer: productRemovedAnswer,
  },
  {
    method: 'get',
    path: '/api/products/:id/movements',
    procedure: 'movements',
    summary: 'As movimentações de estoque',
    answer: movementsAnswer,
  },
  {
    method: 'post',
    path: '/api/products/:id/stock-adjustments',
    procedure: 'adjustStock',
    summary: 'Ajusta o estoque (entrada ou baixa, com o motivo)',
    body: true,
    answer: productAnswer,
  },
]);
