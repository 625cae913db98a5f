import { randomCpf } from '@agenda/br';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RICH_FORM_TAB, RICH_FORM_TYPE, addRichFormBusinessType } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// Client tabs: data validated against the business type's config, and the field-by-field history
// each save appends in its transaction.

type Owner = Awaited<ReturnType<typeof registeredOwner>>;
interface TabData {
  tabId: string;
  data: Record<string, unknown>;
  notes: string | null;
  lastModifiedBy: string | null;
  updatedAt: string | null;
}
interface History {
  history: {
    action: string;
    description: string;
    user: string | null;
    timestamp: string;
    changes: { field: string; action: string; oldValue: unknown; newValue: unknown }[];
  }[];
  tabName: string;
  clientName: string;
}

const PREFIXES = ['/api/clients', '/clients'] as const;
const OWNER_NAME = 'Maria Clara Ferreira';

let server: TestServer;
let owner: Owner;
let other: Owner;
let dental: Owner;
let anamnese: string;
let dentalAnamnesis: string;
let odontogram: string;
let foreignTab: string;

const json = async <T>(res: Response) => (await res.json()) as T;
const errorOf = async (res: Response) => (await json<{ error: string }>(res)).error;

async function ownerOf(typeName: string) {
  const types = await json<{ businessTypes: { id: string; name: string }[] }>(await server.request('/api/business-types'));
  const type = types.businessTypes.find((t) => t.name === typeName);
  const o = await registeredOwner(server, { businessTypeId: type?.id });
  const config = await json<{ company: { businessType: { tabs: { id: string; name: string }[] } } }>(
    await server.request('/api/company/config', { token: o.token }),
  );
  return { ...o, tabs: config.company.businessType.tabs };
}

async function newClient(token: string, fullName = 'Beatriz Nogueira') {
  const res = await server.request('/api/clients', {
    method: 'POST',
    token,
    json: { fullName, cpf: randomCpf(), phone: '11987654321' },
  });
  return (await json<{ client: { id: string; fullName: string } }>(res)).client;
}

const save = (token: string, clientId: string, tabId: string, body: unknown, prefix = '/api/clients') =>
  server.request(`${prefix}/${clientId}/tabs/${tabId}`, { method: 'PUT', token, json: body });
const historyOf = async (token: string, clientId: string, tabId: string, prefix = '/api/clients') =>
  json<History>(await server.request(`${prefix}/${clientId}/tabs/${tabId}/history`, { token }));

const filled = {
  queixaPrincipal: 'Dor ao mastigar do lado direito',
  dorAtual: 'sim',
  intensidadeDor: 'moderada',
  condicoes: ['diabetes', 'hipertensao'],
  emTratamentoMedico: false,
};

beforeAll(async () => {
  server = await startTestServer();
  await addRichFormBusinessType(server);
  const form = await ownerOf(RICH_FORM_TYPE);
  owner = form;
  // The form tab of the tests (every kind of field); the variable keeps the name of the form it replaced.
  anamnese = form.tabs.find((t) => t.name === RICH_FORM_TAB)?.id as string;
  const dentalOwner = await ownerOf('Clínica Odontológica');
  dental = dentalOwner;
  dentalAnamnesis = dentalOwner.tabs.find((t) => t.name === 'Anamnese')?.id as string;
  odontogram = dentalOwner.tabs.find((t) => t.name === 'Odontograma')?.id as string;
  const beauty = await ownerOf('Salão de Beleza');
  other = beauty;
  foreignTab = beauty.tabs[0]?.id as string;
});
afterAll(() => server.close());

