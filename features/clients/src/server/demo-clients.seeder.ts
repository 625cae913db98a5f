import { companyOwner, companyTabs } from '@agenda/auth/server';
import { addDays } from '@agenda/br';
import { type Em, TENANT_FILTER, make, withoutTenant } from '@agenda/db';
import { configFields, parseTabConfig } from '../shared/tab-config.ts';
import { saveClientTabData } from './client-tabs.service.ts';
import { companyToday } from './clients.service.ts';
import { demoClientFields } from './demo-clients.data.ts';
import { demoPopulation, demoRandom } from './demo-population.data.ts';
import { type Client, ClientSchema } from './entities/client.entity.ts';

/** Enough patients that search and paging are real: the dozen named ones plus a generated crowd. */
export const DEMO_POPULATION = 320;

/**
 * The demo clinic's patients: a dozen hand-written ones (a few within the 'Novos' window) and a few
 * hundred generated, some with a filled-in first form tab and a change in its history. Idempotent:
 * a company that already has clients gets them back unchanged.
 */
export async function seedDemoClients(em: Em, companyId: string): Promise<Client[]> {
  const existing = await em.find(ClientSchema, { companyId }, { ...withoutTenant, orderBy: { fullName: 'asc', id: 'asc' } });
  if (existing.length > 0) return existing;
  const today = await companyToday(em, companyId);
  const named = demoClientFields();
  const crowd = demoPopulation(DEMO_POPULATION, today, new Set(named.map((c) => c.cpf)));
  const clients = await em.transactional(async (tx) => {
    const rows = [
      ...named.map((fields, i) =>
        make(tx, ClientSchema, { companyId, ...fields, registrationDate: addDays(today, -(i * 17)), archivedAt: null }),
      ),
      ...crowd.map((fields) => make(tx, ClientSchema, { companyId, ...fields, archivedAt: null })),
    ];
    await tx.flush();
    return rows;
  });
  await seedDemoTabs(em, companyId, clients);
  return clients.sort((a, b) => a.fullName.localeCompare(b.fullName, 'pt-BR'));
}

const SAMPLE: Record<string, (pick: () => number) => unknown> = {
  queixaPrincipal: (p) =>
    ['Sensibilidade ao frio', 'Dor ao mastigar', 'Sangramento gengival', 'Avaliação de rotina'][Math.floor(p() * 4)],
  dorAtual: (p) => (p() < 0.5 ? 'sim' : 'nao'),
  intensidadeDor: (p) => ['leve', 'moderada', 'intensa'][Math.floor(p() * 3)],
  emTratamentoMedico: (p) => p() < 0.3,
  condicoes: (p) => (p() < 0.4 ? ['hipertensao'] : []),
  escovacao: (p) => String(1 + Math.floor(p() * 3)),
  usaFioDental: (p) => p() < 0.5,
  demanda: () => 'Ansiedade no trabalho',
  objetivos: () => 'Melhorar a textura da pele',
  diagnosticoClinico: () => 'Lombalgia',
  tipoCabelo: () => 'cacheado',
};

/** Some patients with their first form tab filled in and then changed once (a history to show). */
async function seedDemoTabs(em: Em, companyId: string, clients: Client[]): Promise<void> {
  const owner = await companyOwner(em, companyId);
  if (!owner) return;
  const tab = (await companyTabs(em, companyId)).find((t) => parseTabConfig(t.fieldConfig).kind === 'form');
  if (!tab) return;
  const fields = configFields(parseTabConfig(tab.fieldConfig)).filter((f) => !f.readOnly);
  const tenant = em.fork();
  tenant.setFilterParams(TENANT_FILTER, { companyId });
  const actor = { userId: owner.id, userName: owner.fullName, audit: [] };
  const pick = demoRandom(7);
  for (const client of clients.filter((_, i) => i % 9 === 0).slice(0, 36)) {
    const data: Record<string, unknown> = {};
    for (const field of fields) {
      const sample = SAMPLE[field.name];
      if (sample) data[field.name] = sample(pick);
      else if (field.required) data[field.name] = 'Consulta de avaliação';
    }
    await saveClientTabData(tenant, companyId, { clientId: client.id, tabId: tab.id, data, notes: null }, actor);
    if (pick() < 0.6) {
      await saveClientTabData(
        tenant,
        companyId,
        { clientId: client.id, tabId: tab.id, data: { ...data, usaFioDental: true }, notes: 'Retorno em 6 meses' },
        actor,
      );
    }
  }
}
