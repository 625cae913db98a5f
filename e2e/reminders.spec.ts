import { expectNoSeriousA11yViolations } from './a11y.ts';
import { clientWithAppointment, expect, signIn, test } from './fixtures.ts';

// 'Confirmações': the WhatsApp reminder opens with every placeholder of the message filled, and the
// row is then marked 'Mensagem enviada'. WhatsApp itself is never reached: its address is answered here.

test('the reminders page opens a filled WhatsApp message and marks the row sent', async ({ page, context, owner, baseURL }) => {
  const { date } = await clientWithAppointment(baseURL ?? '', owner.token, 'Otávio Nunes Prates', {
    fromDays: 1,
    startTime: '09:00',
  });
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'WhatsApp' }));

  await signIn(page, owner);
  await page
    .getByRole('link', { name: /Confirmações/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Confirmações' })).toBeVisible();
  await page.getByLabel('Dia das consultas').fill(date);
  const row = page.getByRole('listitem', { name: /Otávio Nunes Prates/ });
  await expect(row).toBeVisible();
  await expect(row.getByText('Pendente')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'reminders page');

  const popup = page.waitForEvent('popup');
  await row.getByRole('link', { name: 'Enviar WhatsApp' }).click();
  const whatsapp = new URL((await popup).url());
  expect(whatsapp.host).toBe('wa.me');
  expect(whatsapp.pathname).toBe('/5511912345678');
  const text = whatsapp.searchParams.get('text') ?? '';
  const [y, m, d] = date.split('-');
  expect(text).toContain('Olá, Otávio!');
  expect(text).toContain(`${d}/${m}/${y} às 09:00 com ${owner.fullName}`);
  expect(text).toContain('Clínica Teste');
  expect(text).toMatch(/\/p\/[A-Za-z0-9_-]{64}/);
  expect(text).not.toMatch(/[{}]/);

  await expect(row.getByText('Mensagem enviada')).toBeVisible();
  await expect(row).toContainText(`por ${owner.fullName}`);
});