describe('client tab data', () => {
  it('answers empty data for a tab never saved, and the saved tab with the signed-in user as saver', async () => {
    const client = await newClient(owner.token);
    for (const prefix of PREFIXES) {
      expect(await json(await server.request(`${prefix}/${client.id}/tabs`, { token: owner.token }))).toEqual({
        clientTabData: [],
      });
      expect(await json(await server.request(`${prefix}/${client.id}/tabs/${anamnese}`, { token: owner.token }))).toEqual({
        tabId: anamnese,
        data: {},
        notes: null,
        lastModifiedBy: null,
        updatedAt: null,
      });
    }
    const res = await save(owner.token, client.id, anamnese, {
      data: { ...filled, nomeCompleto: 'Outro Nome', campoInventado: 'x', qualTratamento: 'escondido' },
      notes: '  Paciente ansiosa  ',
      lastModifiedBy: 'Alguém Inventado',
    });
    expect(res.status).toBe(200);
    const saved = await json<TabData>(res);
    // Unknown, read-only and hidden (conditional) fields are not stored.
    expect(saved).toMatchObject({ tabId: anamnese, data: filled, notes: 'Paciente ansiosa', lastModifiedBy: OWNER_NAME });
    expect(saved.updatedAt).not.toBeNull();
    for (const prefix of PREFIXES) {
      const all = await json<{ clientTabData: TabData[] }>(
        await server.request(`${prefix}/${client.id}/tabs`, { token: owner.token }),
      );
      expect(all.clientTabData).toEqual([saved]);
    }
    const trpc = await server.request(
      `/trpc/clients.tabs.get?input=${encodeURIComponent(JSON.stringify({ clientId: client.id, tabId: anamnese }))}`,
      { token: owner.token },
    );
    expect((await json<{ result: { data: TabData } }>(trpc)).result.data).toEqual(saved);
  });

  it('refuses data that breaks the tab’s config with a pt-BR 400', async () => {
    const client = await newClient(owner.token);
    const cases: [Record<string, unknown>, string][] = [
      [{ dorAtual: 'sim' }, 'O campo "Queixa principal" é obrigatório'],
      [{ queixaPrincipal: '   ' }, 'O campo "Queixa principal" é obrigatório'],
      [{ queixaPrincipal: 'x'.repeat(1001) }, 'O campo Queixa principal deve ter no máximo 1000 caracteres'],
      [{ queixaPrincipal: 'Dor', dorAtual: 'talvez' }, 'Valor inválido para o campo "Sente dor no momento?"'],
      [{ queixaPrincipal: 'Dor', condicoes: ['gripe'] }, 'Valor inválido para o campo "Condições de saúde"'],
      [{ queixaPrincipal: 'Dor', usaFioDental: 'sim' }, 'Valor inválido para o campo "Usa fio dental"'],
      [{ queixaPrincipal: 'Dor', dataAvaliacao: '2023-02-30' }, 'Valor inválido para o campo "Data da avaliação"'],
    ];
    for (const [data, message] of cases) {
      const res = await save(owner.token, client.id, anamnese, { data });
      expect(res.status, message).toBe(400);
      expect(await errorOf(res)).toBe(message);
    }
    const notObject = await save(owner.token, client.id, anamnese, { data: ['x'] });
    expect(notObject.status).toBe(400);
    expect(await errorOf(notObject)).toBe('Dados da aba inválidos');
    const longNotes = await save(owner.token, client.id, anamnese, { data: { queixaPrincipal: 'Dor' }, notes: 'x'.repeat(5001) });
    expect(await errorOf(longNotes)).toBe('O campo Observações deve ter no máximo 5000 caracteres');
    expect(
      (await json<{ clientTabData: unknown[] }>(await server.request(`/api/clients/${client.id}/tabs`, { token: owner.token })))
        .clientTabData,
    ).toEqual([]);
  });

  it('keeps a module tab’s data (odontogram) as sent', async () => {
    const client = await newClient(dental.token);
    const res = await save(dental.token, client.id, odontogram, { data: { teeth: { 11: 'caries' } } }, '/clients');
    expect((await json<TabData>(res)).data).toEqual({ teeth: { 11: 'caries' } });
  });

  it('keeps nothing in the anamnesis tab: the patient’s one anamnesis is the clinical module’s (409)', async () => {
    const client = await newClient(dental.token);
    for (const prefix of PREFIXES) {
      const res = await save(dental.token, client.id, dentalAnamnesis, { data: { alergias: 'Penicilina' } }, prefix);
      expect(res.status).toBe(409);
      expect(await errorOf(res)).toBe('A anamnese do paciente é registrada no módulo clínico.');
    }
    const trpc = await server.request('/trpc/clients.tabs.save', {
      method: 'POST',
      token: dental.token,
      json: { clientId: client.id, tabId: dentalAnamnesis, data: { alergias: 'Penicilina' } },
    });
    expect(trpc.status).toBe(409);
    expect(
      (await json<{ clientTabData: unknown[] }>(await server.request(`/api/clients/${client.id}/tabs`, { token: dental.token })))
        .clientTabData,
    ).toEqual([]);
  });

  it('answers 404 across companies, for another business type’s tab and unknown ids; 401 without a token', async () => {
    const client = await newClient(owner.token);
    const foreignClient = await newClient(other.token);
    for (const prefix of PREFIXES) {
      const calls = [
        [`${prefix}/${client.id}/tabs`, other.token, 'Cliente não encontrado'],
        [`${prefix}/${client.id}/tabs/${anamnese}`, other.token, 'Cliente não encontrado'],
        [`${prefix}/${client.id}/tabs/${anamnese}/history`, other.token, 'Cliente não encontrado'],
        [`${prefix}/${client.id}/tabs/${foreignTab}`, owner.token, 'Aba não encontrada'],
        [`${prefix}/${client.id}/tabs/nao-e-aba/history`, owner.token, 'Aba não encontrada'],
        [`${prefix}/${foreignClient.id}/tabs/${foreignTab}`, owner.token, 'Cliente não encontrado'],
      ] as const;
      for (const [path, token, message] of calls) {
        const res = await server.request(path, { token });
        expect(res.status, path).toBe(404);
        expect(await errorOf(res)).toBe(message);
      }
      const put = await save(other.token, client.id, anamnese, { data: filled }, prefix);
      expect(put.status).toBe(404);
      expect((await server.request(`${prefix}/${client.id}/tabs/${anamnese}`)).status).toBe(401);
      expect((await save('', client.id, anamnese, { data: filled }, prefix)).status).toBe(401);
    }
  });
});

