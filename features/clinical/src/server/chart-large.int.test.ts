import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, json } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// The chart of the budget's patient: the 52 teeth of a mixed chart and 200 items by face, all in one
// answer. How fast it is read is measured by the chart bench (infra/bench/chart-bench.ts), out of
// the test run: a timed bound here would fail by the neighbours' work on a shared machine.

let server: TestServer;
let owner: Awaited<ReturnType<typeof registeredOwner>>;
let clientId: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = await registeredOwner(server);
  clientId = (await createClient(server, owner, { birthDate: '2017-05-10' })).id;
  const { treatments } = await json<{ treatments: { id: string }[] }>(
    await server.request('/api/dental-treatments', { token: owner.token }),
  );
  const teeth = [16, 26, 36, 46, 14, 24, 34, 44, 55, 65, 75, 85, 54, 64, 74, 84];
  for (let i = 0; i < 200; i++) {
    const tooth = teeth[i % teeth.length] as number;
    const res = await server.request(`/api/clients/${clientId}/tooth-treatments`, {
      method: 'POST',
      token: owner.token,
      json: {
        toothId: tooth,
        treatmentId: treatments[i % treatments.length]?.id,
        surfaces: ['M', 'O', 'D'].slice(0, 1 + (i % 3)),
      },
    });
    expect(res.status).toBe(201);
  }
}, 120_000);
afterAll(() => server.close());

describe('the chart of a 52-tooth patient with 200 items', () => {
  it('answers the 52 teeth with every item on its tooth and faces', async () => {
    const path = `/api/clients/${clientId}/odontograma?dentition=mixed`;
    const { teeth } = await json<{ teeth: { treatments: unknown[] }[] }>(await server.request(path, { token: owner.token }));
    expect(teeth).toHaveLength(52);
    expect(teeth.reduce((n, t) => n + t.treatments.length, 0)).toBe(200);
  });
});
