import { expectNoSeriousA11yViolations } from './a11y.ts';
import { api, clientWithAppointment, expect, openWeekOf, seeToast, signIn, teamMember, test } from './fixtures.ts';

// Issue 38's money cycle closed: the patient's approved plan shows its installments at the visit's
// checkout, reception ticks the one paid now (no amount typed), and the patient's history shows the plan
// with what was paid, when and how.

test('reception pays an installment at the visit checkout; the history shows the plan at 390 px', async ({
  page,
  owner,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const name = 'Otávio Mendes Rocha';
  const { id: clientId, date } = await clientWithAppointment(base, owner.token, name, { service: 'Manutenção ortodôntica' });
  const { services } = await api<{ services: { id: string; name: string }[] }>(base, owner, 'GET', '/services');
  const { professionals } = await api<{ professionals: { id: string }[] }>(base, owner, 'GET', '/api/professionals');
  const { quote } = await api<{ quote: { id: string } }>(base, owner, 'POST', '/api/quotes', {
    clientId,
    professionalId: professionals[0]?.id,
    items: [
      {
        serviceId: services.find((s) => s.name === 'Manutenção ortodôntica')?.id,
        description: 'Aparelho ortodôntico fixo',
        priceCents: 100_000,
      },
    ],
    paymentPlan: { kind: 'ENTRADA_PARCELAS', entryPercent: 20, installments: 4, dueDay: 10 },
  });
  await api(base, owner, 'POST', `/api/quotes/${quote.id}/send`);
  await api(base, owner, 'POST', `/api/quotes/${quote.id}/approve`, { method: 'PRESENCIAL' });
  const reception = await teamMember(base, owner, 'RECEPTION', 'Lúcia Ferraz Dias');

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, reception, null);
  await openWeekOf(page, date);
  await page.locator('.cal-appt').filter({ hasText: name }).click();
  await page
    .getByRole('dialog', { name: 'Detalhes do Agendamento' })
    .getByRole('button', { name: /Finalizar Atendimento/ })
    .click();
  const modal = page.getByRole('dialog', { name: /^Finalizar Atendimento/ });
  const installments = modal.getByRole('region', { name: 'Parcelas do orçamento' });
  // Only what falls due: the entry (due today); the monthly installments stay for later visits.
  await expect(installments.getByRole('checkbox')).toHaveCount(1);
  await installments.getByRole('checkbox', { name: /Entrada/ }).check();
  await expect(installments.getByTestId('quotes-checkout-sum')).toHaveText('1 parcela marcada: R$ 200,00');
  await expect(modal.getByTestId('finalize-total')).toHaveText('R$ 120,00');
  await expect(modal.getByTestId('finalize-total-now')).toHaveText('R$ 320,00');
  await modal.getByRole('button', { name: 'PIX' }).click();
  await expectNoSeriousA11yViolations(page, 'the checkout with installments at 1366 px', '[role="dialog"]');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page, 'the checkout with installments at 390 px', '[role="dialog"]');
  await modal.getByRole('button', { name: /^✔ Finalizar$/ }).click();
  await seeToast(page, 'Atendimento finalizado com sucesso! 1 parcela paga: R$ 200,00');
  await expect(modal).toHaveCount(0);

  // Cobrança has it paid: one receipt of R$ 200,00 by PIX, typed by nobody.
  const { receivables } = await api<{ receivables: { saldo: number; historico: { valor: number; formaPagamento: string }[] }[] }>(
    base,
    owner,
    'GET',
    '/api/financial/receivables?situacao=pagas',
  );
  expect(receivables.filter((r) => r.historico.some((h) => h.valor === 200 && h.formaPagamento === 'PIX'))).toHaveLength(1);

  // The patient's 'Histórico', on the phone: the plan with the entry paid today by PIX and the rest to come.
  await page.goto('/clients');
  await page.getByRole('list', { name: 'Clientes' }).getByText(name).click();
  const view = page.getByRole('article', { name });
  await view.getByRole('tab', { name: /Histórico/ }).click();
  const plans = view.getByRole('region', { name: 'Orçamentos aprovados' });
  await expect(plans).toContainText('Plano A — Aparelho ortodôntico fixo');
  await expect(plans).toContainText('Pago: R$ 200,00 · Em aberto: R$ 800,00');
  const rows = plans.getByRole('row');
  await expect(rows).toHaveCount(6);
  const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  await expect(rows.filter({ hasText: 'Entrada' })).toContainText(['Paga', today, 'PIX'].join(''));
  await expect(rows.filter({ hasText: 'Parcela 1 de 4' })).toContainText('A vencer');
  // The visit itself is still listed below.
  await expect(view.getByText('Manutenção ortodôntica', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the patient's history with a plan at 390 px");
  await page.setViewportSize({ width: 1366, height: 900 });
  await expectNoSeriousA11yViolations(page, "the patient's history with a plan at 1366 px");
});
