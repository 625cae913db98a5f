import type { Permission } from '@agenda/access';
import { loginHref, returnPath, useAuth } from '@agenda/auth/web';
import { EmptyState, useMay } from '@agenda/ui';
import { Link, Navigate, Outlet, useRouter } from '@tanstack/react-router';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';

// The signed-in shell (top bar, query client, feature pages) is not needed to sign in.
const loadAppLayout = () => import('./app-layout.tsx');
const AppLayout = lazy(() => loadAppLayout().then((m) => ({ default: m.AppLayout })));

/** A returning visitor's signed-in shell starts loading with the session check, not after it. */
export const preloadAppLayout = () => void loadAppLayout();

const Loading = () => <p className="shell-loading">Carregando...</p>;

/** Replaces the address with `href` (a path with its query string). */
function Redirect({ href }: { href: string }) {
  const router = useRouter();
  useEffect(() => {
    void router.navigate({ href, replace: true });
  }, [router, href]);
  return <Loading />;
}

export function HomeRedirect() {
  const { status } = useAuth();
  if (status === 'loading') return <Loading />;
  return <Navigate to={status === 'signedIn' ? '/dashboard' : '/login'} replace />;
}

/** /login and /register: a signed-in person goes to the dashboard. */
export function PublicOnly() {
  const { status } = useAuth();
  // Read once, on arrival: by the time the session settles the address may already have moved on.
  const [target] = useState(() => returnPath());
  if (status === 'loading') return <Loading />;
  if (status === 'signedIn') return <Redirect href={target} />;
  return <Outlet />;
}

/** Every page behind the login. */
export function RequireAuth() {
  const { status } = useAuth();
  if (status === 'loading') return <Loading />;
  if (status === 'signedOut') return <Redirect href={loginHref()} />;
  return (
    <Suspense fallback={<Loading />}>
      <AppLayout />
    </Suspense>
  );
}

/**
 * An unknown address: the pt-BR 404 for a signed-in person. A signed-out visitor goes to /login
 * first (pages come from feature manifests, so the shell cannot tell a page it lacks from a typo)
 * and returns here after signing in.
 */
export function NotFound() {
  const { status } = useAuth();
  if (status === 'loading') return <Loading />;
  if (status === 'signedOut') return <Redirect href={loginHref()} />;
  return (
    <div className="ui-page">
      <EmptyState
        icon="🔎"
        title="Página não encontrada"
        description="O endereço acessado não existe."
        action={<Link to="/">Voltar ao início</Link>}
      />
    </div>
  );
}

/** A page the member's role may not open (typed or bookmarked): said plainly, with the way back. */
export function RequirePermission({ permission, page: Page }: { permission: Permission; page: ComponentType }) {
  if (useMay()(permission)) return <Page />;
  return (
    <div className="ui-page">
      <EmptyState
        icon="🔒"
        title="Você não tem permissão para esta ação."
        description="Peça ao administrador da clínica, se precisar deste acesso."
        action={<Link to="/dashboard">Voltar ao início</Link>}
      />
    </div>
  );
}
