import { LoadingText, type TabItem, TabPanel, Tabs, useSlotFills, PageHeader } from '@agenda/ui';
import { Suspense, useState } from 'react';
import { PRODUCTS_TEXTS as T } from '../shared/texts.ts';
import { ProductsTab } from './products-tab.tsx';
import { productsPageTabSlot } from './slots.ts';

const CATALOGUE_TAB = 'products';
const ID_PREFIX = 'products-page-tabs';

/** §2.7 /products: the catalogue and stock, then the tabs other features add (the sales analysis). */
export function ProductsPage() {
  const extraTabs = useSlotFills(productsPageTabSlot);
  const tabs: TabItem[] = [
    { id: CATALOGUE_TAB, label: T.productsTab, icon: '📦' },
    ...extraTabs.map((f) => ({ id: `slot-${f.id}`, label: f.label ?? f.id, icon: f.icon })),
  ];
  const [tab, setTab] = useState(CATALOGUE_TAB);
  return (
    <div className="ui-page products-page">
      <PageHeader title={T.pageTitle} subtitle={T.pageSubtitle} />
      <Tabs tabs={tabs} active={tab} onChange={setTab} ariaLabel={T.pageTitle} idPrefix={ID_PREFIX} />
      <TabPanel id={CATALOGUE_TAB} active={tab} idPrefix={ID_PREFIX}>
        <ProductsTab />
      </TabPanel>
      {extraTabs.map(({ id, component: Extra }) => (
        <TabPanel key={id} id={`slot-${id}`} active={tab} idPrefix={ID_PREFIX}>
          <Suspense fallback={<LoadingText />}>
            <Extra />
          </Suspense>
        </TabPanel>
      ))}
    </div>
  );
}
