import { addDays, nowInTimeZone, randomCpf, startOfWeekMonday } from '@agenda/br';
import { brazilianHolidays } from '@agenda/br/holidays';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, navPaths } from './a11y.ts';
import { type Owner, expect, signIn, registerOwner, test } from './fixtures.ts';

// Issue 13: the agenda as a clinic lives in it. One test per numbered item of the issue.

/** Monday of the first week from next week on with no national or São Paulo holiday. */
function quietMonday(): string {
  let monday = addDays(startOfWeekMonday(nowInTimeZone().date), 7);
  for (;;) {
    const year = Number(monday.slice(0, 4));
    const holidays = new Set(
      [year, year + 1].flatMap((y) => brazilianHolidays(y, { state: 'SP', city: 'São Paulo' }).map((h) => h.date)),
    );
    if (!Array.from({ length: 7 }, (_, i) => addDays(monday, i)).some((d) => holidays.has(d))) return monday;
    monday = addDays(monday, 7);
  }
}
const MON = quietMonday();
const TUE = addDays(MON, 1);
const SAT = addDays(MON, 5);
const SUN = addDays(MON, 6);
const weeksAhead = Math.round((Date.parse(MON) - Date.parse(startOfWeekMonday(nowInTimeZone().date))) / (7 * 86_400_000));

async function api(baseURL: string, owner: Owner, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, { id: string }>;
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A 'Seg a Sex, 08:00–18:00' service of 45 min and a client. */
async function clinicData(baseURL: string, owner: Owner) {
  const type = (await api(baseURL, owner, 'POST', '/service-types', { name: 'Prevenção' })).serviceType;
  const service = (
    await api(baseURL, owner, 'POST', '/services', {
      name: 'Limpeza',
      serviceTypeId: type?.id,
      duration: 45,
      price: 150,
      saturdayEnabled: false,
      sundayEnabled: false,
    })
  ).service;
  const client = (
    await api(baseURL, owner, 'POST', '/api/clients', { fullName: 'João Pereira', cpf: randomCpf(), phone: '11987654321' })
  ).client;
  const book = async (date: string, startTime: string) =>
    (
      await api(baseURL, owner, 'POST', '/api/appointments', {
        clientId: client?.id,
        serviceId: service?.id,
        date,
        startTime,
        endTime: null,
        notes: '',
      })
    ).appointment?.id ?? '';
  return { book };
}

async function toWeek(page: Page) {
  for (let i = 0; i < weeksAhead; i++) await page.getByRole('button', { name: 'Próxima semana' }).click();
}

const day = (page: Page, date: string) =>
  page.getByRole('group', { name: new RegExp(`${date.slice(8)}/${date.slice(5, 7)}/${date.slice(0, 4)}$`) });

/** Buttons whose emoji a screen reader would read: text outside any aria-hidden element. */
function emojiReadAloud(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const button of document.querySelectorAll('button, [role="tab"], a')) {
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('[aria-hidden="true"]')) continue;
        if (/\p{Extended_Pictographic}/u.test(node.textContent ?? '')) found.push(button.textContent?.trim() ?? '');
      }
    }
    return found;
  });
}

test('1. the reschedule modal offers only times the grid can draw and the clinic opens', async ({ page, owner, baseURL }) => {
  const { book } = await clinicData(baseURL ?? '', owner);
  await book(TUE, '10:00');
  await signIn(page, owner);
  await toWeek(page);
  await day(page, TUE)
    .getByRole('button', { name: /João Pereira/ })
    .click();
  await page.getByRole('dialog', { name: 'Detalhes do Agendamento' }).getByRole('button', { name: 'Reagendar' }).click();
  const modal = page.getByRole('dialog', { name: 'Reagendar Atendimento' });
  await modal.getByLabel('Nova data').fill(SUN);
  await expect(modal.getByLabel('Novo horário')).toBeDisabled();
  await expect(modal.getByLabel('Novo horário')).toContainText('Nenhum horário disponível nesta data');
  await modal.getByLabel('Nova data').fill(TUE);
  await expect(modal.getByLabel('Novo horário').locator('option', { hasText: '08:00' })).toHaveCount(1);
  const times = await modal.getByLabel('Novo horário').locator('option').allTextContents();
  expect(times[1]).toBe('08:00');
  expect(times.at(-1)).toBe('17:00');
  for (const bad of ['06:00', '21:00', '14:10', '17:30', '19:30']) expect(times).not.toContain(bad);
  await expectNoSeriousA11yViolations(page, 'Reagendar Atendimento', '[role="dialog"]');
});

