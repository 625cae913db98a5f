import { addDays, nowInTimeZone, randomCpf } from '@agenda/br';
import { addMonths } from '@agenda/recalls/shared';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { serverDatabase } from './server-database.ts';
import { type Owner, api, expect, signIn, seeToast, test } from './fixtures.ts';

/**
 * Time passes: the completed visit took place on `date`. The API books only from today on, so the
 * test moves the visit back in the server's own (embedded) database, as months would have.
 */
async function moveVisitTo(appointmentId: string, date: string) {
  const db = serverDatabase();
  await db.connect();
  try {
    await db.query('update appointment set date = $1::date where id = $2', [date, appointmentId]);
  } finally {
    await db.end();
  }
}

/** A 6-month cleaning, a patient, and one cleaning booked from tomorrow and completed through finalize. */
async function completedCleaning(baseURL: string, owner: Owner, fullName: string) {
  const { serviceType } = await api<{ serviceType: { id: string } }>(baseURL, owner, 'POST', '/service-types', {
    name: 'Prevenção',
  });
  const { service } = await api<{ service: { id: string } }>(baseURL, owner, 'POST', '/services', {
    name: 'Limpeza',
    serviceTypeId: serviceType.id,
    duration: 30,
    price: 150,
    recallMonths: 6,
  });
  const { client } = await api<{ client: { id: string } }>(baseURL, owner, 'POST', '/api/clients', {
    fullName,
    cpf: randomCpf(),
    phone: '11912345678',
  });
  let appointmentId = '';
  for (let date = addDays(nowInTimeZone().date, 1); !appointmentId; date = addDays(date, 1)) {
    const res = await fetch(`${baseURL}/api/appointments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ clientId: client.id, serviceId: service.id, date, startTime: '08:00', endTime: '08:30', notes: '' }),
    });
    if (res.status === 201) appointmentId = ((await res.json()) as { appointment: { id: string } }).appointment.id;
  }
  await api(baseURL, owner, 'POST', '/api/appointments/complete', {
    appointmentId,
    services: [{ id: service.id, name: 'Limpeza', price: 150 }],
    products: [],
    paymentMethod: 'PIX',
    paymentStatus: 'PAID',
    notes: '',
  });
  return appointmentId;
}

test('recalls: a cleaning completed 7 months ago is due; Agendar books it and it leaves the list', async ({
  page,
  owner,
  baseURL,
}) => {
  const name = `Marina Retorno ${Date.now() % 10000}`;
  const visit = await completedCleaning(baseURL ?? '', owner, name);
  const lastVisit = addMonths(nowInTimeZone().date, -7);
  await moveVisitTo(visit, lastVisit);

  await signIn(page, owner);
  await page
    .getByRole('link', { name: /Retornos/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/recalls$/);
  const row = page.getByTestId('recall-row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Limpeza');
  await expect(row).toContainText(lastVisit.split('-').reverse().join('/'));
  await expect(row).toContainText(/dias de atraso/);
  const whatsapp = row.getByRole('link', { name: /WhatsApp/ });
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/5511912345678\?text=Ol%C3%A1%2C%20Marina!/);
  await expectNoSeriousA11yViolations(page, 'Retornos');
  await page.getByRole('tab', { name: 'Próximos 30 dias' }).click();
  await expect(page.getByText('Nenhum retorno previsto para os próximos 30 dias')).toBeVisible();
  await page.getByRole('tab', { name: 'Vencidos' }).click();

  // 'Agendar': the agenda says whom it books; a free slot opens the modal with both filled.
  await row.getByRole('button', { name: /^Agendar/ }).click();
  await expect(page).toHaveURL(/\/dashboard\?/);
  await expect(page.getByRole('status').filter({ hasText: `Agendando Limpeza para ${name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Próxima semana' }).click();
  await page
    .getByRole('button', { name: /^Agendar em \d{2}\/\d{2}\/\d{4} às 10:00$/ })
    .first()
    .click();
  const modal = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('Serviço')).toHaveValue(/.+/);
  await expect(modal.getByLabel('Serviço').locator('option:checked')).toHaveText(/^Limpeza/);
  await expect(modal.getByLabel('Nome completo')).toHaveValue(name);
  await expect(modal.getByLabel('Telefone pessoal')).toHaveValue('(11) 91234-5678');
  await modal.getByRole('button', { name: 'Salvar Agendamento' }).click();
  await seeToast(page, 'Agendamento criado com sucesso!');

  await page
    .getByRole('link', { name: /Retornos/ })
    .first()
    .click();
  await expect(page.getByText('Nenhum paciente com retorno vencido')).toBeVisible();
  await expect(page.getByTestId('recall-row')).toHaveCount(0);
});

test('recalls: Dispensar asks a reason and takes the patient off the list', async ({ page, owner, baseURL }) => {
  const name = `Otávio Dispensa ${Date.now() % 10000}`;
  const visit = await completedCleaning(baseURL ?? '', owner, name);
  await moveVisitTo(visit, addMonths(nowInTimeZone().date, -8));
  await signIn(page, owner, null);
  await page.goto('/recalls');
  const row = page.getByTestId('recall-row').filter({ hasText: name });
  await row.getByRole('button', { name: /^Dispensar/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Dispensar retorno' });
  await dialog.getByRole('button', { name: 'Dispensar' }).click();
  await expect(dialog.getByText('Informe o motivo para dispensar o retorno')).toBeVisible();
  await dialog.getByLabel('Motivo').fill('Paciente mudou de cidade');
  await dialog.getByRole('button', { name: 'Dispensar' }).click();
  await seeToast(page, 'Retorno dispensado');
  await expect(page.getByText('Nenhum paciente com retorno vencido')).toBeVisible();
});
