import { errorMessage } from '@agenda/api-client/trpc';
import { Button, MoneyField, SelectField, TextField, toast } from '@agenda/ui';
import { useState } from 'react';
import { CLINICAL_TEXTS as T, CLINICAL_UI as U } from '../../shared/texts.ts';
import { type DentalTreatmentData, TREATMENT_CATEGORIES, TREATMENT_CATEGORY_LABELS } from '../../shared/treatments.ts';
import { useClinicalMutations } from '../hooks.ts';

const CATEGORY_OPTIONS = TREATMENT_CATEGORIES.map((c) => ({ value: c, label: TREATMENT_CATEGORY_LABELS[c] }));

/** 'Criar novo tratamento': adds a procedure to the company's catalogue from the tooth modal. */
export function NewTreatmentForm({ onCreated, onCancel }: { onCreated: (t: DentalTreatmentData) => void; onCancel: () => void }) {
  const { createTreatment } = useClinicalMutations();
  const [name, setName] = useState('');
  const [category, setCategory] = useState('');
  const [description, setDescription] = useState('');
  const [duration, setDuration] = useState('60');
  const [price, setPrice] = useState(0);

  async function submit() {
    if (!name.trim() || !category) {
      toast.warning(T.treatmentRequired);
      return;
    }
    try {
      const { treatment } = await createTreatment.mutateAsync({
        name,
        category: category as DentalTreatmentData['category'],
        description,
        estimatedDuration: Number(duration) || 0,
        averagePrice: price,
        color: '',
      });
      toast.success(T.treatmentCreated);
      onCreated(treatment);
    } catch (error) {
      toast.error(T.createTreatmentFailed(errorMessage(error, T.connectionError)));
    }
  }

  return (
    <fieldset className="clinical-subform">
      <legend className="clinical-subform__title">{U.newTreatment}</legend>
      <div className="clinical-grid">
        <TextField label={U.name} value={name} onChange={setName} required name="treatment-name" />
        <SelectField
          label={U.category}
          value={category}
          onChange={setCategory}
          options={CATEGORY_OPTIONS}
          placeholder={U.select}
          required
          name="treatment-category"
        />
        <TextField label={U.duration} value={duration} onChange={setDuration} name="treatment-duration" />
        <MoneyField label={U.averagePrice} value={price} onChange={setPrice} name="treatment-price" />
      </div>
      <TextField label={U.description} value={description} onChange={setDescription} name="treatment-description" />
      <div className="ui-actions">
        <Button variant="secondary" size="sm" onClick={onCancel}>
          {U.cancel}
        </Button>
        <Button size="sm" onClick={submit} loading={createTreatment.isPending}>
          {U.create}
        </Button>
      </div>
    </fieldset>
  );
}
