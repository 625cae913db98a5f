import { addDays, nowInTimeZone, randomCpf } from '@agenda/br';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { api, expect, holdBack, signIn, test } from './fixtures.ts';

// The dashboard on a phone: the panels above the agenda (here the owner's 'Primeiros passos' and
// 'Lista de espera') and the agenda show together, so nothing on the page moves while the panels'
// code and data arrive, however late they come (decision 068; Lighthouse's CLS).

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __shifts?: Shift[];
  }
}

test('the dashboard at 390 px, first visit and next: nothing moves while the panels arrive', async ({ page, owner, baseURL }) => {
  const base = baseURL ?? '';
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` };
  const post = async (path: string, body: unknown) =>
    (await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).json();
  const { serviceType } = await post('/service-types', { name: 'Prevenção' });
  const { service } = await post('/services', { name: 'Limpeza', serviceTypeId: serviceType.id, duration: 30, price: 120 });
  for (const fullName of ['Beatriz Campos Leal', 'Otávio Freitas Neto']) {
    const { client } = await api<{ client: { id: string } }>(base, owner, 'POST', '/api/clients', {
      fullName,
      cpf: randomCpf(),
      phone: '11987651234',
    });
    const until = addDays(nowInTimeZone().date, 30);
    await api(base, owner, 'POST', '/api/waitlist', { clientId: client.id, serviceId: service.id, until });
  }

  await page.setViewportSize({ width: 390, height: 844 });
  // Every layout shift of the page's life, with what moved (read after the visit).
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      })[])
        if (!entry.hadRecentInput)
          window.__shifts?.push({
            value: entry.value,
            sources: entry.sources.map((s) => (s.node instanceof Element ? s.node.className || s.node.tagName : '?')),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const waitlist = page.getByRole('region', { name: 'Lista de espera' });
  const firstSteps = page.getByText('Primeiros passos').first();

  // The waitlist's read comes a second and a half after the rest, as on a slow connection.
  await holdBack(page, /\/trpc\/[^?]*waitlist\.list/);
  const agenda = page.getByRole('region', { name: /Agenda do dia|Agenda da semana/ });
  const settled = async () => {
    await expect(waitlist).toContainText('2 pacientes aguardando');
    await expect(firstSteps).toBeVisible();
    await expect(agenda).not.toHaveAttribute('aria-busy', 'true');
    const shifts = await page.evaluate(() => window.__shifts ?? []);
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.005);
  };
  // The first visit in this browser, then the next one.
  await signIn(page, owner);
  await settled();
  await page.reload();
  await settled();
  await expectNoSeriousA11yViolations(page, 'the dashboard at 390 px');
});
