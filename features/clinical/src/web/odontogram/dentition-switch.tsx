import { errorMessage } from '@agenda/api-client/trpc';
import { toast } from '@agenda/ui';
import { DENTITIONS, DENTITION_LABELS, type Dentition } from '../../shared/teeth.ts';
import { CLINICAL_TEXTS as T, CLINICAL_UI as U } from '../../shared/texts.ts';
import { useClinicalMutations } from '../hooks.ts';

/** Permanente · Decídua · Mista: the dentist's pick is kept for the patient; the age's suggestion is shown beside. */
export function DentitionSwitch({
  clientId,
  dentition,
  byAge,
  readOnly,
}: {
  clientId: string;
  dentition: Dentition;
  byAge: Dentition;
  readOnly: boolean;
}) {
  const { saveDentition } = useClinicalMutations();
  async function pick(next: Dentition) {
    try {
      await saveDentition.mutateAsync({ clientId, dentition: next });
    } catch (error) {
      toast.error(errorMessage(error, T.connectionError));
    }
  }
  return (
    <fieldset className="clinical-dentition" disabled={readOnly || saveDentition.isPending}>
      <legend className="clinical-dentition__legend">{U.dentition}</legend>
      <div className="clinical-dentition__options">
        {DENTITIONS.map((d) => (
          <label key={d} className={`clinical-dentition__option${d === dentition ? ' clinical-dentition__option--on' : ''}`}>
            <input type="radio" name={`dentition-${clientId}`} value={d} checked={d === dentition} onChange={() => pick(d)} />
            {DENTITION_LABELS[d]}
          </label>
        ))}
      </div>
      <span className="ui-muted clinical-dentition__hint">{U.dentitionByAge(DENTITION_LABELS[byAge])}</span>
    </fieldset>
  );
}
