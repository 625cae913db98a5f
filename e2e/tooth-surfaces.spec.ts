import { formatDatePtBR, nowInTimeZone, randomCpf } from '@agenda/br';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { api, expect, signIn, openPatient, seeToast, test } from './fixtures.ts';

const RED = 'rgb(220, 38, 38)';
const BLUE = 'rgb(37, 99, 235)';
const WHITE = 'rgb(255, 255, 255)';
const RESTORATION = 'Restauração em resina composta (3 faces)';

test("a restoration 'MOD' on 36 is planned by face, drawn red, then done and drawn blue", async ({ page, owner, baseURL }) => {
  const name = 'Otávio Brandão Siqueira';
  await api(baseURL ?? '', owner, 'POST', '/api/clients', { fullName: name, cpf: randomCpf(), phone: '11912345678' });
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, owner, null);
  const view = await openPatient(page, name);
  await view.getByRole('tab', { name: /Odontograma/ }).click();
  await view.getByRole('button', { name: 'Dente 36: Hígido' }).click();
  const tooth = page.getByRole('dialog', { name: 'Dente 36 · Molar' });
  await tooth.getByRole('textbox', { name: 'Buscar tratamento' }).fill('3 faces');
  await tooth.getByRole('button', { name: new RegExp(RESTORATION.replace(/[()]/g, '\\$&')) }).click();

  // A molar of the lower arch offers M, O, D, V, L: no incisal, no palatal face.
  const faces = tooth.getByRole('group', { name: 'Faces' });
  await expect(faces.getByRole('button')).toHaveText(['M', 'O', 'D', 'V', 'L']);
  for (const face of ['D · Distal', 'M · Mesial', 'O · Oclusal']) await faces.getByRole('button', { name: face }).click();
  await expect(faces.getByRole('button', { name: 'O · Oclusal' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page, 'the tooth dialog with faces chosen', '[role="dialog"]');
  await page.screenshot({ path: '/tmp/chart-shots/faces-dialog-1366.png' });
  await tooth.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await seeToast(page, 'Tratamento adicionado com sucesso!');
  const item = tooth.getByTestId('tooth-treatment').filter({ hasText: `${RESTORATION} · 36 MOD` });
  await expect(item).toBeVisible();
  await tooth.getByRole('button', { name: 'Fechar' }).last().click();

  // The chart paints the three faces red and says so; the plan names the item by tooth and faces.
  const chart = view.getByRole('button', { name: 'Dente 36: Hígido, 1 tratamento em aberto, faces planejadas MOD' });
  await expect(chart).toBeVisible();
  for (const face of ['M', 'O', 'D']) await expect(chart.locator(`path[data-face="${face}"]`)).toHaveCSS('fill', RED);
  await expect(chart.locator('path[data-face="V"]')).toHaveCSS('fill', WHITE);
  await expect(view.getByRole('region', { name: 'Plano de Tratamento' }).getByText(`${RESTORATION} · 36 MOD`)).toBeVisible();
  await expect(view.getByText('Face planejada')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the odontogram with a planned MOD');
  await page.screenshot({ path: '/tmp/chart-shots/odontogram-planned-1366.png', fullPage: true });

  // Done: realizado today by the owner, blue on the chart, out of the plan.
  await chart.click();
  const status = tooth.getByTestId('tooth-treatment').filter({ hasText: '36 MOD' }).getByLabel('Alterar situação');
  await expect(status.locator('option')).toHaveText(['Planejado', 'Aprovado', 'Em andamento', 'Realizado', 'Cancelado']);
  await status.selectOption({ label: 'Aprovado' });
  await seeToast(page, 'Situação do tratamento atualizada!');
  await expect(status.locator('option')).toHaveText(['Aprovado', 'Em andamento', 'Realizado', 'Cancelado']);
  await status.selectOption({ label: 'Realizado' });
  await seeToast(page, 'Situação do tratamento atualizada!');
  const today = formatDatePtBR(nowInTimeZone().date);
  await expect(item.getByText(`Realizado em ${today} · ${owner.fullName}`)).toBeVisible();
  await expect(item.getByLabel('Alterar situação')).toHaveCount(0);
  await tooth.getByRole('button', { name: 'Fechar' }).last().click();
  const done = view.getByRole('button', { name: 'Dente 36: Hígido, faces realizadas MOD' });
  await expect(done).toBeVisible();
  for (const face of ['M', 'O', 'D']) {
    await expect(done.locator(`path[data-face="${face}"]`)).toHaveCSS('fill', BLUE);
  }
  await expect(view.getByText('Nenhum tratamento planejado.')).toBeVisible();

  // After a reload the chart is the same.
  await page.reload();
  const again = await openPatient(page, name);
  await again.getByRole('tab', { name: /Odontograma/ }).click();
  await expect(again.getByRole('button', { name: 'Dente 36: Hígido, faces realizadas MOD' })).toBeVisible();
  await page.screenshot({ path: '/tmp/chart-shots/odontogram-done-1366.png', fullPage: true });

  // At 390 px the chart still shows the faces, and the dialog still offers them.
  await page.setViewportSize({ width: 390, height: 844 });
  await again.getByRole('button', { name: 'Dente 36: Hígido, faces realizadas MOD' }).scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page, 'the odontogram at 390 px');
  await page.screenshot({ path: '/tmp/chart-shots/odontogram-390.png', fullPage: true });
  await again.getByRole('button', { name: 'Dente 11: Hígido' }).click();
  const incisor = page.getByRole('dialog', { name: 'Dente 11 · Incisivo' });
  await incisor.getByRole('textbox', { name: 'Buscar tratamento' }).fill('3 faces');
  await incisor.getByRole('button', { name: new RegExp(RESTORATION.replace(/[()]/g, '\\$&')) }).click();
  await expect(incisor.getByRole('group', { name: 'Faces' }).getByRole('button')).toHaveText(['M', 'I', 'D', 'V', 'P']);
  await page.screenshot({ path: '/tmp/chart-shots/faces-dialog-390.png' });
});
