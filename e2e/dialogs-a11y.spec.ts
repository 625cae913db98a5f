import { addDays, formatDatePtBR, nowInTimeZone } from '@agenda/br';
import { type Locator, type Page, test as base } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { type Owner, api, clientWithAppointment, expect, signIn, registerOwner } from './fixtures.ts';

// Every dialog of the product, at a laptop's width and a phone's, judged by axe: no serious or critical
// violation (contrast, names, a control's name holding its text). One clinic per test, made over the
// documented REST paths: two booked patients (one finalized with a balance still open), a product.
// The two widths run at once, in two workers: they are the suite's longest tests, and one after the
// other in one worker they ended the run alone, the other workers idle.

interface Clinic {
  owner: Owner;
  patient: string;
  /** The day of the patient's appointment, 'yyyy-MM-dd'. */
  date: string;
}

// A test-scoped fixture: a worker-scoped one needs workers of its own, which Playwright starts only once
// the others have no file left, so this file ran last.
const test = base.extend<{ clinic: Clinic }>({
  clinic: async ({ baseURL: url }, use) => {
    const baseURL = url ?? '';
    const owner = await registerOwner(baseURL);
    const patient = 'Ana Beatriz Souza';
    const { date } = await clientWithAppointment(baseURL, owner.token, patient, { fromDays: 2 });
    const owing = await clientWithAppointment(baseURL, owner.token, 'Caio Mendes Prado', {
      fromDays: 2,
      startTime: '10:00',
      serviceType: 'Restauração',
      service: 'Restauração em resina',
      price: 200,
    });
    const week = await api<{ appointments: { id: string; client: { id: string }; service: { id: string } }[] }>(
      baseURL,
      owner,
      'GET',
      `/api/appointments?startDate=${owing.date}&endDate=${owing.date}`,
    );
    const booked = week.appointments.find((a) => a.client.id === owing.id);
    await api(baseURL, owner, 'POST', '/api/appointments/complete', {
      appointmentId: booked?.id,
      services: [{ id: booked?.service.id }],
      products: [],
      paymentMethod: 'PIX',
      paymentStatus: 'PENDING',
      dueDate: addDays(nowInTimeZone().date, 10),
    });
    await api(baseURL, owner, 'POST', '/api/products', { name: 'Escova Macia', costPrice: 4.9, salePrice: 14.9, stock: 20 });
    await use({ owner, patient, date });
  },
});
test.describe.configure({ mode: 'parallel' });

/** Runs axe on the open dialog(s), then closes them all with Escape. */
async function judge(page: Page, dialog: Locator, where: string) {
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, where, '[role="dialog"]');
}

