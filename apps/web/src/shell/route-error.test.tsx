// @vitest-environment happy-dom
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCodeLoadFailure, ROUTE_ERROR_TEXTS, RouteError } from './route-error.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(check()).toBe(true);
}

/** A router like the app's, whose one page throws while rendering until `state.broken` is false. */
function appWithBrokenPage(state: { broken: boolean }) {
  const rootRoute = createRootRoute({ component: Outlet });
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => {
      if (state.broken) throw new Error('render failed');
      return <p>Agenda da semana</p>;
    },
  });
  return createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    defaultErrorComponent: RouteError,
  });
}

describe('a page that fails to render', () => {
  it('shows the pt-BR error screen, and "Tentar Novamente" renders the page again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const state = { broken: true };
    const router = appWithBrokenPage(state);
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    await act(async () => root?.render(<RouterProvider router={router} />));

    await until(() => container.textContent?.includes(ROUTE_ERROR_TEXTS.title) ?? false);
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('Não foi possível exibir esta página.');
    expect(container.textContent).not.toMatch(/Something went wrong/i);

    state.broken = false;
    const retry = [...container.querySelectorAll('button')].find((b) => b.textContent === ROUTE_ERROR_TEXTS.retry);
    expect(retry).toBeDefined();
    await act(async () => retry?.click());
    await until(() => container.textContent?.includes('Agenda da semana') ?? false);
    expect(container.textContent).not.toContain(ROUTE_ERROR_TEXTS.title);
  });
});

describe('a page whose code could not be fetched', () => {
  it('is told apart from a page that failed to render, so the retry can start a new document', () => {
    expect(
      isCodeLoadFailure(new TypeError('Failed to fetch dynamically imported module: http://x/assets/services-page-a.js')),
    ).toBe(true);
    expect(isCodeLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isCodeLoadFailure(new Error('render failed'))).toBe(false);
    expect(isCodeLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
  });
});
