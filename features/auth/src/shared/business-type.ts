/** Field types a client-tab form can use (part 2 §3.8). */
export type TabFieldType =
  | 'text'
  | 'date'
  | 'textarea'
  | 'rich-textarea'
  | 'select'
  | 'boolean'
  | 'checkbox'
  | 'radio'
  | 'checkbox-group';

export interface TabField {
  name: string;
  label: string;
  type: TabFieldType;
  placeholder?: string;
  maxLength?: number;
  rows?: number;
  required?: boolean;
  readOnly?: boolean;
  options?: { value: string; label: string }[];
  defaultValue?: string | boolean | string[];
  /** Shown only when the field `dependsOn` holds `showWhen` (one value or any of a list). */
  dependsOn?: string;
  showWhen?: string | boolean | (string | boolean)[];
  helpText?: string;
  layout?: 'full' | 'half' | 'third';
  width?: string;
}

export interface TabSection {
  title: string;
  fields: TabField[];
}

/** A tab is either a built-in module (`type`) or a form built from sections of fields. */
export type TabFieldConfig =
  | { type: 'medical_record' | 'odontogram' | 'clinical_module' | 'anamnesis'; introText?: string }
  | {
      type?: undefined;
      introText?: string;
      sections: TabSection[];
      submitButton?: { text: string; className?: string; color?: string };
    };

export interface BusinessTypeSummary {
  id: string;
  name: string;
  icon: string | null;
  description: string | null;
}

export interface ClientTabDefinition {
  id: string;
  key: string;
  name: string;
  icon: string | null;
  color: string | null;
  description: string | null;
  fieldConfig: TabFieldConfig;
}

export interface CompanyConfig {
  id: string;
  name: string;
  phone: string;
  cep: string;
  street: string;
  number: string;
  complement: string | null;
  neighborhood: string;
  city: string;
  state: string;
  businessDays: number[];
  openingTime: string;
  closingTime: string;
  cnpj: string | null;
  plan: string;
  timeZone: string;
  businessType: {
    id: string;
    name: string;
    icon: string | null;
    color: string | null;
    tabs: ClientTabDefinition[];
  } | null;
}
