import { PageHeader } from '@agenda/ui';
import { SERVICES_TEXTS as T } from '../shared/texts.ts';
import { ServicesPanel } from './services-panel.tsx';

/** The /services page reachable from the top bar: owners set up the catalogue before booking. */
export function ServicesPage() {
  return (
    <div className="ui-page services-page">
      <PageHeader title={T.pageTitle} subtitle={T.pageSubtitle} />
      <ServicesPanel />
    </div>
  );
}
