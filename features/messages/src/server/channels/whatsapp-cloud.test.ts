import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type WhatsappStandIn, startWhatsappStandIn } from '../../stand-in/whatsapp-stand-in.ts';
import recorded from './fixtures/meta-send-template.json' with { type: 'json' };
import { whatsappCloud } from './whatsapp-cloud.ts';

const PARAMETERS = recorded.request.body.template.components[0]?.parameters.map((p) => p.text) ?? [];
const message = {
  to: '5511987654321',
  text: 'Olá, Carla!',
  subject: 'Lembrete',
  template: { name: 'lembrete_consulta', language: 'pt_BR', parameters: PARAMETERS },
};
const account = { phoneNumberId: '106540352242922', token: 'EAAJB...', template: 'lembrete_consulta' };

/** A server that answers as Meta's documentation records, keeping what it was sent. */
async function recordedGraph(answer: { status: number; body: unknown }) {
  const seen: { path: string; headers: Record<string, unknown>; body: unknown }[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => {
      raw += c.toString('utf8');
    });
    req.on('end', () => {
      seen.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(raw) });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}/v21.0`, seen, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('the WhatsApp Cloud API adapter against the documented example', () => {
  it('sends the documented request and reads the message id from the documented answer', async () => {
    const graph = await recordedGraph(recorded.response);
    try {
      const sent = await whatsappCloud({ baseUrl: graph.base }).send(account, message);
      expect(sent).toEqual({ providerMessageId: recorded.response.body.messages[0]?.id });
      expect(graph.seen[0]?.path).toBe(recorded.request.path);
      expect(graph.seen[0]?.headers.authorization).toBe(recorded.request.headers.authorization);
      expect(graph.seen[0]?.body).toEqual(recorded.request.body);
    } finally {
      await graph.close();
    }
  });

  it("turns the documented error into a permanent failure with Meta's message", async () => {
    const graph = await recordedGraph(recorded.error);
    try {
      await expect(whatsappCloud({ baseUrl: graph.base }).send(account, message)).rejects.toMatchObject({
        permanent: true,
        message: 'WhatsApp recusou: (#131030) Recipient phone number not in allowed list',
      });
    } finally {
      await graph.close();
    }
  });
});

describe('the adapter against the stand-in provider', () => {
  let standIn: WhatsappStandIn;
  beforeAll(async () => {
    standIn = await startWhatsappStandIn({ appSecret: 'x', tokens: { [account.phoneNumberId]: account.token } });
  });
  afterAll(() => standIn.close());

  it('is accepted, and the stand-in keeps the template and its parameters', async () => {
    const sent = await whatsappCloud({ baseUrl: standIn.baseUrl }).send(account, message);
    expect(standIn.messages).toEqual([
      expect.objectContaining({ id: sent.providerMessageId, to: message.to, parameters: PARAMETERS }),
    ]);
  });

  it('a wrong token is permanent, an outage is retried', async () => {
    const adapter = whatsappCloud({ baseUrl: standIn.baseUrl });
    await expect(adapter.send({ ...account, token: 'wrong' }, message)).rejects.toMatchObject({ permanent: true });
    standIn.failNext(1);
    await expect(adapter.send(account, message)).rejects.toMatchObject({ permanent: false });
    await expect(
      whatsappCloud({ baseUrl: 'http://127.0.0.1:9/v21.0', timeoutMs: 500 }).send(account, message),
    ).rejects.toMatchObject({
      permanent: false,
    });
  });
});
