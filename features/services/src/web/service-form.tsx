import { Button, MoneyField, SelectField, TextAreaField, TextField, TimeField, ToggleButtonGroup } from '@agenda/ui';
import { type FormEvent, useState } from 'react';
import type { ServiceData, ServiceTypeData } from '../shared/answers.ts';
import { serviceInputError, WEEKDAY_FLAGS, WEEKDAY_LABELS } from '../shared/service.ts';
import { SERVICES_TEXTS as T } from '../shared/texts.ts';
import { CatalogueFormCard, saveCatalogueItem } from './catalogue-form.tsx';
import { DurationField } from './duration-field.tsx';
import { RecallField } from './recall-field.tsx';
import {
  emptyServiceForm,
  enabledDays,
  type ServiceFormValues,
  selectableTypes,
  serviceFormFrom,
  withEnabledDays,
} from './form-values.ts';
import { useServiceMutations } from './hooks.ts';

const DAY_OPTIONS = WEEKDAY_FLAGS.map((flag) => ({ value: flag, label: WEEKDAY_LABELS[flag] }));
/** 15-minute slots in the time pickers. */
const TIME_STEP_SECONDS = 15 * 60;

interface ServiceFormProps {
  /** The service being edited, or null in create mode. */
  editing: ServiceData | null;
  types: readonly ServiceTypeData[];
  /** After a save (either mode) or a cancelled edit. */
  onDone: () => void;
  onGoToTypes: () => void;
}

/** Create and edit mode of a service (§2.5, §4); render it with `key` = the edited id to reset it. */
export function ServiceForm({ editing, types, onDone, onGoToTypes }: ServiceFormProps) {
  const [values, setValues] = useState<ServiceFormValues>(() => (editing ? serviceFormFrom(editing) : emptyServiceForm()));
  const { create, update } = useServiceMutations();
  const saving = create.isPending || update.isPending;
  const set = <K extends keyof ServiceFormValues>(key: K, value: ServiceFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const typeOptions = selectableTypes(types, editing?.serviceTypeId ?? null).map((type) => ({
    value: type.id,
    label: type.icon ? `${type.icon} ${type.name}` : type.name,
  }));

  function submit(event: FormEvent) {
    event.preventDefault();
    void saveCatalogueItem({
      values,
      warning: serviceInputError(values),
      editingId: editing?.id,
      create: (v) => create.mutateAsync(v),
      update: (v) => update.mutateAsync(v),
      texts: { created: T.serviceCreated, updated: T.serviceUpdated, failed: T.saveServiceFailed },
      onDone,
    });
  }

  return (
    <CatalogueFormCard editing={Boolean(editing)} title={editing ? T.editService : T.newService} onSubmit={submit}>
      {editing?.needsReconfiguration && (
        <p className="services-notice" role="note">
          {T.needsReconfigurationHint}
        </p>
      )}
      <TextField
        label={T.serviceName}
        value={values.name}
        onChange={(name) => set('name', name)}
        placeholder={T.serviceNamePlaceholder}
        maxLength={120}
        required
      />
      <SelectField
        label={T.serviceType}
        value={values.serviceTypeId}
        onChange={(serviceTypeId) => set('serviceTypeId', serviceTypeId)}
        options={typeOptions}
        placeholder={T.selectType}
        required
        hint={
          typeOptions.length === 0 ? (
            <>
              {T.noTypesHint}{' '}
              <button type="button" className="services-link" onClick={onGoToTypes}>
                {T.goToTypes}
              </button>
            </>
          ) : undefined
        }
      />
      <div className="ui-grid-2">
        <DurationField label={T.duration} value={values.duration} onChange={(d) => set('duration', d)} required />
        <MoneyField label={T.price} value={values.price} onChange={(p) => set('price', p)} required />
      </div>
      <TextAreaField
        label={T.description}
        value={values.description}
        onChange={(description) => set('description', description)}
        placeholder={T.serviceDescriptionPlaceholder}
        maxLength={1000}
        rows={2}
      />
      <ToggleButtonGroup
        className="services-days"
        label={T.availableDays}
        options={DAY_OPTIONS}
        value={enabledDays(values)}
        onChange={(days) => setValues((current) => withEnabledDays(current, days))}
      />
      <div className="ui-grid-2">
        <TimeField
          label={T.startTime}
          value={values.startTime}
          onChange={(startTime) => set('startTime', startTime)}
          step={TIME_STEP_SECONDS}
        />
        <TimeField
          label={T.endTime}
          value={values.endTime}
          onChange={(endTime) => set('endTime', endTime)}
          step={TIME_STEP_SECONDS}
        />
      </div>
      <RecallField value={values.recallMonths} onChange={(months) => set('recallMonths', months)} />
      <div className="ui-actions">
        {editing && (
          <Button variant="secondary" onClick={onDone} disabled={saving}>
            {T.cancelEdit}
          </Button>
        )}
        <Button type="submit" loading={saving}>
          {saving ? T.saving : editing ? T.updateService : T.createService}
        </Button>
      </div>
    </CatalogueFormCard>
  );
}
