import { describe, expect, it } from 'vitest';
import { replyAction } from './replies.ts';

describe('a patient reply', () => {
  it('confirms with 1 or Confirmar, cancels with 2 or Cancelar, stops with SAIR, whatever the case and spaces', () => {
    expect(['1', ' confirmar ', 'CONFIRMAR', 'Confirmar'].map(replyAction)).toEqual(Array(4).fill('confirmou'));
    expect(['2', 'cancelar', 'Cancelar'].map(replyAction)).toEqual(Array(3).fill('cancelou'));
    expect(['SAIR', 'sair', 'Saír'].map(replyAction)).toEqual(Array(3).fill('sair'));
  });

  it('leaves anything else for the clinic to read', () => {
    expect(['Posso ir às 15h?', '12', 'ok', ''].map(replyAction)).toEqual(Array(4).fill('ler'));
  });
});
