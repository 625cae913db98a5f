import { describe, expect, it } from 'vitest';
import { slotFills } from './features.ts';

// The shell's real list passes its own check (each fill goes to an offered slot), and the fills the
// browser tests rely on are among them: a slot moved or renamed shows here, not as a missing button.
// A new feature's fills need no line here.
describe('the web features list', () => {
  it('fills the slots the features and the shell offer', () => {
    expect(slotFills.map((f) => `${f.slot.id} ${f.id}`)).toEqual(
      expect.arrayContaining([
        'calendar.appointment-action finalize.button',
        'calendar.dashboard-panel onboarding.first-steps',
        'clients.alert clinical.alerts',
        'clients.tab clinical.anamnesis',
        'clients.tab clinical.medical-record',
        'clients.tab clinical.module',
        'clients.tab clinical.odontogram',
        'clients.view-tab clinical.access-log',
        'settings.company-section onboarding.first-steps',
        'shell.top-bar calendar.urgent-room',
        'shell.top-bar finance.reports',
        'shell.top-bar settings.button',
      ]),
    );
  });
});
