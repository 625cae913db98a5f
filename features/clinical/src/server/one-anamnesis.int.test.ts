import { randomUUID } from 'node:crypto';
import { moveTabAnamneses } from '@agenda/clinical/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, json } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// Before the anamnesis became one record, the dental and medical business types had an 'Anamnese'
// form tab beside the clinical module's. The migration folds each tab's answers into the clinical
// anamnesis: nothing typed in either is lost, and the tab's history becomes earlier versions.

interface Note {
  content: Record<string, string>;
  createdByName: string | null;
  versions: { editedByName: string | null; data: { content?: Record<string, string> } }[];
}

let server: TestServer;
let owner: Awaited<ReturnType<typeof registeredOwner>>;
let tabId: string;

const execute = (sql: string, params: unknown[] = []) =>
  server.orm.em.getConnection().execute<Record<string, unknown>[]>(sql, params as never[]);
const anamnesesOf = async (clientId: string) =>
  (await json<{ notes: Note[] }>(await server.request(`/api/clients/${clientId}/notes?type=ANAMNESE`, { token: owner.token })))
    .notes;

/** A tab save as the clients feature stored it before: the row and its history. */
async function oldTabSave(clientId: string, data: Record<string, unknown>, notes: string | null, history: unknown[][]) {
  const at = new Date('2023-03-10T13:00:00Z');
  await execute(
    `insert into client_tab_data (id, company_id, client_id, tab_id, data, notes, last_modified_by_id, last_modified_by,
                                  created_at, updated_at)
     values (?, ?, ?, ?, ?::jsonb, ?, ?, 'Dra. Helena Prado', ?, ?)`,
    [randomUUID(), owner.user.companyId, clientId, tabId, JSON.stringify(data), notes, owner.user.id, at, at],
  );
  for (const [i, [action, changes]] of history.entries()) {
    const stamp = new Date(at.getTime() + i * 60_000);
    await execute(
      `insert into client_tab_history (id, company_id, client_id, tab_id, action, description, user_id, user_name, changes,
                                       created_at, updated_at)
       values (?, ?, ?, ?, ?, 'Anamnese', ?, 'Dra. Helena Prado', ?::jsonb, ?, ?)`,
      [randomUUID(), owner.user.companyId, clientId, tabId, action, owner.user.id, JSON.stringify(changes), stamp, stamp],
    );
  }
}

beforeAll(async () => {
  server = await startTestServer();
  const types = await json<{ businessTypes: { id: string; name: string }[] }>(await server.request('/api/business-types'));
  owner = await registeredOwner(server, {
    businessTypeId: types.businessTypes.find((t) => t.name === 'Clínica Odontológica')?.id,
  });
  const config = await json<{ company: { businessType: { tabs: { id: string; name: string }[] } } }>(
    await server.request('/api/company/config', { token: owner.token }),
  );
  tabId = config.company.businessType.tabs.find((t) => t.name === 'Anamnese')?.id as string;
});
afterAll(() => server.close());

describe('one anamnesis: the old form tab folded into the clinical record', () => {
  it('makes an anamnesis of a tab, answers labelled, its history as earlier versions; merges into an existing one', async () => {
    const onlyTab = await createClient(server, owner, { fullName: 'Joana Tab Apenas' });
    await oldTabSave(
      onlyTab.id,
      {
        nomeCompleto: 'Joana Tab Apenas',
        dataAvaliacao: '2023-03-10',
        queixaPrincipal: 'Dor ao mastigar',
        dorAtual: 'sim',
        intensidadeDor: 'moderada',
        condicoes: ['diabetes', 'hipertensao'],
        alergias: 'Penicilina e dipirona',
        reacaoAnestesia: true,
        habitos: ['fumante'],
        escovacao: '2',
        usaFioDental: true,
      },
      'Paciente ansiosa',
      [
        ['created', [{ field: 'alergias', action: 'added', oldValue: null, newValue: 'Penicilina' }]],
        [
          'updated',
          [
            { field: 'alergias', action: 'modified', oldValue: 'Penicilina', newValue: 'Penicilina e dipirona' },
            { field: 'intensidadeDor', action: 'modified', oldValue: 'leve', newValue: 'moderada' },
          ],
        ],
      ],
    );
    const both = await createClient(server, owner, { fullName: 'Carlos Dois Registros' });
    const created = await server.request(`/api/clients/${both.id}/notes`, {
      method: 'POST',
      token: owner.token,
      json: { type: 'ANAMNESE', title: 'Anamnese', content: { queixaPrincipal: 'Revisão', alergias: 'Penicilina' } },
    });
    expect(created.status).toBe(201);
    await oldTabSave(both.id, { alergias: 'Látex', queixaPrincipal: 'Revisão' }, null, []);

    expect(await moveTabAnamneses(execute)).toBe(2);

    const [made, ...none] = await anamnesesOf(onlyTab.id);
    expect(none).toEqual([]);
    expect(made?.content).toEqual({
      queixaPrincipal: 'Dor ao mastigar',
      historiaDoenca: 'Sente dor no momento?: Sim\nIntensidade da dor: Moderada',
      doencasPreexistentes: 'Condições de saúde: Diabetes, Hipertensão',
      alergias: 'Penicilina e dipirona\nJá teve reação a anestesia?: Sim',
      habitosVida: 'Hábitos: Fumante\nEscovações por dia: 2\nUsa fio dental: Sim',
      observacoes: 'Data da avaliação: 10/03/2023\nPaciente ansiosa',
    });
    expect(made?.createdByName).toBe('Dra. Helena Prado');
    expect(made?.versions).toEqual([
      expect.objectContaining({
        editedByName: 'Dra. Helena Prado',
        data: { content: { Alergias: 'Penicilina', 'Intensidade da dor': 'Leve' } },
      }),
    ]);

    const [merged] = await anamnesesOf(both.id);
    expect(merged?.content).toEqual({ queixaPrincipal: 'Revisão', alergias: 'Penicilina\nLátex' });
    expect(merged?.versions.at(-1)).toMatchObject({
      editedByName: 'Unificação das anamneses',
      data: { content: { alergias: 'Penicilina' } },
    });

    // The tab keeps no second copy; its own history stays readable.
    for (const client of [onlyTab, both]) {
      const tabs = await json<{ clientTabData: unknown[] }>(
        await server.request(`/api/clients/${client.id}/tabs`, { token: owner.token }),
      );
      expect(tabs.clientTabData).toEqual([]);
    }
    const history = await json<{ history: unknown[] }>(
      await server.request(`/api/clients/${onlyTab.id}/tabs/${tabId}/history`, { token: owner.token }),
    );
    expect(history.history).toHaveLength(2);

    // Run again: nothing left to move, nothing doubled.
    expect(await moveTabAnamneses(execute)).toBe(0);
    expect(await anamnesesOf(onlyTab.id)).toHaveLength(1);
  });
});
