import { Button, CheckboxField, TextAreaField, TextField } from '@agenda/ui';
import { type FormEvent, useId, useState } from 'react';
import type { ServiceTypeData } from '../shared/answers.ts';
import { serviceTypeInputError } from '../shared/service-type.ts';
import { SERVICES_TEXTS as T } from '../shared/texts.ts';
import { CatalogueFormCard, saveCatalogueItem } from './catalogue-form.tsx';
import { emptyServiceTypeForm, type ServiceTypeFormValues, serviceTypeFormFrom } from './form-values.ts';
import { useServiceTypeMutations } from './hooks.ts';
import { IconPicker } from './icon-picker.tsx';
import { TypeIcon } from './type-icon.tsx';

interface ServiceTypeFormProps {
  editing: ServiceTypeData | null;
  onDone: () => void;
}

/** Create and edit mode of a service type; render it with `key` = the edited id to reset it. */
export function ServiceTypeForm({ editing, onDone }: ServiceTypeFormProps) {
  const [values, setValues] = useState<ServiceTypeFormValues>(() =>
    editing ? serviceTypeFormFrom(editing) : emptyServiceTypeForm(),
  );
  const { create, update } = useServiceTypeMutations();
  const saving = create.isPending || update.isPending;
  const colorId = useId();
  const set = <K extends keyof ServiceTypeFormValues>(key: K, value: ServiceTypeFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    void saveCatalogueItem({
      values,
      warning: serviceTypeInputError(values),
      editingId: editing?.id,
      create: (v) => create.mutateAsync(v),
      update: (v) => update.mutateAsync(v),
      texts: { created: T.typeCreated, updated: T.typeUpdated, failed: T.saveTypeFailed },
      onDone,
    });
  }

  return (
    <CatalogueFormCard editing={Boolean(editing)} title={editing ? T.editType : T.newType} onSubmit={submit}>
      <div className="services-type-preview" aria-hidden="true">
        <TypeIcon icon={values.icon || null} color={values.color} size="lg" />
        <span className={values.name.trim() ? 'services-type-preview__name' : 'services-type-preview__name services-muted'}>
          {values.name.trim() || T.typePreview}
        </span>
      </div>
      <TextField
        label={T.typeName}
        value={values.name}
        onChange={(name) => set('name', name)}
        placeholder={T.typeNamePlaceholder}
        maxLength={120}
        required
      />
      <TextAreaField
        label={T.description}
        value={values.description}
        onChange={(description) => set('description', description)}
        placeholder={T.typeDescriptionPlaceholder}
        maxLength={1000}
        rows={2}
      />
      <IconPicker label={T.icon} value={values.icon} onChange={(icon) => set('icon', icon)} />
      <div className="ui-field">
        <label className="ui-label" htmlFor={colorId}>
          {T.color}
        </label>
        <div className="services-color">
          <input
            id={colorId}
            type="color"
            className="services-color__input"
            value={values.color.toLowerCase()}
            onChange={(event) => set('color', event.target.value.toUpperCase())}
          />
          <span className="services-color-code">{values.color}</span>
        </div>
      </div>
      <CheckboxField label={T.active} checked={values.active} onChange={(active) => set('active', active)} />
      <div className="ui-actions">
        {editing && (
          <Button variant="secondary" onClick={onDone} disabled={saving}>
            {T.cancelEdit}
          </Button>
        )}
        <Button type="submit" loading={saving}>
          {saving ? T.saving : editing ? T.updateType : T.createType}
        </Button>
      </div>
    </CatalogueFormCard>
  );
}
