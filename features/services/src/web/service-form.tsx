import { errorMessage } from '@agenda/trpc/client';
import {
  Badge,
  Button,
  Card,
  MoneyField,
  SelectField,
  TextAreaField,
  TextField,
  TimeField,
  toast,
  ToggleButtonGroup,
} from '@agenda/ui';
import { type FormEvent, useState } from 'react';
import type { ServiceData, ServiceTypeData } from '../shared/answers.ts';
import { serviceInputError, WEEKDAY_FLAGS, WEEKDAY_LABELS } from '../shared/service.ts';
import { SERVICES_TEXTS as T } from '../shared/texts.ts';
import { DurationField } from './duration-field.tsx';
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

  async function submit(event: FormEvent) {
    event.preventDefault();
    const warning = serviceInputError(values);
    if (warning) {
      toast.warning(warning);
      return;
    }
    try {
      if (editing) {
        await update.mutateAsync({ ...values, id: editing.id });
        toast.success(T.serviceUpdated);
      } else {
        await create.mutateAsync(values);
        toast.success(T.serviceCreated);
      }
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, T.saveServiceFailed));
    }
  }

  return (
    <Card
      className={editing ? 'services-form services-form--editing' : 'services-form'}
      title={editing ? T.editService : T.newService}
      actions={editing ? <Badge tone="blue">{T.editing}</Badge> : undefined}
    >
      <form className="ui-stack" onSubmit={submit} noValidate aria-label={editing ? T.editService : T.newService}>
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
      </form>
    </Card>
  );
}
