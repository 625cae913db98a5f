import { useAuth } from '@agenda/auth/web';
import { EmptyState } from '@agenda/ui';
import { Link, Navigate, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

// The signed-in shell (top bar, query client, feature pages) is not needed to sign in.
const AppLayout = lazy(() => import('./app-layout.tsx').then((m) => ({ default: m.AppLayout })));

const Loading = () => <p className="shell-loading">Carregando...</p>;

export function HomeRedirect() {
  const { status } = useAuth();
  if (status === 'loading') return <Loading />;
  return <Navigate to={status === 'signedIn' ? '/dashboard' : '/login'} replace />;
}

/** /login and /register: a signed-in person goes to the dashboard. */
export function PublicOnly() {
  const { status } = useAuth();
  if (status === 'loading') return <Loading />;
  if (status === 'signedIn') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** Every page behind the login. */
export function RequireAuth() {
  const { status } = useAuth();
  if (status === 'loading') return <Loading />;
  if (status === 'signedOut') return <Navigate to="/login" replace />;
  return (
    <Suspense fallback={<Loading />}>
      <AppLayout />
    </Suspense>
  );
}

export function NotFound() {
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
