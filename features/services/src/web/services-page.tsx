import { SERVICES_TEXTS as T } from '../shared/texts.ts';
import { ServicesPanel } from './services-panel.tsx';

/** The /services page reachable from the top bar: owners set up the catalogue before booking. */
export function ServicesPage() {
  return (
    <div className="ui-page services-page">
      <header className="ui-page-header">
        <div>
          <h1 className="ui-page-title">{T.pageTitle}</h1>
          <p className="ui-page-subtitle">{T.pageSubtitle}</p>
        </div>
      </header>
      <ServicesPanel />
    </div>
  );
}
