import { randomCpf } from '@agenda/br';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { api, expect, signIn, openPatient, seeToast, test } from './fixtures.ts';

const CARIES = 'rgb(31, 41, 55)';
const WHITE = 'rgb(255, 255, 255)';

test("'Cárie' marked on 36 O in the tooth dialog is drawn on the chart, at 1366 and 390 px; 'B' where the clinic writes it", async ({
  page,
  owner,
  baseURL,
}) => {
  const name = 'Henrique Sales Barreto';
  const { client } = await api<{ client: { id: string } }>(baseURL ?? '', owner, 'POST', '/api/clients', {
    fullName: name,
    cpf: randomCpf(),
    phone: '11912345678',
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, owner, null);
  const view = await openPatient(page, name);
  await view.getByRole('tab', { name: /Odontograma/ }).click();
  await view.getByRole('button', { name: 'Dente 36: Hígido' }).click();
  const tooth = page.getByRole('dialog', { name: 'Dente 36 · Molar' });

  // One select per face of a lower molar; chosen by keyboard.
  const faces = tooth.getByRole('region', { name: 'Condições das faces' });
  await expect(faces.getByRole('combobox')).toHaveCount(5);
  const occlusal = faces.getByRole('combobox', { name: 'Condição da face O (Oclusal)' });
  await occlusal.focus();
  await occlusal.selectOption({ label: 'Cárie' });
  await expect(occlusal).toHaveValue('caries');
  // A restoration asks for its material; by mouse this time.
  await faces.getByRole('combobox', { name: 'Condição da face M (Mesial)' }).selectOption({ label: 'Restauração' });
  await faces.getByRole('combobox', { name: 'Material da restauração na face M' }).selectOption({ label: 'Amálgama' });
  await expectNoSeriousA11yViolations(page, 'the tooth dialog with face conditions', '[role="dialog"]');
  await faces.getByRole('button', { name: 'Salvar faces' }).click();
  await seeToast(page, 'Faces atualizadas com sucesso!');
  await tooth.getByRole('button', { name: 'Fechar' }).last().click();

  const chart = view.getByRole('button', { name: 'Dente 36: Hígido, cárie O, restauração M' });
  await expect(chart).toBeVisible();
  await expect(chart.locator('path[data-face="O"]')).toHaveAttribute('data-condition', 'caries');
  await expect(chart.locator('path[data-face="O"]')).toHaveCSS('fill', WHITE);
  await expect(chart.locator('circle')).toHaveCount(2);
  await expect(chart.locator('circle').first()).toBeVisible();
  await expect(view.getByText('Cárie (na face)')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the odontogram with face conditions');
  await page.screenshot({ path: '/tmp/chart-shots/face-conditions-1366.png', fullPage: true });

  // After a reload, at 390 px, the chart still shows it and the dialog reads it back.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const again = await openPatient(page, name);
  await again.getByRole('tab', { name: /Odontograma/ }).click();
  const small = again.getByRole('button', { name: 'Dente 36: Hígido, cárie O, restauração M' });
  await small.scrollIntoViewIfNeeded();
  await expect(small.locator('path[data-face="O"]')).toHaveAttribute('data-condition', 'caries');
  const fills = await small.locator('circle').evaluateAll((cs) => cs.map((c) => getComputedStyle(c).fill));
  expect(fills).toContain(CARIES);
  await expectNoSeriousA11yViolations(page, 'the odontogram with face conditions at 390 px');
  await page.screenshot({ path: '/tmp/chart-shots/face-conditions-390.png', fullPage: true });
  await small.click();
  const dialog = page.getByRole('dialog', { name: 'Dente 36 · Molar' });
  await expect(dialog.getByRole('combobox', { name: 'Condição da face O (Oclusal)' })).toHaveValue('caries');
  await expect(dialog.getByRole('combobox', { name: 'Material da restauração na face M' })).toHaveValue('amalgam');
  await expectNoSeriousA11yViolations(page, 'the tooth dialog at 390 px', '[role="dialog"]');

  await dialog.getByRole('button', { name: 'Fechar' }).last().click();

  // The owner writes the vestibular face as 'B': the dialog follows, the stored face stays 'V'.
  await again.getByRole('combobox', { name: 'Face vestibular no odontograma' }).selectOption({ label: 'B (bucal)' });
  await seeToast(page, 'Preferência salva com sucesso!');
  await again.getByRole('button', { name: 'Dente 46: Hígido' }).click();
  const lower = page.getByRole('dialog', { name: 'Dente 46 · Molar' });
  await lower.getByRole('combobox', { name: 'Condição da face B (Vestibular)' }).selectOption({ label: 'Selante' });
  await lower.getByRole('button', { name: 'Salvar faces' }).click();
  await seeToast(page, 'Faces atualizadas com sucesso!');
  await lower.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(again.getByRole('button', { name: 'Dente 46: Hígido, selante B' })).toBeVisible();
  const { teeth } = await api<{ teeth: { id: number; faceConditions: { face: string; condition: string }[] }[] }>(
    baseURL ?? '',
    owner,
    'GET',
    `/api/clients/${client.id}/odontograma`,
  );
  expect(teeth.find((t) => t.id === 46)?.faceConditions).toEqual([{ face: 'V', condition: 'sealant', material: null }]);
});
