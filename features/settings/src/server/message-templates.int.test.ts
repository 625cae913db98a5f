import { requestEm } from '@agenda/db';
import { DEFAULT_MESSAGE_TEMPLATES } from '@agenda/settings/shared';
import { messageTemplates } from '@agenda/settings/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Owner, expectError, json } from '@agenda/server/testing';
import { signedInMember } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// Issue 25, the message templates of 'Mensagens': GET/PUT /api/settings/messages (permission
// 'settings'), stored per clinic, read by messageTemplates() — which confirmations and recalls call.

let server: TestServer;
let owner: Owner;
let other: Owner;
type Templates = { CONFIRMATION: string; RECALL: string };

const get = async (who: { token: string }) =>
  (await json<{ templates: Templates }>(await server.request('/api/settings/messages', { token: who.token }))).templates;
const put = (who: { token: string } | null, body: unknown) =>
  server.request('/api/settings/messages', { method: 'PUT', token: who?.token, json: body });
const stored = (who: Owner) => messageTemplates(requestEm(server.orm, who.user.companyId), who.user.companyId);

const CONFIRMATION = 'Oi {nome}! Consulta em {data} às {hora} com {profissional}. Responda aqui: {link}';

beforeAll(async () => {
  server = await startTestServer();
  [owner, other] = [await registeredOwner(server), await registeredOwner(server)];
});
afterAll(() => server?.close());

describe('GET/PUT /api/settings/messages', () => {
  it('answers the defaults until the clinic edits them', async () => {
    expect(await get(owner)).toEqual(DEFAULT_MESSAGE_TEMPLATES);
    expect(await stored(owner)).toEqual(DEFAULT_MESSAGE_TEMPLATES);
  });

  it('stores a kind (trimmed), leaves the other as it was, and messageTemplates reads it; another clinic keeps its own', async () => {
    const res = await put(owner, { templates: { CONFIRMATION: `  ${CONFIRMATION}\n` } });
    expect(res.status).toBe(200);
    expect((await json<{ templates: Templates }>(res)).templates).toEqual({ ...DEFAULT_MESSAGE_TEMPLATES, CONFIRMATION });
    expect(await get(owner)).toEqual({ ...DEFAULT_MESSAGE_TEMPLATES, CONFIRMATION });
    expect(await stored(owner)).toEqual({ ...DEFAULT_MESSAGE_TEMPLATES, CONFIRMATION });
    expect(await get(other)).toEqual(DEFAULT_MESSAGE_TEMPLATES);

    const recall = 'Olá {nome}, seu retorno de {servico} na {clinica} é em {data}.';
    expect((await put(owner, { templates: { RECALL: recall } })).status).toBe(200);
    expect(await stored(owner)).toEqual({ CONFIRMATION, RECALL: recall });
  });

  it("'Restaurar padrão': saving the default text brings the default back", async () => {
    expect((await put(owner, { templates: DEFAULT_MESSAGE_TEMPLATES })).status).toBe(200);
    expect(await stored(owner)).toEqual(DEFAULT_MESSAGE_TEMPLATES);
  });

  it.each([
    [{ templates: { CONFIRMATION: '   ' } }, 'Escreva a mensagem de Confirmação da consulta'],
    [{ templates: { RECALL: 'x'.repeat(1001) } }, 'A mensagem de Retorno pode ter no máximo 1000 caracteres'],
    [
      { templates: { CONFIRMATION: 'Olá {nome}, confirme respondendo esta mensagem.' } },
      'A mensagem de Confirmação da consulta precisa do marcador {link}: é por ele que o paciente confirma ou cancela',
    ],
    [{ templates: { RECALL: 'Olá {nomee}!' } }, 'A mensagem de Retorno usa um marcador que não existe: {nomee}'],
    [{ templates: { RECALL: 'Seu retorno: {link}' } }, 'A mensagem de Retorno usa um marcador que não existe: {link}'],
    [{ templates: { CONFIRMATION: 42 } }, 'Escreva a mensagem de Confirmação da consulta'],
    [{ templates: { OTHER: 'x' } }, 'Informe as mensagens em templates (CONFIRMATION e/ou RECALL)'],
    [{}, 'Informe as mensagens em templates (CONFIRMATION e/ou RECALL)'],
  ])('refuses a bad body with a pt-BR 400: %#', async (body, error) => {
    await expectError(await put(owner, body), 400, error);
  });

  it('is the owner’s: professionals and reception get 403; no session, 401', async () => {
    for (const role of ['PROFESSIONAL', 'RECEPTION'] as const) {
      const member = await signedInMember(server, owner.user.companyId, role);
      await expectError(
        await server.request('/api/settings/messages', { token: member.token }),
        403,
        'Você não tem permissão para esta ação.',
      );
      await expectError(
        await put(member, { templates: { RECALL: 'Olá {nome}' } }),
        403,
        'Você não tem permissão para esta ação.',
      );
    }
    expect((await put(null, { templates: {} })).status).toBe(401);
  });
});
