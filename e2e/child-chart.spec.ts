import { nowInTimeZone, randomCpf } from '@agenda/br';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { api, expect, signIn, openPatient, seeToast, test } from './fixtures.ts';

test("a child's chart at 390 px: the deciduous teeth by age, an exfoliated molar, then the mixed chart kept", async ({
  page,
  owner,
  baseURL,
}) => {
  const name = 'Lívia Nogueira Campos';
  const today = nowInTimeZone().date;
  const birthDate = `${Number(today.slice(0, 4)) - 5}-01-15`;
  await api(baseURL ?? '', owner, 'POST', '/api/clients', { fullName: name, cpf: randomCpf(), phone: '11912345678', birthDate });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, owner, null);
  let view = await openPatient(page, name);
  await view.getByRole('tab', { name: /Odontograma/ }).click();

  // Five years old: the 20 deciduous teeth, the age's suggestion said beside the switch.
  const dentition = view.getByRole('group', { name: 'Dentição' });
  await expect(dentition.getByRole('radio', { name: 'Decídua' })).toBeChecked();
  await expect(dentition.getByText('Pela idade: Decídua')).toBeVisible();
  await expect(view.locator('button[data-tooth]')).toHaveCount(20);
  await expect(view.getByRole('region', { name: 'Arcada Superior (Maxila)' }).locator('button[data-tooth]')).toHaveText([
    '55',
    '54',
    '53',
    '52',
    '51',
    '61',
    '62',
    '63',
    '64',
    '65',
  ]);
  await expectNoSeriousA11yViolations(page, "a child's chart at 390 px");
  await page.screenshot({ path: '/tmp/chart-shots/child-deciduous-390.png', fullPage: true });

  // 54 fell out: 'Esfoliado' is offered for a deciduous tooth.
  await view.getByRole('button', { name: 'Dente 54: Hígido' }).click();
  const molar = page.getByRole('dialog', { name: 'Dente 54 · Molar decíduo' });
  await molar.getByLabel('Estado do dente').selectOption({ label: 'Esfoliado' });
  await molar.getByRole('button', { name: 'Salvar dente' }).click();
  await seeToast(page, 'Dente atualizado com sucesso!');
  await molar.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(view.getByRole('button', { name: 'Dente 54: Esfoliado' })).toBeVisible();

  // The dentist switches to the mixed chart: 52 teeth, 14 coming in where 54 was; the pick is kept.
  await dentition.getByText('Mista').click();
  await expect(view.locator('button[data-tooth]')).toHaveCount(52);
  await expect(view.getByRole('button', { name: 'Dente 14: Hígido, em erupção' })).toBeVisible();
  await page.reload();
  view = await openPatient(page, name);
  await view.getByRole('tab', { name: /Odontograma/ }).click();
  await expect(view.getByRole('group', { name: 'Dentição' }).getByRole('radio', { name: 'Mista' })).toBeChecked();
  await expect(view.getByRole('region', { name: 'Decíduos inferiores' }).locator('button[data-tooth]')).toHaveCount(10);
  await expect(view.getByText('Em erupção')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'a mixed chart at 390 px');
  await page.screenshot({ path: '/tmp/chart-shots/child-mixed-390.png', fullPage: true });

  // A permanent tooth is never 'Esfoliado'.
  await view.getByRole('button', { name: 'Dente 14: Hígido, em erupção' }).click();
  const premolar = page.getByRole('dialog', { name: 'Dente 14 · Pré-molar' });
  await expect(premolar.getByLabel('Estado do dente').locator('option', { hasText: 'Esfoliado' })).toHaveCount(0);
  await premolar.getByRole('button', { name: 'Fechar' }).last().click();

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: '/tmp/chart-shots/child-mixed-1366.png', fullPage: true });
});
