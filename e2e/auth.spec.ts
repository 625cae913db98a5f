import { randomBytes } from 'node:crypto';
import { api, expect, login, teamMember, test } from './fixtures.ts';

const alert = (page: import('@playwright/test').Page) => page.getByRole('alert');

test('two-step sign-up: every validation message, success page and its redirect', async ({ page }) => {
  const email = `novo-${randomBytes(4).toString('hex')}@teste.com.br`;
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Dados Pessoais' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Próximo' });

  await next.click();
  await expect(alert(page)).toHaveText('Por favor, preencha todos os campos obrigatórios');
  await page.getByLabel('Nome completo').fill('Carla Mendes Rocha');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Telefone').fill('11987654321');
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 98765-4321');
  await page.getByLabel(/^Senha/).fill('segredo1');
  await page.getByLabel('Confirmar senha').fill('segredo2');
  await next.click();
  await expect(alert(page)).toHaveText('As senhas não coincidem');
  await page.getByLabel(/^Senha/).fill('abc');
  await page.getByLabel('Confirmar senha').fill('abc');
  await next.click();
  await expect(alert(page)).toHaveText('A senha deve ter no mínimo 6 caracteres');
  await page.getByLabel(/^Senha/).fill('segredo1');
  await page.getByLabel('Confirmar senha').fill('segredo1');
  await next.click();
  await expect(alert(page)).toHaveText('Por favor, preencha o endereço completo');

  // The CEP fills street, neighbourhood, city and state.
  await page.getByLabel('CEP').fill('01310100');
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
  await expect(page.getByLabel('Bairro')).toHaveValue('Bela Vista');
  await expect(page.getByLabel('Cidade')).toHaveValue('São Paulo');
  await expect(page.getByLabel('Estado (UF)')).toHaveValue('SP');
  await page.getByLabel('Número').fill('500');
  await next.click();

  await expect(page.getByRole('heading', { name: 'Dados da Empresa' })).toBeVisible();
  const finish = page.getByRole('button', { name: 'Finalizar Cadastro' });
  await finish.click();
  await expect(alert(page)).toHaveText('Por favor, preencha os dados da empresa');
  // 'Voltar' returns to step 1 and clears the error.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page.getByRole('heading', { name: 'Dados Pessoais' })).toBeVisible();
  await expect(alert(page)).toHaveCount(0);
  await expect(page.getByLabel('Nome completo')).toHaveValue('Carla Mendes Rocha');
  await next.click();

  await page.getByLabel('Tipo de negócio').selectOption({ label: '🦷 Clínica Odontológica' });
  await page.getByLabel('Nome do estabelecimento').fill('Odonto Carla');
  await page.getByLabel('Telefone do estabelecimento').fill('1132221111');
  await finish.click();
  await expect(alert(page)).toHaveText('Por favor, preencha o endereço da empresa completo');
  await page.getByLabel('CEP').fill('20040-020');
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Rio Branco');
  await page.getByLabel('Número').fill('12');
  await finish.click();
  await expect(alert(page)).toHaveText('Por favor, selecione pelo menos um dia de atendimento');
  for (const day of ['Segunda', 'Quarta', 'Sexta']) await page.getByRole('button', { name: day }).click();
  await expect(page.getByRole('button', { name: 'Quarta' })).toHaveAttribute('aria-pressed', 'true');
  await finish.click();

  await expect(page).toHaveURL(/\/register-success$/);
  await expect(page.getByRole('heading', { name: 'Cadastro realizado com sucesso!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 8000 });

  await login(page, { email, password: 'segredo1' });
  await expect(page.getByText('Olá, Carla Mendes Rocha!')).toBeVisible();
});

test('a registered e-mail cannot sign up twice', async ({ page, owner }) => {
  await page.goto('/register');
  await page.getByLabel('Nome completo').fill('Outra Pessoa');
  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel('Telefone').fill('11911112222');
  await page.getByLabel(/^Senha/).fill('segredo1');
  await page.getByLabel('Confirmar senha').fill('segredo1');
  await page.getByLabel('CEP').fill('01310100');
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
  await page.getByLabel('Número').fill('1');
  await page.getByRole('button', { name: 'Próximo' }).click();
  await page.getByLabel('Nome do estabelecimento').fill('Outra Clínica');
  await page.getByLabel('Telefone do estabelecimento').fill('1130001000');
  await page.getByLabel('CEP').fill('01310100');
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
  await page.getByLabel('Número').fill('2');
  await page.getByRole('button', { name: 'Segunda' }).click();
  await page.getByRole('button', { name: 'Finalizar Cadastro' }).click();
  await expect(alert(page)).toHaveText('Este e-mail já está em uso');
});

test('login, wrong password, logout and the protected-route redirect', async ({ page, owner }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login(\?redirect=%2F\w*)?$/);

  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel('Senha').fill('senha-errada');
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(alert(page)).toHaveText('E-mail ou senha incorretos');

  await login(page, owner);
  await expect(page.getByText(`Olá, ${owner.fullName}!`)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBe('true');

  // A signed-in person is sent from /login and / to the dashboard.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('banner').getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page).toHaveURL(/\/login(\?redirect=%2F\w*)?$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login(\?redirect=%2F\w*)?$/);
});

test('a deactivated member signing in is told the access was deactivated, not asked to sign up', async ({
  page,
  owner,
  baseURL,
}) => {
  const member = await teamMember(baseURL ?? '', owner, 'RECEPTION', 'Renata Souza Lima');
  await api(baseURL ?? '', owner, 'PATCH', `/api/team/members/${member.id}`, { active: false });
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(member.email);
  await page.getByLabel('Senha').fill(member.password);
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(alert(page)).toHaveText('Seu acesso a esta clínica foi desativado. Fale com o administrador.');
  await expect(page).toHaveURL(/\/login/);
});

test('a 401 from the API clears the stored session and leads to /login', async ({ page, owner }) => {
  await login(page, owner);
  await page.evaluate(() => localStorage.setItem('token', 'expired.token.value'));
  await page.reload();
  await expect(page).toHaveURL(/\/login(\?redirect=%2F\w*)?$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
});

test('the dashboard header greets by first name, opens the agenda settings and signs out', async ({ page, owner }) => {
  await login(page, owner);
  await expect(page.getByRole('heading', { name: 'Olá, Beatriz!' })).toBeVisible();
  await page.getByRole('button', { name: 'Configurações da agenda' }).click();
  const dialog = page.getByRole('dialog', { name: 'Configurações da Agenda' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Sair da conta' }).click();
  await expect(page).toHaveURL(/\/login(\?redirect=%2F\w*)?$/);
});

test("'Sair' ends this device only; 'Sair de todos os dispositivos' ends every device", async ({ browser, owner }) => {
  const desks = await Promise.all([browser.newContext(), browser.newContext(), browser.newContext()]);
  const [one, two, three] = await Promise.all(desks.map((d) => d.newPage()));
  if (!one || !two || !three) throw new Error('no pages');
  for (const page of [one, two, three]) {
    await login(page, owner);
    await expect(page.getByText(`Olá, ${owner.fullName}!`)).toBeVisible();
  }

  await one.getByRole('banner').getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(one).toHaveURL(/\/login(\?redirect=%2F\w*)?$/);
  await two.reload();
  await expect(two.getByText(`Olá, ${owner.fullName}!`)).toBeVisible();

  await three.getByRole('banner').getByRole('button', { name: 'Sair de todos os dispositivos' }).click();
  await three
    .getByRole('dialog', { name: 'Sair de todos os dispositivos?' })
    .getByRole('button', { name: 'Sair de todos' })
    .click();
  await expect(three).toHaveURL(/\/login(\?redirect=%2F\w*)?$/);
  await two.reload();
  await expect(two).toHaveURL(/\/login(\?redirect=%2F\w*)?$/);
  await Promise.all(desks.map((d) => d.close()));
});
