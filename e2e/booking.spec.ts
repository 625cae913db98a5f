import { randomBytes } from 'node:crypto';
import { randomCpf } from '@agenda/br';
import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { type Owner, api, expect, signIn, openWeekOf, test } from './fixtures.ts';

// Online booking at 390 px: a patient books on the clinic's page (as a new patient and as one the
// clinic knows), the taken time is gone for the next patient, and the clinic sees the booking on its
// agenda with 'Online' and in 'Novos agendamentos online'.

const PHONE = { viewport: { width: 390, height: 844 } };

/** A 30-minute service and online booking on at a fresh address; the page's address. */
async function openBooking(baseURL: string, owner: Owner): Promise<string> {
  const { serviceType } = await api<{ serviceType: { id: string } }>(baseURL, owner, 'POST', '/service-types', {
    name: 'Prevenção',
  });
  await api(baseURL, owner, 'POST', '/services', { name: 'Limpeza', serviceTypeId: serviceType.id, duration: 30, price: 120 });
  const slug = `clinica-${randomBytes(4).toString('hex')}`;
  await api(baseURL, owner, 'PUT', '/api/booking/settings', {
    enabled: true,
    slug,
    serviceIds: [],
    professionalIds: [],
    minNoticeHours: 2,
    maxDaysAhead: 30,
    autoConfirm: false,
    text: 'Agende sua limpeza.',
  });
  return `/agendar/${slug}`;
}

/** On the phone: service, professional, the first day with free times; its address and first time. */
async function chooseFirstTime(patient: Page, path: string) {
  await patient.goto(path);
  await expect(patient.getByText('Agende sua limpeza.')).toBeVisible();
  await patient.getByRole('link', { name: /Limpeza/ }).click();
  await expect(patient.getByRole('heading', { name: 'Escolha o profissional' })).toBeVisible();
  await patient.getByRole('link', { name: /Beatriz Almeida Costa/ }).click();
  await expect(patient.getByRole('heading', { name: 'Escolha o dia' })).toBeVisible();
  await patient.locator('a.day').first().click();
  await expect(patient.getByRole('heading', { name: 'Escolha o horário' })).toBeVisible();
  const dayUrl = patient.url();
  const time = (await patient.locator('a.time').first().textContent())?.trim() ?? '';
  return { dayUrl, time, date: new URL(dayUrl).searchParams.get('dia') ?? '' };
}

async function fillDetails(patient: Page, who: { fullName: string; cpf: string; phone: string }) {
  await patient.getByLabel('Nome completo').fill(who.fullName);
  await patient.getByLabel('CPF').fill(who.cpf);
  await patient.getByLabel('Celular (com DDD)').fill(who.phone);
  await patient.getByLabel('Li e aceito a política de privacidade da clínica.').check();
  await patient.getByRole('button', { name: 'Confirmar agendamento' }).click();
}

async function phonePage(browser: Browser) {
  const context = await browser.newContext(PHONE);
  return { context, page: await context.newPage() };
}

test('a new patient books on the phone; the time is gone for the next one; the agenda shows it Online', async ({
  page,
  browser,
  owner,
  baseURL,
}) => {
  const path = await openBooking(baseURL ?? '', owner);
  const first = await phonePage(browser);
  await first.page.goto(path);
  await expectNoSeriousA11yViolations(first.page, 'booking page');
  expect(await first.page.locator('script').count()).toBe(0);
  const { dayUrl, time, date } = await chooseFirstTime(first.page, path);
  await first.page.locator('a.time').first().click();
  await expect(first.page.getByRole('heading', { name: 'Seus dados' })).toBeVisible();
  await expectNoSeriousA11yViolations(first.page, 'booking details');
  await fillDetails(first.page, { fullName: 'Lívia Martins Rocha', cpf: randomCpf(), phone: '(11) 98877-6655' });
  await expect(first.page.getByRole('heading', { name: 'Agendamento realizado' })).toBeVisible();
  await expect(first.page.getByText(`${time} às`)).toBeVisible();
  await expect(first.page.getByRole('link', { name: 'Confirmar ou cancelar' })).toHaveAttribute('href', /\/p\/[\w-]{64}$/);
  await expect(first.page.getByRole('link', { name: 'Adicionar ao calendário' })).toBeVisible();
  await expectNoSeriousA11yViolations(first.page, 'booking done');
  await first.context.close();

  // A second patient, on that day: the time is no longer offered.
  const second = await phonePage(browser);
  await second.page.goto(dayUrl);
  await expect(second.page.getByRole('heading', { name: 'Escolha o horário' })).toBeVisible();
  await expect(second.page.getByRole('link', { name: time, exact: true })).toHaveCount(0);
  await second.context.close();

  // The clinic: the card says Online; the dashboard lists it until someone marks it seen.
  await signIn(page, owner, null);
  await openWeekOf(page, date);
  await expect(page.getByRole('button', { name: /Online, Lívia Martins Rocha/ })).toBeVisible();
  const panel = page.getByRole('region', { name: /Novos agendamentos online/ });
  await expect(panel.getByText('Lívia Martins Rocha')).toBeVisible();
  await panel.getByRole('button', { name: /Visto: Lívia Martins Rocha/ }).click();
  await expect(panel).toHaveCount(0);
});

