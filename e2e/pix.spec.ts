import { addDays, nowInTimeZone } from '@agenda/br';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { expect, signIn, test } from './fixtures.ts';
import { limpezaClinic } from './money-fixture.ts';

// PIX (issue 38): the owner sets the clinic's key in Configurações, sends a receivable's charge from
// Cobrança, copies the copia e cola, and registers the receipt by PIX with its txid: the receivable
// is then among the paid ones, its history naming the txid.

for (const width of [1366, 390]) {
  test(`the owner sets the PIX key, sends a charge and receives it by PIX (${width} px)`, async ({ page, baseURL, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
    const { owner, post, book, serviceId } = await limpezaClinic(baseURL ?? '');
    await post('/api/appointments/complete', {
      appointmentId: await book('09:00', '09:30'),
      services: [{ id: serviceId }],
      paymentMethod: 'PIX',
      paymentStatus: 'PARTIAL',
      paidAmount: 49.5,
      dueDate: addDays(nowInTimeZone('America/Sao_Paulo').date, 5),
    });
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, owner);

    // Configurações › PIX: a wrong CNPJ is said under the field; a right one is saved.
    if (width < 640) await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('button', { name: /Configurações/ })
      .first()
      .click();
    const settings = page.getByRole('dialog', { name: 'Configurações da Agenda' });
    await settings.getByRole('tab', { name: 'PIX' }).click();
    await expect(settings.getByText(/Nenhuma chave cadastrada/)).toBeVisible();
    await settings.getByLabel('Tipo de chave').selectOption('CNPJ');
    await settings.getByRole('textbox', { name: 'Chave PIX' }).fill('11.222.333/0001-82');
    await settings.getByRole('textbox', { name: 'Nome do beneficiário' }).fill('Clínica Sorriso Ção');
    await settings.getByRole('textbox', { name: 'Cidade' }).fill('São João');
    await settings.getByRole('button', { name: 'Salvar chave PIX' }).click();
    await expect(settings.getByText('CNPJ inválido: confira os dígitos.')).toBeVisible();
    await settings.getByRole('textbox', { name: 'Chave PIX' }).fill('11.222.333/0001-81');
    await settings.getByRole('button', { name: 'Salvar chave PIX' }).click();
    await expect(page.getByText('Chave PIX salva!')).toBeVisible();
    await expect(settings.getByRole('textbox', { name: 'Chave PIX' })).toHaveValue('11222333000181');
    await expectNoSeriousA11yViolations(page, `the settings' PIX tab at ${width} px`, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();

    // Financeiro › Cobrança › 'Enviar cobrança'.
    await page.goto('/financial?tab=cobranca');
    const row = page.getByTestId('receivable-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('R$ 100,50');
    await row.getByRole('button', { name: /Enviar cobrança/ }).click();
    const charge = page.getByRole('dialog', { name: /Enviar cobrança/ });
    await expect(charge.getByRole('img', { name: 'QR Code PIX de R$ 100,50' })).toBeVisible();
    const code = charge.getByRole('textbox', { name: 'PIX copia e cola' });
    await expect(code).toHaveValue(
      /^000201.*br\.gov\.bcb\.pix.*5406100\.50.*5919CLINICA SORRISO CAO6008SAO JOAO.*6304[0-9A-F]{4}$/,
    );
    const brCode = await code.inputValue();
    const whatsapp = charge.getByRole('link', { name: /Enviar pelo WhatsApp/ });
    expect(new URL((await whatsapp.getAttribute('href')) ?? '').searchParams.get('text')).toContain(brCode);
    await charge.getByRole('button', { name: /Copiar/ }).click();
    await expect(page.getByText('Código PIX copiado!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(brCode);
    const txid = (await charge.locator('.finance-pix__txid code').textContent()) ?? '';
    expect(txid).toMatch(/^AGD[0-9A-F]{22}$/);
    await expectNoSeriousA11yViolations(page, `'Enviar cobrança' at ${width} px`, '[role="dialog"]');
    await page.screenshot({ path: `/tmp/pix-shots/enviar-cobranca-${width}.png` });

    // The money arrives: the receipt by PIX, its txid already filled in.
    await charge.getByRole('button', { name: 'Registrar recebimento' }).click();
    const receipt = page.getByRole('dialog', { name: /Registrar recebimento/ });
    await expect(receipt.getByRole('textbox', { name: 'txid do PIX' })).toHaveValue(txid);
    await receipt.getByRole('button', { name: 'Registrar recebimento' }).click();
    await expect(page.getByText('Recebimento registrado com sucesso!')).toBeVisible();
    await expect(page.getByText('Nenhuma cobrança em aberto')).toBeVisible();

    // 'Pagas': the receivable, paid, with the txid in its history.
    await page.getByRole('group', { name: 'Situação' }).getByRole('button', { name: 'Pagas' }).click();
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Paga');
    await row.getByText(/Histórico \(2\)/).click();
    await expect(row.getByText(txid)).toBeVisible();
    await expectNoSeriousA11yViolations(page, `Cobrança › Pagas at ${width} px`);
    await page.screenshot({ path: `/tmp/pix-shots/cobranca-pagas-${width}.png`, fullPage: true });
  });
}
