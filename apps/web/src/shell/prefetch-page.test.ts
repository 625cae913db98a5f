import { createSlot, fill } from '@agenda/ui';
import { describe, expect, it, vi } from 'vitest';
import { prefetchPage } from './prefetch-page.ts';

const panels = createSlot<Record<string, never>>('calendar.dashboard-panel');
const tabs = createSlot<Record<string, never>>('clients.tab');
const Nothing = () => null;

function world(role: string | null, token: string | null = 'token') {
  const calls: string[] = [];
  const fills = [
    fill({ slot: panels, id: 'booking', permission: 'agenda', component: Nothing, prefetch: () => calls.push('booking') }),
    fill({
      slot: panels,
      id: 'first-steps',
      permission: 'company',
      component: Nothing,
      prefetch: () => calls.push('first-steps'),
    }),
    fill({ slot: panels, id: 'plain', component: Nothing }),
    fill({ slot: tabs, id: 'clinical', component: Nothing, prefetch: () => calls.push('clinical') }),
  ];
  const session = { token: () => token, user: <T>() => (role ? { role } : null) as T };
  const page = { path: '/dashboard', load: vi.fn(), prefetch: () => calls.push('page'), slots: [panels] };
  return { calls, run: () => prefetchPage(page, {}, fills, session) };
}

describe('prefetchPage', () => {
  it("starts the page's requests and those of every panel of its slots the role may see", () => {
    const owner = world('OWNER');
    owner.run();
    expect(owner.calls).toEqual(['page', 'booking', 'first-steps']);
  });

  it('leaves out a panel the role would not be shown, and the fills of slots the page does not draw', () => {
    const reception = world('RECEPTION');
    reception.run();
    expect(reception.calls).toEqual(['page', 'booking']);
  });

  it('asks for nothing without a stored session', () => {
    const signedOut = world(null, null);
    signedOut.run();
    expect(signedOut.calls).toEqual([]);
  });
});
