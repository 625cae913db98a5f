import { formatDatePtBR, nowInTimeZone, randomCpf } from '@agenda/br';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { api, expect, signIn, openPatient, seeToast, test } from './fixtures.ts';

test('the initial situation is recorded from the chart in TISS codes and stays as it was when the chart changes', async ({
  page,
  owner,
  baseURL,
}) => {
  const name = 'Renan Albuquerque Melo';
  const { client } = await api<{ client: { id: string } }>(baseURL ?? '', owner, 'POST', '/api/clients', {
    fullName: name,
    cpf: randomCpf(),
    phone: '11912345678',
  });
  await api(baseURL ?? '', owner, 'PUT', `/api/clients/${client.id}/odontograma/36`, { status: 'caries' });
  await api(baseURL ?? '', owner, 'PUT', `/api/clients/${client.id}/odontograma/18`, { status: 'missing' });
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, owner, null);
  const view = await openPatient(page, name);
  await view.getByRole('tab', { name: /Odontograma/ }).click();
  const initial = view.getByRole('region', { name: 'Situação inicial' });
  await expect(initial.getByText('A situação inicial ainda não foi registrada.')).toBeVisible();
  await initial.getByRole('button', { name: 'Registrar situação inicial' }).click();

  // Suggested from the chart: 36 cariado, 18 ausente; the dentist marks 46 for extraction.
  const dialog = page.getByRole('dialog', { name: 'Registrar situação inicial' });
  await expect(dialog.getByLabel('Situação do dente 36')).toHaveValue('C');
  await expect(dialog.getByLabel('Situação do dente 18')).toHaveValue('A');
  await expect(dialog.getByLabel('Situação do dente 11')).toHaveValue('H');
  await dialog.getByLabel('Situação do dente 46').selectOption('E');
  await expectNoSeriousA11yViolations(page, 'the initial situation dialog', '[role="dialog"]');
  await page.screenshot({ path: '/tmp/chart-shots/initial-dialog-1366.png' });
  await dialog.getByRole('button', { name: 'Salvar situação inicial' }).click();
  await seeToast(page, 'Situação inicial registrada!');

  const today = formatDatePtBR(nowInTimeZone().date);
  await expect(initial.getByText(`Registrada em ${today} por ${owner.fullName}`)).toBeVisible();
  const code = (tooth: number) => initial.getByRole('listitem').filter({ hasText: new RegExp(`^${tooth}`) });
  await expect(code(36)).toHaveText('36C');
  await expect(code(46)).toHaveText('46E');
  await expect(code(18)).toHaveText('18A');
  await expect(initial.getByRole('button', { name: 'Registrar situação inicial' })).toHaveCount(0);

  // 36 is restored later: the chart changes, the initial situation does not.
  await view.getByRole('button', { name: 'Dente 36: Cárie' }).click();
  const tooth = page.getByRole('dialog', { name: 'Dente 36 · Molar' });
  await tooth.getByLabel('Estado do dente').selectOption({ label: 'Restaurado' });
  await tooth.getByRole('button', { name: 'Salvar dente' }).click();
  await seeToast(page, 'Dente atualizado com sucesso!');
  await tooth.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(view.getByRole('button', { name: 'Dente 36: Restaurado' })).toBeVisible();
  await page.reload();
  const again = await openPatient(page, name);
  await again.getByRole('tab', { name: /Odontograma/ }).click();
  const kept = again.getByRole('region', { name: 'Situação inicial' });
  await expect(kept.getByRole('listitem').filter({ hasText: /^36/ })).toHaveText('36C');
  await expectNoSeriousA11yViolations(page, 'the odontogram with its initial situation');
  await kept.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/chart-shots/initial-1366.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await kept.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page, 'the initial situation at 390 px');
  await page.screenshot({ path: '/tmp/chart-shots/initial-390.png' });
});
