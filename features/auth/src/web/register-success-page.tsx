import { countOf } from '@agenda/br';
import { Button } from '@agenda/ui';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { AuthLayout } from './auth-layout.tsx';

export const REDIRECT_SECONDS = 5;

export function RegisterSuccessPage() {
  const navigate = useNavigate();
  const [left, setLeft] = useState(REDIRECT_SECONDS);

  useEffect(() => {
    const tick = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    const go = setTimeout(() => void navigate({ to: '/login' }), REDIRECT_SECONDS * 1000);
    return () => {
      clearInterval(tick);
      clearTimeout(go);
    };
  }, [navigate]);

  return (
    <AuthLayout title="Cadastro realizado com sucesso!">
      <div className="auth-success-icon" aria-hidden="true">
        🎉
      </div>
      <p>Parabéns! Sua conta e seu estabelecimento foram criados. Próximos passos:</p>
      <ol className="auth-next-steps">
        <li>Faça login com seu e-mail e senha</li>
        <li>Configure seus serviços</li>
        <li>Comece a agendar seus clientes</li>
      </ol>
      <Button variant="primary" block onClick={() => void navigate({ to: '/login' })}>
        Go to Login
      </Button>
      <p className="ui-muted" aria-live="polite">
        Você será redirecionado para o login em {countOf(left, 'segundo', 'segundos')}...
      </p>
    </AuthLayout>
  );
}
