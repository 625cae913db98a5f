import { type ClientTabSlotProps, clientAlertSlot, clientTabSlot, clientViewTabSlot } from '@agenda/clients/manifest';
import { type WebFeature, fill } from '@agenda/ui';
import { lazy } from 'react';

const OdontogramTab = lazy(() => import('./odontogram/odontogram-tab.tsx').then((m) => ({ default: m.OdontogramTab })));
const MedicalRecordTab = lazy(() => import('./records/medical-record-tab.tsx').then((m) => ({ default: m.MedicalRecordTab })));
const ClinicalModule = lazy(() => import('./clinical-module.tsx').then((m) => ({ default: m.ClinicalModule })));
const AnamnesisTab = lazy(() => import('./notes/anamnesis-tab.tsx').then((m) => ({ default: m.AnamnesisTab })));
const ClinicalAlerts = lazy(() => import('./alerts.tsx').then((m) => ({ default: m.ClinicalAlerts })));
const AccessLog = lazy(() => import('./audit/access-log.tsx').then((m) => ({ default: m.AccessLog })));

export const clinicalWebFeature: WebFeature = {
  key: 'clinical',
  fills: [
    fill<ClientTabSlotProps>({
      slot: clientTabSlot,
      id: 'clinical.odontogram',
      match: 'odontogram',
      permission: 'clinical',
      component: OdontogramTab,
    }),
    fill<ClientTabSlotProps>({
      slot: clientTabSlot,
      id: 'clinical.medical-record',
      match: 'medical_record',
      permission: 'clinical',
      component: MedicalRecordTab,
    }),
    fill<ClientTabSlotProps>({
      slot: clientTabSlot,
      id: 'clinical.module',
      match: 'clinical_module',
      permission: 'clinical',
      component: ClinicalModule,
    }),
    fill<ClientTabSlotProps>({
      slot: clientTabSlot,
      id: 'clinical.anamnesis',
      match: 'anamnesis',
      permission: 'clinical',
      component: AnamnesisTab,
    }),
    fill({ slot: clientAlertSlot, id: 'clinical.alerts', permission: 'clinical', component: ClinicalAlerts }),
    fill({
      slot: clientViewTabSlot,
      id: 'clinical.access-log',
      permission: 'clinical',
      label: 'Acessos',
      icon: '🔒',
      order: 90,
      component: AccessLog,
    }),
  ],
};
