import { type Server, createServer } from 'node:http';

/** A ViaCEP-compatible provider on loopback: the public one is out of reach in tests. */
export const KNOWN_CEPS: Record<string, { logradouro: string; bairro: string; localidade: string; uf: string }> = {
  '01310100': { logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' },
  '20040020': { logradouro: 'Avenida Rio Branco', bairro: 'Centro', localidade: 'Rio de Janeiro', uf: 'RJ' },
};

/** A CEP for which the provider is 'offline': it hangs up without an answer, after a pause long enough to see the lookup under way. */
export const OFFLINE_CEP = '30130010';
const OFFLINE_AFTER_MS = 1500;

export function startCepProvider(port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const cep = /^\/(\d{8})\/json\/?$/.exec(req.url ?? '')?.[1];
    if (cep === OFFLINE_CEP) {
      setTimeout(() => req.socket.destroy(), OFFLINE_AFTER_MS);
      return;
    }
    res.setHeader('content-type', 'application/json');
    if (!cep) {
      res.statusCode = 400;
      return res.end('{}');
    }
    const found = KNOWN_CEPS[cep];
    res.end(JSON.stringify(found ? { cep, ...found } : { erro: true }));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
