import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createFirebaseAccount, registrationPayload, startTestServer } from '../testing/test-server.ts';

// What the request log may hold: request id, method, path, status and time — never a token, a
// password or a patient's data.
const lines: string[] = [];
let server: TestServer;

beforeAll(async () => {
  const capture = (level: string) => (message: string, fields?: Record<string, unknown>) =>
    lines.push(JSON.stringify({ level, message, ...fields }));
  server = await startTestServer({}, { log: { info: capture('info'), error: capture('error') } });
});
afterAll(() => server.close());

describe('request log', () => {
  it('records each request without tokens, passwords or personal data', async () => {
    const account = await createFirebaseAccount(server.emulatorHost);
    const payload = registrationPayload(account, { password: 'segredo-muito-secreto', fullName: 'Paciente Sigilosa' });
    const reg = await server.request('/auth/register', { method: 'POST', json: payload, headers: { 'x-request-id': 'req-123' } });
    expect(reg.status).toBe(201);
    const login = await server.request('/auth/login', { method: 'POST', json: { idToken: account.idToken } });
    const { token } = (await login.json()) as { token: string };
    await server.request('/api/clients', {
      method: 'POST',
      token,
      json: { fullName: 'Joana Prontuário', cpf: '529.982.247-25', phone: '11987654321', notes: 'alergia a penicilina' },
    });
    await server.request('/api/clients/search/52998224725', { token });

    const log = lines.join('\n');
    expect(log).toContain('"requestId":"req-123"');
    expect(log).toContain('"path":"/auth/register"');
    expect(log).toContain('"status":201');
    expect(log).toContain('"path":"/api/clients/search/***"');
    for (const secret of [
      token,
      account.idToken,
      'segredo-muito-secreto',
      'Paciente Sigilosa',
      'Joana Prontuário',
      'penicilina',
      '52998224725',
    ])
      expect(log).not.toContain(secret);
  });
});
