import { TRPCError } from '@trpc/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { badRequest, conflict, describeError, notFound, unauthorized } from './errors.ts';
import { installPtBrValidationMessages } from './validation-messages.ts';

installPtBrValidationMessages();

describe('describeError: tRPC code ↔ HTTP status ↔ pt-BR message', () => {
  it.each([
    [badRequest('Dados ruins'), 'BAD_REQUEST', 400, 'Dados ruins'],
    [unauthorized(), 'UNAUTHORIZED', 401, 'Sessão expirada ou inválida. Faça login novamente.'],
    [notFound('Cliente não encontrado'), 'NOT_FOUND', 404, 'Cliente não encontrado'],
    [conflict('Horário ocupado'), 'CONFLICT', 409, 'Horário ocupado'],
  ])('%s', (error, code, status, message) => {
    expect(describeError(error)).toEqual({ code, status, message });
  });

  it('gives a validation issue its schema message', () => {
    const result = v.safeParse(v.object({ name: v.string('Informe o nome') }), { name: 3 });
    if (!result.issues) throw new Error('expected issues');
    const error = new TRPCError({ code: 'BAD_REQUEST', cause: new v.ValiError(result.issues) });
    expect(describeError(error)).toEqual({ code: 'BAD_REQUEST', status: 400, message: 'Informe o nome' });
  });

  it("never answers valibot's English defaults", () => {
    const schema = v.object({ name: v.string(), age: v.number() });
    expect(v.safeParse(schema, {}).issues?.[0]?.message).toBe('Campo obrigatório: name');
    expect(v.safeParse(schema, { name: 'a', age: 'x' }).issues?.[0]?.message).toBe('Dados inválidos');
    expect(v.safeParse(schema, 'text').issues?.[0]?.message).toBe('Dados inválidos');
  });

  it('turns database conflicts into 409 and hides anything else behind a generic 500', () => {
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    const exclusion = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: Object.assign(new Error('x'), { code: '23P01' }) });
    expect(describeError(unique).status).toBe(409);
    expect(describeError(exclusion).status).toBe(409);
    const crash = describeError(new Error('relation "secret_table" does not exist'));
    expect(crash).toEqual({ code: 'INTERNAL_SERVER_ERROR', status: 500, message: 'Erro interno do servidor' });
  });
});
