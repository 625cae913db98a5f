import type { ReactNode } from 'react';
import './auth.css';

const BENEFITS = ['Agendamento automático 24/7', 'Acesso de qualquer dispositivo', 'Organize seu tempo'];

export function AuthLayout({
  title,
  subtitle,
  children,
  wide,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="auth-screen">
      <aside className="auth-hero">
        <div className="auth-brand">
          <span className="auth-logo" aria-hidden="true">
            📅
          </span>
          <div>
            <strong>Agenda</strong>
            <span>Sistema de Agendamento</span>
          </div>
        </div>
        <ul className="auth-benefits">
          {BENEFITS.map((benefit) => (
            <li key={benefit}>✓ {benefit}</li>
          ))}
        </ul>
      </aside>
      <main className={wide ? 'auth-card auth-card--wide' : 'auth-card'}>
        <h1 className="auth-title">{title}</h1>
        {subtitle && <p className="ui-muted">{subtitle}</p>}
        {children}
      </main>
    </div>
  );
}
