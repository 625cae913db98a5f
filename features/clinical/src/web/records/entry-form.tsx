import { DateField, SelectField, TextAreaField, TextField, TimeField } from '@agenda/ui';
import { RECORD_TYPES, RECORD_TYPE_LABELS, type MedicalRecordData, type RecordType } from '../../shared/records.ts';
import { CLINICAL_UI as U } from '../../shared/texts.ts';

export interface EntryValues {
  date: string;
  time: string;
  type: RecordType;
  title: string;
  description: string;
  diagnosis: string;
  treatment: string;
  medications: string;
  nextAppointment: string;
  professionalName: string;
}

export const emptyEntry = (date: string, time: string, professionalName: string): EntryValues => ({
  date,
  time,
  type: 'consultation',
  title: '',
  description: '',
  diagnosis: '',
  treatment: '',
  medications: '',
  nextAppointment: '',
  professionalName,
});

export const entryValues = (e: MedicalRecordData): EntryValues => ({
  date: e.date,
  time: e.time,
  type: e.type,
  title: e.title,
  description: e.description,
  diagnosis: e.diagnosis ?? '',
  treatment: e.treatment ?? '',
  medications: e.medications ?? '',
  nextAppointment: e.nextAppointment ?? '',
  professionalName: e.professionalName,
});

const TYPE_OPTIONS = RECORD_TYPES.map((t) => ({ value: t, label: RECORD_TYPE_LABELS[t] }));

/** §3.6 fields of a medical record entry. */
export function EntryFields({ values, onChange }: { values: EntryValues; onChange: (v: EntryValues) => void }) {
  const set =
    <K extends keyof EntryValues>(key: K) =>
    (value: EntryValues[K]) =>
      onChange({ ...values, [key]: value });
  return (
    <div className="clinical-grid">
      <DateField label={U.date} value={values.date} onChange={set('date')} name="entry-date" />
      <TimeField label={U.time} value={values.time} onChange={set('time')} name="entry-time" />
      <SelectField
        label={U.entryType}
        value={values.type}
        onChange={(v) => set('type')(v as RecordType)}
        options={TYPE_OPTIONS}
        name="entry-type"
      />
      <TextField
        label={U.professional}
        value={values.professionalName}
        onChange={set('professionalName')}
        name="entry-professional"
      />
      <TextField
        label={U.entryTitle}
        value={values.title}
        onChange={set('title')}
        required
        className="ui-span-all"
        name="entry-title"
      />
      <TextAreaField
        label={U.entryDescription}
        value={values.description}
        onChange={set('description')}
        required
        rows={3}
        className="ui-span-all"
        name="entry-description"
      />
      <TextAreaField label={U.diagnosis} value={values.diagnosis} onChange={set('diagnosis')} rows={2} name="entry-diagnosis" />
      <TextAreaField label={U.treatment} value={values.treatment} onChange={set('treatment')} rows={2} name="entry-treatment" />
      <TextAreaField
        label={U.medications}
        value={values.medications}
        onChange={set('medications')}
        rows={2}
        name="entry-medications"
      />
      <DateField label={U.nextAppointment} value={values.nextAppointment} onChange={set('nextAppointment')} name="entry-next" />
    </div>
  );
}
