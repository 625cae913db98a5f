import { Button, toast } from '@agenda/ui';
import { ONBOARDING_TEXTS as T } from '../shared/first-steps.ts';
import { FirstStepsList } from './first-steps-list.tsx';
import { useFirstSteps, useFirstStepsVisibility } from './hooks.ts';

/** In the settings: the checklist as it stands, and the way to bring it back to the dashboard once hidden. */
export function FirstStepsSection() {
  const steps = useFirstSteps();
  const { restore } = useFirstStepsVisibility();
  if (!steps.data) return null;
  return (
    <section className="onboarding onboarding--settings" aria-labelledby="onboarding-settings-title">
      <h3 id="onboarding-settings-title" className="onboarding__title">
        {T.title}
      </h3>
      <FirstStepsList steps={steps.data.steps} />
      {steps.data.dismissed && (
        <Button
          size="sm"
          variant="secondary"
          loading={restore.isPending}
          onClick={() => restore.mutate(undefined, { onSuccess: () => toast.success(T.restored) })}
        >
          {T.restore}
        </Button>
      )}
    </section>
  );
}
