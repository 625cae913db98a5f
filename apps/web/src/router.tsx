// The shell's route tree: thin routes that mount each feature's screens. Feature pages are loaded
// lazily, so each is its own chunk and /login carries only the shell and the auth screens.
import { LoginPage, RegisterPage, RegisterSuccessPage } from '@agenda/auth/web';
import { Outlet, createRootRoute, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { HomeRedirect, NotFound, PublicOnly, RequireAuth } from './shell/guards.tsx';

const rootRoute = createRootRoute({ component: Outlet, notFoundComponent: NotFound });

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomeRedirect });

const publicOnly = createRoute({ getParentRoute: () => rootRoute, id: 'public', component: PublicOnly });
const loginRoute = createRoute({ getParentRoute: () => publicOnly, path: '/login', component: LoginPage });
const registerRoute = createRoute({ getParentRoute: () => publicOnly, path: '/register', component: RegisterPage });
const registerSuccessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/register-success',
  component: RegisterSuccessPage,
});

const app = createRoute({ getParentRoute: () => rootRoute, id: 'app', component: RequireAuth });
const dashboardRoute = createRoute({
  getParentRoute: () => app,
  path: '/dashboard',
  component: lazyRouteComponent(() => import('@agenda/calendar/web'), 'DashboardPage'),
});
const servicesRoute = createRoute({
  getParentRoute: () => app,
  path: '/services',
  component: lazyRouteComponent(() => import('@agenda/services/web'), 'ServicesPage'),
});

const routeTree = rootRoute.addChildren([
  homeRoute,
  publicOnly.addChildren([loginRoute, registerRoute]),
  registerSuccessRoute,
  app.addChildren([dashboardRoute, servicesRoute]),
]);

export const router = createRouter({ routeTree, defaultPreload: 'intent' });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
