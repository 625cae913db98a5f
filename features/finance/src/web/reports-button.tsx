import { Button } from '@agenda/ui';
import { useNavigate } from '@tanstack/react-router';

/** '📊 Relatórios' in the top bar: straight to the financial reports. */
export function ReportsButton() {
  const navigate = useNavigate();
  return (
    <Button variant="ghost" size="sm" onClick={() => void navigate({ to: '/financial', search: { tab: 'relatorios' } })}>
      <span aria-hidden="true">📊</span> Relatórios
    </Button>
  );
}
