import type { FinalisedFields, RecordVersion } from './notes.ts';

export const RECORD_TYPES = ['consultation', 'procedure', 'exam', 'observation'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export const RECORD_TYPE_LABELS: Record<RecordType, string> = {
  consultation: 'Consulta',
  procedure: 'Procedimento',
  exam: 'Exame',
  observation: 'Observação',
};

/** §9: consultation blue, procedure green, exam amber, observation purple. */
export const RECORD_TYPE_COLORS: Record<RecordType, string> = {
  consultation: '#3B82F6',
  procedure: '#10B981',
  exam: '#F59E0B',
  observation: '#8B5CF6',
};

export interface MedicalRecordData extends FinalisedFields {
  id: string;
  clientId: string;
  date: string;
  time: string;
  type: RecordType;
  title: string;
  description: string;
  diagnosis: string | null;
  treatment: string | null;
  medications: string | null;
  nextAppointment: string | null;
  professionalName: string;
  createdAt: string;
  updatedAt: string;
  versions: RecordVersion[];
}

export interface AuditEventData {
  id: string;
  at: string;
  userId: string | null;
  userName: string | null;
  resource: string;
  resourceId: string | null;
  action: 'read' | 'create' | 'update' | 'delete';
  /** Field by field, what a save of the client's identity changed. */
  changes: AuditFieldChange[] | null;
  /** What was asked (a search's text, a CPF looked up). */
  detail: string | null;
}

export interface AuditFieldChange {
  field: string;
  action: 'added' | 'modified' | 'removed';
  oldValue: unknown;
  newValue: unknown;
}

/** Someone on a client's trail. */
export interface AuditMember {
  id: string;
  name: string;
}

/** The filters of the 'Acessos' tab and of its CSV: who, what action, which days (`yyyy-MM-dd`, company time). */
export interface AuditFilters {
  userId?: string;
  action?: AuditEventData['action'];
  from?: string;
  to?: string;
}

export const AUDIT_ACTION_LABELS: Record<AuditEventData['action'], string> = {
  read: 'Leitura',
  create: 'Criação',
  update: 'Alteração',
  delete: 'Exclusão',
};

/**
 * A document issued to the patient (a prescription, an atestado…), as the feature issuing documents
 * reports it to the history through `clinicalHistoryDocumentsPoint`: clinical only shows it.
 */
export interface HistoryDocumentData {
  id: string;
  /** 'Receituário simples', 'Atestado'… (pt-BR, as the issuing feature names the kind). */
  kindLabel: string;
  number: number;
  /** 'yyyy-MM-dd' and 'HH:mm' of the issue, in the clinic's time zone. */
  date: string;
  time: string;
  professionalName: string;
  status: 'valido' | 'cancelado';
  cancelReason: string | null;
  signed: boolean;
  /** The stored PDF's path (GET with the session): the very bytes the 'Documentos' tab serves. */
  pdfUrl: string;
}

export type HistoryItem =
  | { type: 'clinical_note'; date: string; data: import('./notes.ts').ClinicalNoteData }
  | { type: 'document'; date: string; data: HistoryDocumentData }
  | { type: 'record'; date: string; data: MedicalRecordData }
  | {
      type: 'appointment_history';
      date: string;
      data: {
        id: string;
        startTime: string;
        status: string;
        paymentMethod: string | null;
        totalValue: number | null;
        services: { name: string }[];
        products: { name: string; qty: number }[];
        notes: string | null;
      };
    };
