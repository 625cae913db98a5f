import { useAuth } from '@agenda/auth/web';
import { firstName } from '@agenda/auth/shared';

/** The weekly calendar fills this page; for now the header greets by first name. */
export function DashboardPage() {
  const { user } = useAuth();
  return (
    <div className="ui-page">
      <header className="ui-page-header">
        <h1 className="ui-page-title">Olá, {firstName(user?.fullName ?? '')}!</h1>
      </header>
    </div>
  );
}
