import { companyProfileChanged } from '@agenda/auth/server';
import { hasClients } from '@agenda/clients/server';
import { type Em, TENANT_FILTER, make } from '@agenda/db';
import { hasServices } from '@agenda/services/server';
import { agendaSettingsChanged, updateSettings } from '@agenda/settings/server';
import type { FirstStepsAnswer } from '../shared/first-steps.ts';
import { OnboardingStateSchema } from './entities/onboarding-state.entity.ts';

/** The company's rows, whether the EntityManager is a request's (filter set) or a seeder's (not). */
const scoped = (companyId: string) => ({ filters: { [TENANT_FILTER]: { companyId } } });

/** Each step is ticked by the data of the feature that owns it, never by a click on the list. */
export async function firstSteps(em: Em, companyId: string): Promise<FirstStepsAnswer> {
  const [state, company, settings, services, clients] = [
    await em.findOne(OnboardingStateSchema, {}, scoped(companyId)),
    await companyProfileChanged(em, companyId),
    await agendaSettingsChanged(em, companyId),
    await hasServices(em),
    await hasClients(em),
  ];
  return {
    dismissed: Boolean(state?.dismissedAt),
    steps: [
      { key: 'company', done: company || settings },
      { key: 'services', done: services },
      { key: 'clients', done: clients },
    ],
  };
}

/** Hides the list from the dashboard (true) or brings it back (false). */
export async function setFirstStepsDismissed(em: Em, companyId: string, dismissed: boolean): Promise<void> {
  const state =
    (await em.findOne(OnboardingStateSchema, {}, scoped(companyId))) ??
    make(em, OnboardingStateSchema, { companyId, dismissedAt: null });
  state.dismissedAt = dismissed ? new Date() : null;
  await em.flush();
}

/**
 * The demo clinic is past its first hour: a São Paulo clinic that keeps the city's holidays (its
 * services and patients come from their features); the finished list lives in the settings, not
 * above its week.
 */
export async function seedDemoOnboarding(em: Em, companyId: string): Promise<void> {
  if (!(await agendaSettingsChanged(em, companyId))) await updateSettings(em, companyId, { cityHolidays: true });
  if (!(await em.findOne(OnboardingStateSchema, {}, scoped(companyId)))) await setFirstStepsDismissed(em, companyId, true);
}
