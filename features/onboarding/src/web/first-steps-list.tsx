import type { ReactNode } from 'react';
import { type FirstStep, ONBOARDING_TEXTS as T } from '../shared/first-steps.ts';
import './onboarding.css';

/** The checklist: each step with its state and, where given, the button that leads to it. */
export function FirstStepsList({ steps, actionOf }: { steps: readonly FirstStep[]; actionOf?: (step: FirstStep) => ReactNode }) {
  const done = steps.filter((s) => s.done).length;
  return (
    <>
      <p className="onboarding__progress">{done === steps.length ? T.allDone : T.progress(done, steps.length)}</p>
      <ol className="onboarding__steps">
        {steps.map((step) => (
          <li key={step.key} className={step.done ? 'onboarding__step onboarding__step--done' : 'onboarding__step'}>
            <span className="onboarding__mark" aria-hidden="true">
              {step.done ? '✓' : ''}
            </span>
            <div className="onboarding__text">
              <strong>{T.steps[step.key].title}</strong>
              <span className="ui-sr-only"> ({step.done ? T.doneLabel : T.pendingLabel})</span>
              <span className="ui-muted">{T.steps[step.key].detail}</span>
            </div>
            {!step.done && actionOf?.(step)}
          </li>
        ))}
      </ol>
    </>
  );
}
