import { formatDatePtBR, randomCpf } from '@agenda/br';
import type { Locator, Page } from '@playwright/test';
import { type Owner, type ProfessionalRef, api, expect } from './fixtures.ts';

// The agenda's steps several browser tests share: a bookable service and client, a day view, a
// booking from a professional's column.

/** A 30-minute service and a client, over the documented REST paths. */
export async function serviceAndClient(baseURL: string, owner: Owner) {
  const { serviceType } = await api<{ serviceType: { id: string } }>(baseURL, owner, 'POST', '/service-types', {
    name: 'Prevenção',
  });
  await api(baseURL, owner, 'POST', '/services', { name: 'Limpeza', serviceTypeId: serviceType.id, duration: 30, price: 100 });
  const cpf = randomCpf();
  const fullName = 'Otávio Ramos Lima';
  await api(baseURL, owner, 'POST', '/api/clients', { fullName, cpf, phone: '11987654321' });
  return { cpf, fullName };
}

/** The day view of `date`: back to the week, forward to its week, the day's header, then 'Dia'. */
export async function openDay(page: Page, date: string) {
  await page.goto('/dashboard');
  await page.getByRole('group', { name: 'Visualização da agenda' }).getByRole('button', { name: 'Semana' }).click();
  const header = page.getByRole('button', { name: `terça-feira, ${formatDatePtBR(date)}`, exact: true });
  while (!(await header.isVisible())) await page.getByRole('button', { name: 'Próxima semana' }).click();
  await header.click();
  await page.getByRole('group', { name: 'Visualização da agenda' }).getByRole('button', { name: 'Dia' }).click();
  return page.getByRole('region', { name: 'Agenda do dia' });
}

/** Books the client at 09:00 from the day view's column of `professional`. */
export async function bookAtNine(page: Page, date: string, professional: ProfessionalRef, cpf: string) {
  await page.getByRole('button', { name: `Agendar em ${formatDatePtBR(date)} às 09:00 com ${professional.name}` }).click();
  const modal = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await modal.getByLabel('Serviço').selectOption({ label: 'Limpeza · 30 min · R$ 100,00' });
  await expect(modal.getByLabel('Profissional')).toHaveValue(professional.id);
  await modal.getByLabel('CPF').fill(cpf);
  await modal.getByLabel('CPF').blur();
  await expect(modal.getByText('Cliente já cadastrado: dados carregados.')).toBeVisible();
  return modal;
}

export const column = (board: Locator, name: string) => board.getByRole('group', { name: new RegExp(`^${name}, `) });