async function closeAll(page: Page) {
  for (let i = 0; i < 4 && (await page.getByRole('dialog').count()) > 0; i++) await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The agenda moved forward (a week, or a day on a phone) until the patient's day, then their card. */
async function patientCard(page: Page, clinic: Clinic): Promise<Locator> {
  await page.goto('/dashboard');
  const dayShown = page.getByRole('button', { name: new RegExp(`^Agendar em ${formatDatePtBR(clinic.date)} às`) }).first();
  const next = page.getByRole('button', { name: /^(Próxima semana|Próximo dia)$/ });
  for (let i = 0; i < 14; i++) {
    if (
      await dayShown.waitFor({ timeout: 2_000 }).then(
        () => true,
        () => false,
      )
    )
      break;
    await next.click();
  }
  return page.locator('.cal-appt').filter({ hasText: clinic.patient }).first();
}

for (const width of [1366, 390]) {
  test(`every dialog at ${width} px: no serious or critical axe violation`, async ({ page, clinic }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await signIn(page, clinic.owner, null);

    // Agenda: new appointment, the detail, finalize, reschedule.
    const card = await patientCard(page, clinic);
    await card.click();
    const detail = page.getByRole('dialog', { name: 'Detalhes do Agendamento' });
    await judge(page, detail, 'Detalhes do Agendamento');
    await detail.getByRole('button', { name: /Finalizar Atendimento/ }).click();
    await judge(page, page.getByRole('dialog', { name: /^Finalizar Atendimento/ }), 'Finalizar Atendimento');
    await closeAll(page);
    await card.click();
    await detail.getByRole('button', { name: 'Reagendar' }).click();
    await judge(page, page.getByRole('dialog', { name: 'Reagendar Atendimento' }), 'Reagendar Atendimento');
    await closeAll(page);
    await card.click();
    await detail.getByRole('button', { name: '✖ Cancelar' }).click();
    await judge(page, page.getByRole('dialog', { name: 'Cancelar agendamento' }), 'Cancelar agendamento');
    await closeAll(page);
    await page
      .getByRole('button', { name: /^Agendar em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/ })
      .last()
      .click();
    await judge(page, page.getByRole('dialog', { name: 'Novo Agendamento' }), 'Novo Agendamento');
    await closeAll(page);

    // Configurações da Agenda, tab by tab.
    await page.getByRole('button', { name: 'Configurações da agenda' }).click();
    const settings = page.getByRole('dialog', { name: /Configurações da Agenda/ });
    await expect(settings).toBeVisible();
    for (const tab of await settings.getByRole('tab').all()) {
      const name = (await tab.textContent())?.trim() ?? '';
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await judge(page, settings, `Configurações › ${name}`);
    }
    // Horários with the lunch break off: its times, quieter, still read.
    await settings.getByRole('tab', { name: 'Horários', exact: true }).click();
    const lunch = settings.getByRole('switch', { name: 'Bloquear horário de almoço' });
    if (await lunch.isChecked()) await lunch.click();
    await expect(lunch).not.toBeChecked();
    await judge(page, settings, 'Configurações › Horários, almoço desligado');
    await closeAll(page);

    // Clients: new client, import.
    await page.goto('/clients');
    await page.getByRole('button', { name: '+ Novo Cliente' }).click();
    await judge(page, page.getByRole('dialog', { name: 'Novo Cliente' }), 'Novo Cliente');
    await closeAll(page);
    await page.getByRole('button', { name: 'Importar clientes' }).click();
    await judge(page, page.getByRole('dialog', { name: 'Importar clientes' }), 'Importar clientes');
    await closeAll(page);
    // The odontogram's tooth.
    await page.getByRole('list', { name: 'Clientes' }).getByText(clinic.patient).click();
    const view = page.getByRole('article', { name: clinic.patient });
    await view.getByRole('tab', { name: /Odontograma/ }).click();
    await view.getByRole('button', { name: 'Dente 36: Hígido' }).click();
    await judge(page, page.getByRole('dialog', { name: 'Dente 36 · Molar' }), 'Dente 36');
    await closeAll(page);

    // Products: the stock adjustment.
    await page.goto('/products');
    await page
      .getByRole('button', { name: /Ajustar estoque/ })
      .first()
      .click();
    await judge(page, page.getByRole('dialog', { name: /Ajustar Estoque/ }), 'Ajustar estoque');
    await closeAll(page);

    // Team: the invitation and a professional's profile.
    await page.goto('/team');
    await page.getByRole('button', { name: 'Convidar', exact: true }).click();
    await judge(page, page.getByRole('dialog', { name: 'Convidar para a equipe' }), 'Convidar para a equipe');
    await closeAll(page);
    await page.getByRole('button', { name: /Novo profissional/ }).click();
    await judge(page, page.getByRole('dialog', { name: 'Novo profissional' }), 'Novo profissional');
    await closeAll(page);

    // Finance: a new expense, a receipt on the open balance, closing the cash.
    await page.goto('/financial');
    await page.getByRole('tab', { name: 'Transações' }).click();
    await page.getByRole('button', { name: '+ Nova despesa' }).click();
    const expense = page.getByRole('dialog', { name: 'Nova despesa' });
    await judge(page, expense, 'Nova despesa');
    // Saved, it says so in a success toast: its text reads on its tint too.
    await expense.getByLabel('Descrição').fill(`Material de limpeza (${width} px)`);
    await expense.getByLabel('Valor').fill('35,00');
    await expense.getByRole('button', { name: 'Salvar' }).click();
    await expect(expense).toBeHidden();
    await expect(page.locator('[data-sonner-toast][data-type="success"]')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the success toast', '[data-sonner-toast]');
    await closeAll(page);
    await page.getByRole('tab', { name: 'Cobrança' }).click();
    // One open balance is '1 cobrança', none overdue '0 cobranças'.
    await expect(page.getByRole('tabpanel').locator('.finance-metric__note')).toHaveText(['1 cobrança', '0 cobranças']);
    await page.getByRole('button', { name: 'Registrar recebimento' }).first().click();
    await judge(page, page.getByRole('dialog', { name: /Registrar recebimento/ }), 'Registrar recebimento');
    await closeAll(page);
    await page.getByRole('tab', { name: 'Relatórios' }).click();
    await page.getByRole('button', { name: `Editar repasse de ${clinic.owner.fullName}` }).click();
    await judge(page, page.getByRole('dialog', { name: `Repasse de ${clinic.owner.fullName}` }), 'Repasse');
    await closeAll(page);
    await page.getByRole('tab', { name: 'Fechamento de caixa' }).click();
    const today = nowInTimeZone().date;
    await page.getByRole('button', { name: `Fechar caixa até ${formatDatePtBR(today)}` }).click();
    await judge(page, page.getByRole('dialog', { name: 'Fechar caixa' }), 'Fechar caixa');
    await closeAll(page);
  });
}
