export { ClinicalModule } from './clinical-module.tsx';
export { OdontogramTab } from './odontogram/odontogram-tab.tsx';
export { MedicalRecordTab } from './records/medical-record-tab.tsx';
export { AccessLog } from './audit/access-log.tsx';
