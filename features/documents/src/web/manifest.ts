import { clientViewTabSlot } from '@agenda/clients/manifest';
import { type WebFeature, fill } from '@agenda/ui';
import { lazy } from 'react';

const DocumentsTab = lazy(() => import('./documents-tab.tsx').then((m) => ({ default: m.DocumentsTab })));

/** 'Documentos' in the patient's record, and the owner's 'Modelos de documentos' (linked from the tab). */
export const documentsWebFeature: WebFeature = {
  key: 'documents',
  routes: [
    {
      path: '/documentos/modelos',
      permission: 'documentTemplates',
      load: () => import('./templates-page.tsx').then((m) => m.TemplatesPage),
    },
  ],
  fills: [
    fill({
      slot: clientViewTabSlot,
      id: 'documents.tab',
      permission: 'documentsPrint',
      label: 'Documentos',
      icon: '📄',
      order: 50,
      component: DocumentsTab,
    }),
  ],
};
