// The shell's route tree: thin routes that mount each feature's screens. Feature pages are loaded
// lazily, so each is its own chunk and /login carries only the shell and the auth screens.
import type { Permission } from '@agenda/access';
import { loadRegisterPages } from '@agenda/auth/manifest';
import { LoginPage } from '@agenda/auth/web';
import { storedSession } from '@agenda/api-client/session';
import { Outlet, createRootRoute, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { featureRoutes, slotFills } from './features.ts';
import { prefetchPage } from './shell/prefetch-page.ts';
import { HomeRedirect, NotFound, PublicOnly, RequireAuth, RequirePermission } from './shell/guards.tsx';
import { RouteError } from './shell/route-error.tsx';

const rootRoute = createRootRoute({ component: Outlet, notFoundComponent: NotFound });

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomeRedirect });

const publicOnly = createRoute({ getParentRoute: () => rootRoute, id: 'public', component: PublicOnly });
const loginRoute = createRoute({ getParentRoute: () => publicOnly, path: '/login', component: LoginPage });
const registerRoute = createRoute({
  getParentRoute: () => publicOnly,
  path: '/register',
  component: lazyRouteComponent(loadRegisterPages, 'RegisterPage'),
});
const registerSuccessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/register-success',
  component: lazyRouteComponent(loadRegisterPages, 'RegisterSuccessPage'),
});

// Pages anyone may open, signed in or not (an invitation's link): beside /login, outside the shell.
const publicPageRoutes = featureRoutes
  .filter((page) => page.public)
  .map((page) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path: page.path,
      component: lazyRouteComponent(() => page.load().then((component) => ({ default: component }))),
    }),
  );

/**
 * The page behind its permission. The router loads (and, after a failed load, retries) a lazy page
 * through its `preload`: the guard passes it on, so 'Tentar Novamente' fetches the code again.
 */
function guarded(permission: Permission, Page: ReturnType<typeof lazyRouteComponent>) {
  const Guarded = () => <RequirePermission permission={permission} page={Page} />;
  return Object.assign(Guarded, { preload: () => Page.preload?.() });
}

const app = createRoute({ getParentRoute: () => rootRoute, id: 'app', component: RequireAuth });
const pageRoutes = featureRoutes
  .filter((page) => !page.public)
  .map((page) => {
    const Page = lazyRouteComponent(() => page.load().then((component) => ({ default: component })));
    return createRoute({
      getParentRoute: () => app,
      path: page.path,
      component: page.permission ? guarded(page.permission, Page) : Page,
      // Before the page's code is asked for, so the data requests are not queued behind its chunks;
      // never awaited: the page draws as soon as its code is in, with whatever data has arrived.
      beforeLoad: ({ location }) => prefetchPage(page, location.search, slotFills, storedSession),
    });
  });

const routeTree = rootRoute.addChildren([
  homeRoute,
  publicOnly.addChildren([loginRoute, registerRoute]),
  registerSuccessRoute,
  ...publicPageRoutes,
  app.addChildren(pageRoutes),
]);

export const router = createRouter({ routeTree, defaultPreload: 'intent', defaultErrorComponent: RouteError });

// The router's type is not registered: feature pages come from manifests, so their paths are plain
// strings and links are checked at run time (a broken one lands on the pt-BR 404).
