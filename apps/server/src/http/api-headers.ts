import type { MiddlewareHandler } from 'hono';
import { setAnswerHeader } from './response-headers.ts';

export const API_PREFIXES = ['/trpc', '/api/', '/auth/', '/healthz'];
export const isApiPath = (path: string) => API_PREFIXES.some((p) => path.startsWith(p));

/**
 * API answers carry patient data: no browser or proxy may keep them. Every JSON answer (the REST
 * paths that are also pages answer JSON to API calls) and everything under the API prefixes.
 */
export const noStoreForApi = (): MiddlewareHandler => async (c, next) => {
  await next();
  const json = c.res.headers.get('content-type')?.includes('application/json');
  if (json || isApiPath(c.req.path)) setAnswerHeader(c, 'Cache-Control', 'no-store');
};