test("2. closed days read 'Fechado' with no free slot; only services that fit are offered", async ({ page, owner }) => {
  await signIn(page, owner);
  await toWeek(page);
  // The owner registered Monday to Friday.
  await expect(page.getByRole('button', { name: /^sábado/ })).toContainText('Fechado');
  await expect(day(page, SAT).getByRole('button', { name: /^Agendar em/ })).toHaveCount(0);
  await expect(day(page, TUE).getByRole('button', { name: /^Agendar em/ })).toHaveCount(24);
});

test('2b. Novo Agendamento lists only the services that fit the slot', async ({ page, owner, baseURL }) => {
  await clinicData(baseURL ?? '', owner);
  await signIn(page, owner);
  await toWeek(page);
  await day(page, TUE)
    .getByRole('button', { name: /às 17:30$/ })
    .click();
  const modal = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await expect(modal.getByText('Nenhum serviço pode ser agendado neste horário')).toBeVisible();
  await modal.getByRole('button', { name: 'Cancelar' }).click();
  await day(page, TUE)
    .getByRole('button', { name: /às 17:00$/ })
    .click();
  await expect(modal.getByLabel('Serviço')).toContainText('Limpeza');
  await expectNoSeriousA11yViolations(page, 'Novo Agendamento', '[role="dialog"]');
});

test('3. an appointment kept on a blocked day is drawn above the overlay, flagged and clickable', async ({
  page,
  owner,
  baseURL,
}) => {
  const { book } = await clinicData(baseURL ?? '', owner);
  await book(TUE, '10:00');
  await api(baseURL ?? '', owner, 'POST', '/api/settings/blocks', { title: 'Dedetização', startDate: TUE, endDate: TUE });
  await signIn(page, owner);
  await toWeek(page);
  const card = day(page, TUE).getByRole('button', { name: /João Pereira.*em dia bloqueado/ });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('data-over-block', 'true');
  await card.click();
  await expect(page.getByRole('dialog', { name: 'Detalhes do Agendamento' })).toBeVisible();
});

test('3b. blocking a day that has appointments warns, lists them, and cancels them in one step', async ({
  page,
  owner,
  baseURL,
}) => {
  const { book } = await clinicData(baseURL ?? '', owner);
  await book(TUE, '10:00');
  await signIn(page, owner);
  await page.getByRole('button', { name: 'Configurações da agenda' }).click();
  const dialog = page.getByRole('dialog', { name: /Configurações da Agenda/ });
  await dialog.getByRole('tab', { name: 'Bloqueios' }).click();
  await dialog.getByLabel('Título').fill('Dedetização');
  await dialog.getByLabel('Data inicial').fill(TUE);
  await dialog.getByLabel('Data final').fill(TUE);
  await dialog.getByRole('button', { name: 'Adicionar Bloqueio' }).click();
  const warn = page.getByRole('dialog', { name: 'Há agendamentos neste período' });
  await expect(warn.getByText('1 agendamento ativo cai neste período. Mantê-lo ou cancelá-lo?')).toBeVisible();
  await expect(warn.getByRole('list', { name: 'Agendamentos no período' })).toContainText('10:00 – 10:45');
  await expect(warn.getByRole('list', { name: 'Agendamentos no período' })).toContainText('João Pereira · Limpeza');
  await expectNoSeriousA11yViolations(page, 'Há agendamentos neste período', '[role="dialog"]:last-of-type');
  await warn.getByRole('button', { name: 'Cancelar agendamentos' }).click();
  await expect(warn).toBeHidden();
  await expect(page.getByText('1 agendamento cancelado')).toBeVisible();
  await expect(dialog.getByText('Dedetização')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).last().click();
  await toWeek(page);
  await expect(day(page, TUE).getByRole('button', { name: /João Pereira.*Cancelado/ })).toBeVisible();
});

