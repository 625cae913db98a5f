import { AgendaSettingsDialog } from '@agenda/settings/web';
import { Button } from '@agenda/ui';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { type FirstStep, ONBOARDING_TEXTS as T } from '../shared/first-steps.ts';
import { FirstStepsList } from './first-steps-list.tsx';
import { useFirstStepsOfPanel, useFirstStepsVisibility } from './hooks.ts';

/** 'Primeiros passos' above a new clinic's week, until the owner hides it. */
export function FirstStepsPanel() {
  const steps = useFirstStepsOfPanel();
  const { dismiss } = useFirstStepsVisibility();
  const navigate = useNavigate();
  const [settingsOpen, setSettingsOpen] = useState(false);
  if (steps.data.dismissed) return null;

  const actionOf = (step: FirstStep) => (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => {
        if (step.key === 'company') setSettingsOpen(true);
        else void navigate({ to: step.key === 'services' ? '/services' : '/clients' });
      }}
    >
      {T.steps[step.key].action}
    </Button>
  );
  return (
    <section className="onboarding ui-card" aria-labelledby="onboarding-title">
      <header className="onboarding__header">
        <div>
          <h2 id="onboarding-title" className="onboarding__title">
            {T.title}
          </h2>
          <p className="ui-muted">{T.intro}</p>
        </div>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => dismiss.mutate()}
          loading={dismiss.isPending}
          aria-label={T.dismissLabel}
        >
          {T.dismiss}
        </Button>
      </header>
      <FirstStepsList steps={steps.data.steps} actionOf={actionOf} />
      {settingsOpen && (
        <AgendaSettingsDialog
          open
          onClose={() => {
            setSettingsOpen(false);
            void steps.refetch();
          }}
        />
      )}
    </section>
  );
}