describe('client tab history', () => {
  it('records each save field by field, newest first, and nothing for a save that changes nothing', async () => {
    const client = await newClient(owner.token, 'Renata Moraes');
    await save(owner.token, client.id, anamnese, { data: filled, notes: 'Primeira consulta' });
    const changed = { ...filled, intensidadeDor: 'intensa', condicoes: ['diabetes'], alergias: 'Penicilina' };
    delete (changed as Record<string, unknown>).emTratamentoMedico;
    await save(owner.token, client.id, anamnese, { data: changed, notes: 'Primeira consulta' });
    const unchanged = await save(owner.token, client.id, anamnese, { data: changed, notes: 'Primeira consulta' });
    expect(unchanged.status).toBe(200);

    for (const prefix of PREFIXES) {
      const answer = await historyOf(owner.token, client.id, anamnese, prefix);
      expect(answer.tabName).toBe(RICH_FORM_TAB);
      expect(answer.clientName).toBe('Renata Moraes');
      expect(answer.history.map((h) => h.action)).toEqual(['updated', 'created']);
      const [update, creation] = answer.history;
      expect(update?.user).toBe(OWNER_NAME);
      expect(Date.now() - Date.parse(update?.timestamp ?? '')).toBeLessThan(60_000);
      expect((update?.timestamp ?? '') >= (creation?.timestamp ?? '')).toBe(true);
      expect(update?.changes).toEqual([
        { field: 'intensidadeDor', action: 'modified', oldValue: 'moderada', newValue: 'intensa' },
        { field: 'condicoes', action: 'modified', oldValue: ['diabetes', 'hipertensao'], newValue: ['diabetes'] },
        { field: 'alergias', action: 'added', oldValue: null, newValue: 'Penicilina' },
        { field: 'emTratamentoMedico', action: 'removed', oldValue: false, newValue: null },
      ]);
      expect(creation?.changes).toContainEqual({
        field: 'notes',
        action: 'added',
        oldValue: null,
        newValue: 'Primeira consulta',
      });
      expect(creation?.changes).toContainEqual({
        field: 'queixaPrincipal',
        action: 'added',
        oldValue: null,
        newValue: filled.queixaPrincipal,
      });
    }
  });

  it('makes a delete archive the client, and the export carry the tabs with their history', async () => {
    const client = await newClient(owner.token, 'Otávio Arquivado');
    await save(owner.token, client.id, anamnese, { data: filled });
    const removed = await server.request(`/api/clients/${client.id}`, { method: 'DELETE', token: owner.token });
    expect(await json(removed)).toEqual({ ok: true, archived: true });
    const exported = await json<{ tabs: { tabName: string; data: unknown; history: { action: string }[] }[] }>(
      await server.request(`/api/clients/${client.id}/export`, { token: owner.token }),
    );
    expect(exported.tabs).toHaveLength(1);
    expect(exported.tabs[0]).toMatchObject({ tabName: RICH_FORM_TAB, data: filled, history: [{ action: 'created' }] });
  });
});
