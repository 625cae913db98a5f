import { addDays, formatDatePtBR, nowInTimeZone } from '@agenda/br';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { expect, signIn, seeToast, test } from './fixtures.ts';
import { limpezaClinic } from './money-fixture.ts';

/** The clinic's today when asked: a run that crosses midnight in São Paulo moves on with it. */
const clinicToday = () => nowInTimeZone('America/Sao_Paulo').date;
const br = formatDatePtBR;

/** A clinic with today's money: a Limpeza PAID in PIX, and one PARTIAL in DINHEIRO (50 paid, 100 owed). */
async function clinicWithMoney(baseURL: string) {
  const { owner, post, book, serviceId } = await limpezaClinic(baseURL);
  await post('/api/appointments/complete', {
    appointmentId: await book('08:00', '08:30'),
    services: [{ id: serviceId }],
    paymentMethod: 'PIX',
    paymentStatus: 'PAID',
  });
  await post('/api/appointments/complete', {
    appointmentId: await book('09:00', '09:30'),
    services: [{ id: serviceId }],
    paymentMethod: 'DINHEIRO',
    paymentStatus: 'PARTIAL',
    paidAmount: 50,
    dueDate: addDays(clinicToday(), 10),
  });
  return owner;
}

test("closing: the owner counts the day's cash by method, closes yesterday, and a receipt dated yesterday is refused", async ({
  page,
  baseURL,
}) => {
  const today = clinicToday();
  const yesterday = addDays(today, -1);
  const owner = await clinicWithMoney(baseURL ?? '');
  await signIn(page, owner, null);
  await page.goto('/financial');
  await page.getByRole('tab', { name: 'Fechamento de caixa' }).click();

  // The night's count: today's money by method, and its total.
  const todays = page.getByRole('table', { name: `Recebido em ${br(today)}` });
  await expect(todays.getByTestId('closing-total')).toHaveText([/PIX\s*R\$ 150,00/, /DINHEIRO\s*R\$ 50,00/]);
  await expect(todays.locator('tfoot')).toContainText('R$ 200,00');
  await expect(page.getByText('Nenhum fechamento registrado')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Fechamento de caixa');

  // Yesterday: nothing came in; the owner closes it behind a confirmation.
  await page.getByLabel('Data do caixa').fill(yesterday);
  await expect(page.getByText('Nenhum recebimento neste dia')).toBeVisible();
  await page.getByRole('button', { name: `Fechar caixa até ${br(yesterday)}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Fechar caixa' });
  await expect(confirm).toContainText(`Até ${br(yesterday)} entraram R$ 0,00`);
  await expectNoSeriousA11yViolations(page, 'the closing confirmation', '[role="dialog"]');
  await confirm.getByRole('button', { name: 'Fechar caixa' }).click();
  await seeToast(page, `Caixa fechado até ${br(yesterday)}`);
  await expect(page.getByRole('status').filter({ hasText: 'Caixa fechado até' })).toHaveText(
    `🔒 Caixa fechado até ${br(yesterday)}`,
  );
  const closings = page.getByTestId('closing-row');
  await expect(closings).toHaveCount(1);
  await expect(closings.first()).toContainText(`Até ${br(yesterday)}`);
  await expect(closings.first()).toContainText(owner.fullName);

  // Cobrança: a receipt dated yesterday is refused with the closing's date; the balance stays.
  await page.getByRole('tab', { name: 'Cobrança' }).click();
  const receivable = page.getByTestId('receivable-row').filter({ hasText: 'Joana Prado' });
  await expect(receivable).toContainText('R$ 100,00');
  await receivable.getByRole('button', { name: 'Registrar recebimento' }).click();
  const receipt = page.getByRole('dialog', { name: /Registrar recebimento/ });
  await receipt.getByLabel('Data do recebimento').fill(yesterday);
  await receipt.getByRole('button', { name: 'Registrar recebimento' }).click();
  // The reason stands beside the date it is about, not only in a passing toast.
  const dateField = receipt.getByLabel('Data do recebimento');
  await expect(dateField).toHaveAccessibleDescription(`Período fechado em ${br(yesterday)}`);
  await expect(dateField).toHaveAttribute('aria-invalid', 'true');
  await expect(receipt).toBeVisible();
  await receipt.getByRole('button', { name: 'Cancelar' }).click();
  await expect(receivable).toContainText('R$ 100,00');

  // Today is closed too: the closing keeps today's totals, and lists newest first.
  await page.getByRole('tab', { name: 'Fechamento de caixa' }).click();
  await page.getByRole('button', { name: `Fechar caixa até ${br(today)}` }).click();
  const second = page.getByRole('dialog', { name: 'Fechar caixa' });
  await expect(second).toContainText(`Em ${br(today)} entraram R$ 200,00`);
  await second.getByRole('button', { name: 'Fechar caixa' }).click();
  await seeToast(page, `Caixa fechado até ${br(today)}`);
  await expect(closings).toHaveCount(2);
  await expect(closings.first()).toContainText(br(today));
  await expect(closings.first()).toContainText('R$ 200,00');
  await expect(closings.first().getByRole('button', { name: `Imprimir o fechamento até ${br(today)}` })).toBeVisible();

  // A phone: the same place, readable and axe-clean.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(closings.first()).toContainText('R$ 200,00');
  await expectNoSeriousA11yViolations(page, 'Fechamento de caixa at 390 px');
});