test("4. settings save as you go on every tab; the footer only says 'Fechar'", async ({ page, owner }) => {
  await signIn(page, owner);
  await page.getByRole('button', { name: 'Configurações da agenda' }).click();
  const dialog = page.getByRole('dialog', { name: /Configurações da Agenda/ });
  await expect(dialog.getByRole('button', { name: 'Salvar Configurações' })).toHaveCount(0);
  await expect(dialog.getByText('As alterações são salvas assim que feitas.')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Horários', exact: true }).click();
  await dialog.getByRole('switch', { name: /Bloquear horário de almoço/ }).click();
  await expect(dialog.getByText('Alterações salvas')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Configurações da agenda' }).click();
  await dialog.getByRole('tab', { name: 'Horários', exact: true }).click();
  await expect(dialog.getByRole('switch', { name: /Bloquear horário de almoço/ })).toBeChecked();
  for (const tab of ['Cores', 'Feriados', 'Bloqueios', 'Horários', 'Dados da Empresa']) {
    await dialog.getByRole('tab', { name: tab, exact: true }).click();
    await expectNoSeriousA11yViolations(page, `Configurações: ${tab}`, '[role="dialog"]');
  }
});

test("5. Preço accepts '250,50', '1.234,56' and '250.50'", async ({ page, owner, baseURL }) => {
  await api(baseURL ?? '', owner, 'POST', '/service-types', { name: 'Prevenção' });
  await signIn(page, owner, null);
  await page.goto('/services');
  await page.getByRole('tab', { name: 'Serviços', exact: true }).click();
  for (const [typed, shown] of [
    ['250,50', 'R$ 250,50'],
    ['1.234,56', 'R$ 1.234,56'],
    ['250.50', 'R$ 250,50'],
  ]) {
    const name = `Serviço ${typed}`;
    await page.getByLabel('Nome do serviço').fill(name);
    await page.getByLabel('Tipo de serviço').selectOption({ label: 'Prevenção' });
    await page.getByLabel('Preço').fill(typed);
    await page.getByLabel('Preço').blur();
    await expect(page.getByLabel('Preço')).toHaveValue(shown.slice(3));
    await page.getByRole('button', { name: 'Criar Serviço' }).click();
    const row = page.getByRole('list', { name: 'Serviços cadastrados' }).getByRole('listitem').filter({ hasText: name });
    await expect(row).toContainText(shown);
  }
});

test("6. 'Dados da Empresa' fixes a missing city and UF; the holiday tab says where", async ({ page, baseURL }) => {
  const owner = await registerOwner(baseURL ?? '', { companyCity: '', companyState: '' });
  await signIn(page, owner);
  await page.getByRole('button', { name: 'Configurações da agenda' }).click();
  const dialog = page.getByRole('dialog', { name: /Configurações da Agenda/ });
  await dialog.getByRole('tab', { name: 'Feriados' }).click();
  await expect(dialog.getByText("UF não informada: preencha-a na aba 'Dados da Empresa'")).toBeVisible();
  await expect(dialog.getByText('Feriados do estado ()')).toHaveCount(0);
  await dialog.getByRole('tab', { name: 'Dados da Empresa' }).click();
  await dialog.getByLabel('CNPJ').fill('11222333000182');
  await dialog.getByLabel('CNPJ').blur();
  await expect(dialog.getByText('CNPJ inválido')).toBeVisible();
  await dialog.getByLabel('CNPJ').fill('11222333000181');
  await expect(dialog.getByLabel('CNPJ')).toHaveValue('11.222.333/0001-81');
  await dialog.getByLabel('Cidade').fill('Campinas');
  await dialog.getByLabel('UF').selectOption('SP');
  await expect(dialog.getByText('Alterações salvas')).toBeVisible();
  await dialog.getByRole('button', { name: 'Sáb' }).click();
  await dialog.getByRole('tab', { name: 'Feriados' }).click();
  await expect(dialog.getByText('Feriados do estado (SP)')).toBeVisible();
  await expect(dialog.getByText('Feriados da cidade (Campinas)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(page.getByRole('button', { name: /^sábado/ })).not.toContainText('Fechado');
});

test('7. at 390 px no page scrolls sideways; the top bar folds into a menu; the dashboard shows one day', async ({
  page,
  owner,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const noSideScroll = async (where: string) => {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${where} is ${width} px wide`).toBeLessThanOrEqual(390);
  };
  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await noSideScroll(path);
  }
  await signIn(page, owner);
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden();
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link').first().focus();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  // A dialog opened from the menu is closed by the first Escape; the menu stays until the next one.
  await page.getByRole('button', { name: 'Configurações da agenda' }).click();
  await expect(page.getByRole('dialog', { name: /Configurações da Agenda/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: /Configurações da Agenda/ })).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await menu.click();
  await expect(page.getByRole('button', { name: 'Sair', exact: true })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Relatórios' })).toBeInViewport();
  const paths = await navPaths(page);
  expect(paths).toContain('/dashboard');
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await noSideScroll(path);
  }
  await page.goto('/dashboard');
  await expect(page.locator('.cal-day')).toHaveCount(1);
  const first = await page.locator('.cal-day').getAttribute('aria-label');
  await page.getByRole('button', { name: 'Próximo dia' }).click();
  await expect(page.locator('.cal-day')).not.toHaveAttribute('aria-label', first ?? '');
  await noSideScroll('/dashboard, one day');
});

test("8b. 'Novo Agendamento' reports a bad CPF and a missing phone at the field, once left", async ({ page, owner }) => {
  await signIn(page, owner);
  await toWeek(page);
  await day(page, TUE)
    .getByRole('button', { name: /às 09:00$/ })
    .click();
  const modal = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await modal.getByLabel('CPF').fill('111.111.111-12');
  await modal.getByLabel('Telefone pessoal').focus();
  await expect(modal.getByLabel('CPF')).toHaveAttribute('aria-invalid', 'true');
  await expect(modal.getByText('CPF inválido')).toBeVisible();
  await modal.getByLabel('Nome completo').focus();
  await expect(modal.getByLabel('Telefone pessoal')).toHaveAttribute('aria-invalid', 'true');
  await expect(modal.getByText('Campo obrigatório')).toBeVisible();
  await modal.getByLabel('Telefone pessoal').fill('11987654321');
  await expect(modal.getByLabel('Telefone pessoal')).not.toHaveAttribute('aria-invalid', 'true');
});

test('8a. /register marks every required field the same way', async ({ page }) => {
  await page.goto('/register');
  // The register page is its own lazy chunk: count only once the form is drawn.
  await expect(page.locator('label', { hasText: 'Nome completo' }).first()).toBeVisible();
  const marked = async (label: string) => page.locator('label', { hasText: label }).first().locator('.ui-required').count();
  for (const label of ['Nome completo', 'E-mail', 'Telefone', 'Senha', 'Confirmar senha', 'CEP', 'Número', 'Rua', 'Bairro']) {
    expect(await marked(label), label).toBe(1);
  }
  expect(await marked('Complemento')).toBe(0);
});

test('8. readable: tabs wrap, toasts keep clear of the top bar, cancelled cards keep their text', async ({
  page,
  owner,
  baseURL,
}) => {
  const { book } = await clinicData(baseURL ?? '', owner);
  const id = await book(TUE, '17:00');
  await book(TUE, '15:00');
  await api(baseURL ?? '', owner, 'PATCH', `/api/appointments/${id}/cancel`);
  await signIn(page, owner);
  await toWeek(page);
  const cancelled = day(page, TUE).getByRole('button', { name: /João Pereira.*Cancelado/ });
  expect((await cancelled.boundingBox())?.width ?? 0).toBeGreaterThan(70);
  await expect(day(page, TUE).getByRole('button', { name: /às 17:00$/ })).toBeVisible();
  await cancelled.click();
  const detail = page.getByRole('dialog', { name: 'Detalhes do Agendamento' });
  for (const tab of await detail.getByRole('tab').all()) {
    const cut = await tab.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    expect(cut, await tab.textContent()).toBe(false);
  }
  await expectNoSeriousA11yViolations(page, 'Detalhes do Agendamento', '[role="dialog"]');
  await detail.getByRole('button', { name: 'Fechar' }).last().click();
  // A toast: confirming the 15:00 appointment.
  await day(page, TUE)
    .getByRole('button', { name: /João Pereira.*Pendente/ })
    .click();
  await detail.getByRole('button', { name: /Confirmar/ }).click();
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  const bar = await page.locator('.topbar').boundingBox();
  const box = await toast.boundingBox();
  expect((box?.y ?? 0) > (bar?.y ?? 0) + (bar?.height ?? 0)).toBe(true);
});

test('9. a signed-out visitor goes to /login and back; unknown routes keep the 404', async ({ page, owner }) => {
  await page.goto('/services');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fservices$/);
  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel('Senha').fill(owner.password);
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await page.goto('/nao-existe');
  await expect(page.getByText('Página não encontrada')).toBeVisible();
});

test('10. the week grid is one tab stop; arrows move, Enter books; every page passes axe', async ({ page, owner, baseURL }) => {
  const { book } = await clinicData(baseURL ?? '', owner);
  await book(TUE, '10:00');
  await signIn(page, owner);
  await toWeek(page);
  const slots = page.locator('.cal-grid [data-roving]');
  await expect(slots.first()).toBeVisible();
  expect(await page.locator('.cal-grid [data-roving][tabindex="0"]').count()).toBe(1);
  await page.locator('.cal-grid [data-roving][tabindex="0"]').focus();
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  expect(await focused()).toMatch(/às 08:00$/);
  await page.keyboard.press('ArrowDown');
  expect(await focused()).toMatch(/às 08:30$/);
  await page.keyboard.press('ArrowRight');
  expect(await focused()).toMatch(/às 08:30$/);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('.cal-grid') === null)).toBe(true);
  await page.keyboard.press('Shift+Tab');
  expect(await focused()).toMatch(/às 08:30$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Novo Agendamento' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Novo Agendamento' }).getByRole('button', { name: 'Cancelar' }).click();

  for (const path of ['/dashboard', ...(await navPaths(page))]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, path);
    expect(await emojiReadAloud(page), `${path}: emoji read aloud in buttons`).toEqual([]);
  }
  // A week with a card: its spoken name holds the text it shows (WCAG 2.5.3).
  await page.goto('/dashboard');
  await toWeek(page);
  await expect(day(page, TUE).getByRole('button', { name: /^10:00 – 10:45, João Pereira/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'a week with an appointment');
  await page.getByRole('button', { name: 'Configurações da agenda' }).click();
  expect(await emojiReadAloud(page), 'settings dialog').toEqual([]);
  await page.context().clearCookies();
});

test('axe: the public pages', async ({ page }) => {
  for (const path of ['/login', '/register', '/register-success']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, path);
  }
});