test("'Visto' takes the booking out once the server has it, even when reading the list again fails", async ({
  page,
  browser,
  owner,
  baseURL,
}) => {
  const path = await openBooking(baseURL ?? '', owner);
  const patient = await phonePage(browser);
  const { date } = await chooseFirstTime(patient.page, path);
  await patient.page.locator('a.time').first().click();
  await fillDetails(patient.page, { fullName: 'Caio Nunes Prado', cpf: randomCpf(), phone: '(11) 98765-1234' });
  await expect(patient.page.getByRole('heading', { name: 'Agendamento realizado' })).toBeVisible();
  await patient.context.close();

  await signIn(page, owner, null);
  await openWeekOf(page, date);
  const panel = page.getByRole('region', { name: /Novos agendamentos online/ });
  await expect(panel.getByText('Caio Nunes Prado')).toBeVisible();
  // From here on the list cannot be read again (a dropped connection, a server that is busy).
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('booking.onlineBookings'),
    (route) => route.abort('connectionreset'),
  );
  const seen = page.waitForResponse((res) => res.url().includes('booking.markSeen'));
  await panel.getByRole('button', { name: /Visto: Caio Nunes Prado/ }).click();
  expect((await seen).ok()).toBe(true);
  await expect(panel).toHaveCount(0);
});

test('a patient the clinic knows books; their record stays, staff see what they typed', async ({
  page,
  browser,
  owner,
  baseURL,
}) => {
  const path = await openBooking(baseURL ?? '', owner);
  const cpf = randomCpf();
  await api(baseURL ?? '', owner, 'POST', '/api/clients', { fullName: 'Otávio Pires Lemos', cpf, phone: '11912345678' });
  const patient = await phonePage(browser);
  const { time, date } = await chooseFirstTime(patient.page, path);
  await patient.page.locator('a.time').first().click();
  await fillDetails(patient.page, { fullName: 'Otávio Lemos', cpf, phone: '(11) 97654-3210' });
  await expect(patient.page.getByRole('heading', { name: 'Agendamento realizado' })).toBeVisible();
  await patient.context.close();

  await signIn(page, owner, null);
  await openWeekOf(page, date);
  // Clicked where a person reads the name, at its left: before the clinic opens the first time offered
  // is today's, and today's card carries 'Chegou' over its right half (decision 054).
  const card = page.getByRole('button', { name: new RegExp(`^${time}.*, Online, Otávio Pires Lemos`) });
  await card.click({ position: { x: 8, y: ((await card.boundingBox())?.height ?? 16) / 2 } });
  const typed = page.getByRole('region', { name: 'Dados informados no agendamento online' });
  await expect(typed.getByText('Otávio Lemos')).toBeVisible();
  await expect(typed.getByText('(11) 97654-3210')).toBeVisible();
  await expect(typed.getByText(/no cadastro: \(11\) 91234-5678/)).toBeVisible();
});

test('an address that opens nothing is a friendly 404', async ({ page }) => {
  await page.setViewportSize(PHONE.viewport);
  const res = await page.goto('/agendar/nao-existe-esta-clinica');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'booking 404');
});
