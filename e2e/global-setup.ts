import { startCepProvider } from './cep-provider.ts';

export default async function globalSetup() {
  const port = Number(process.env.E2E_PORT ?? 3100) + 1;
  const server = await startCepProvider(port);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
