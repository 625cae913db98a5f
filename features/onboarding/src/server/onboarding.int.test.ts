import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createService, createServiceType, json, trpcData } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// A new clinic's 'Primeiros passos': each step ticked by the data of the feature that owns it.

interface Steps {
  dismissed: boolean;
  steps: { key: string; done: boolean }[];
}

let server: TestServer;
const stepsOf = async (token: string) => json<Steps>(await server.request('/api/onboarding', { token }));
const PROFILE_KEYS = ['name', 'cnpj', 'phone', 'cep', 'street', 'number', 'complement', 'neighborhood', 'state', 'city'];
const profileOf = (company: Record<string, unknown>) => ({
  ...Object.fromEntries(PROFILE_KEYS.map((k) => [k, company[k]])),
  businessDays: company.businessDays,
  openingTime: company.openingTime,
  closingTime: company.closingTime,
  timeZone: company.timeZone,
});
const doneOf = (answer: Steps) => Object.fromEntries(answer.steps.map((s) => [s.key, s.done]));

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('first steps', () => {
  it('ticks each step when its data exists, and not before', async () => {
    const owner = await registeredOwner(server);
    expect(await stepsOf(owner.token)).toEqual({
      dismissed: false,
      steps: [
        { key: 'company', done: false },
        { key: 'services', done: false },
        { key: 'clients', done: false },
      ],
    });

    // Reading the settings ticks nothing; saving a change to them (or to the company's data) does.
    expect((await server.request('/api/settings', { token: owner.token })).status).toBe(200);
    expect(doneOf(await stepsOf(owner.token))).toEqual({ company: false, services: false, clients: false });
    const saved = await server.request('/api/settings', { method: 'PUT', token: owner.token, json: { lunchBreakEnabled: true } });
    expect(saved.status).toBe(200);
    expect(doneOf(await stepsOf(owner.token))).toEqual({ company: true, services: false, clients: false });
    // The company's data saved with a change ticks it as well.
    const other = await registeredOwner(server);
    const config = await json<{ company: Record<string, unknown> }>(
      await server.request('/api/company/config', { token: other.token }),
    );
    expect(config.company.openingTime).toBeDefined();
    const hours = await server.request('/api/company', {
      method: 'PUT',
      token: other.token,
      json: { ...profileOf(config.company), openingTime: '07:30' },
    });
    expect(hours.status).toBe(200);
    expect(doneOf(await stepsOf(other.token)).company).toBe(true);

    const type = await createServiceType(server, owner);
    await createService(server, owner, type.id);
    await createClient(server, owner);
    expect(doneOf(await stepsOf(owner.token))).toEqual({ company: true, services: true, clients: true });

    // The tRPC twin answers the same; another clinic's data never ticks a step.
    const trpc = await server.request('/trpc/onboarding.steps', { token: owner.token });
    expect(await trpcData<Steps>(trpc)).toEqual(await stepsOf(owner.token));
    const third = await registeredOwner(server);
    expect(doneOf(await stepsOf(third.token))).toEqual({ company: false, services: false, clients: false });
  });

  it('is hidden from the dashboard and brought back; 401 without a session', async () => {
    const owner = await registeredOwner(server);
    const hidden = await server.request('/api/onboarding/dismiss', { method: 'POST', token: owner.token });
    expect(hidden.status).toBe(200);
    expect((await json<Steps>(hidden)).dismissed).toBe(true);
    expect((await stepsOf(owner.token)).dismissed).toBe(true);
    const again = await server.request('/api/onboarding/dismiss', { method: 'POST', token: owner.token });
    expect((await json<Steps>(again)).dismissed).toBe(true);
    const back = await server.request('/api/onboarding/restore', { method: 'POST', token: owner.token });
    expect((await json<Steps>(back)).dismissed).toBe(false);
    for (const [method, path] of [
      ['GET', '/api/onboarding'],
      ['POST', '/api/onboarding/dismiss'],
      ['POST', '/api/onboarding/restore'],
    ] as const) {
      expect((await server.request(path, { method })).status, path).toBe(401);
    }
  });
});
