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

// A panel without its own `prefetch` loads its code only once the dashboard's chunk has drawn, and its
// data after that: it arrives last, becomes the page's largest paint and pushes the agenda down.
describe("the dashboard's panels", () => {
  it('each start their code and data with the page', () => {
    const panels = slotFills.filter((f) => f.slot.id === 'calendar.dashboard-panel');
    expect(panels.map((f) => f.id)).toEqual(
      expect.arrayContaining(['booking.online-bookings', 'onboarding.first-steps', 'waitlist.panel']),
    );
    expect(panels.filter((f) => !f.prefetch).map((f) => f.id)).toEqual([]);
  });
});
