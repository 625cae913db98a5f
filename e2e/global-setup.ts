import { E2E_PORT } from './server.mjs';
import { startCepProvider } from './cep-provider.ts';

export default async function globalSetup() {
  const port = E2E_PORT + 1;
  const server = await startCepProvider(port);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
