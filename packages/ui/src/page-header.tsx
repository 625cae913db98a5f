import type { ReactNode } from 'react';

/** The title of a top-level page (its one h1) with an optional line under it. */
export function PageHeader({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  return (
    <header className="ui-page-header">
      <div>
        <h1 className="ui-page-title">{title}</h1>
        {subtitle != null && <p className="ui-page-subtitle">{subtitle}</p>}
      </div>
    </header>
  );
}
