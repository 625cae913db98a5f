import { clientWithAppointment, expect, signIn, openPatient, openWeekOf, seeToast, test } from './fixtures.ts';

// A patient has one anamnesis and one clinical record: the client page's 'Anamnese' and 'Prontuário'
// tabs and the clinical module's show the same data, and an allergy is flagged wherever the patient is.

test('one anamnesis: an allergy saved in the Anamnese tab is read in the module and flagged on the appointment', async ({
  page,
  owner,
  baseURL,
}) => {
  const name = 'Lívia Penicilina Duarte';
  const { date } = await clientWithAppointment(baseURL ?? '', owner.token, name, { startTime: '10:00' });
  await signIn(page, owner, null);
  let view = await openPatient(page, name);

  // --- The client page's 'Anamnese' tab (the business type's first tab).
  await expect(view.getByRole('tab', { name: /Anamnese/ })).toHaveAttribute('aria-selected', 'true');
  const tabForm = view.getByRole('form', { name: 'Anamnese' });
  await tabForm.getByLabel('Alergias').fill('Penicilina e dipirona');
  await tabForm.getByLabel('Doenças Preexistentes').fill('Hipertensão');
  await tabForm.getByRole('button', { name: 'Salvar Anamnese' }).click();
  await seeToast(page, 'Anamnese salva com sucesso!');
  await expect(view.getByTestId('clinical-alerts')).toContainText('Alergias: Penicilina e dipirona');
  await expect(view.getByTestId('clinical-alerts')).toContainText('Condições: Hipertensão');

  // --- 'Módulo Clínico › Anamnese' shows the same anamnesis.
  await view.getByRole('tab', { name: /Módulo Clínico/ }).click();
  const moduleForm = view.getByRole('form', { name: 'Anamnese' });
  await expect(moduleForm.getByLabel('Alergias')).toHaveValue('Penicilina e dipirona');

  // --- Edited in the module, read back in the tab.
  await moduleForm.getByRole('button', { name: 'Editar anamnese' }).click();
  await moduleForm.getByLabel('Alergias').fill('Penicilina, dipirona e látex');
  await moduleForm.getByRole('button', { name: 'Salvar Anamnese' }).click();
  await seeToast(page, 'Anamnese salva com sucesso!');
  await view
    .getByRole('tab', { name: /^.?Anamnese$/ })
    .first()
    .click();
  await expect(view.getByRole('form', { name: 'Anamnese' }).getByLabel('Alergias')).toHaveValue('Penicilina, dipirona e látex');

  // --- The appointment detail flags the allergy before anything else.
  await openWeekOf(page, date);
  await page.locator('.cal-appt').filter({ hasText: name }).click();
  const detail = page.getByRole('dialog', { name: 'Detalhes do Agendamento' });
  await expect(detail.getByTestId('clinical-alerts')).toContainText('Alergias: Penicilina, dipirona e látex');
  await detail.getByRole('button', { name: 'Fechar' }).last().click();

  // --- One clinical record: a visit saved in the module is in the Prontuário tab, and an entry of the tab in the module.
  view = await openPatient(page, name);
  await view.getByRole('tab', { name: /Módulo Clínico/ }).click();
  await view
    .getByRole('tablist', { name: 'Módulo Clínico' })
    .getByRole('tab', { name: /Prontuário/ })
    .click();
  await view.getByLabel('Queixa do Paciente').fill('Sensibilidade ao frio no 26');
  await view.getByRole('button', { name: 'Salvar Prontuário' }).click();
  await seeToast(page, 'Prontuário salvo com sucesso!');
  await view
    .getByRole('tab', { name: /^.?Prontuário$/ })
    .first()
    .click();
  await expect(view.getByTestId('record-visit').filter({ hasText: 'Sensibilidade ao frio no 26' })).toBeVisible();
  await view.getByRole('button', { name: /Nova entrada/ }).click();
  await view.getByLabel('Título').fill('Radiografia periapical do 26');
  await view.getByLabel('Descrição').fill('Sem lesão periapical.');
  await view.getByRole('button', { name: 'Salvar', exact: true }).click();
  await seeToast(page, 'Entrada salva com sucesso!');
  await view.getByRole('tab', { name: /Módulo Clínico/ }).click();
  await view
    .getByRole('tablist', { name: 'Módulo Clínico' })
    .getByRole('tab', { name: /Prontuário/ })
    .click();
  const moduleRecord = view.getByRole('region', { name: 'Prontuário' });
  await expect(moduleRecord.getByTestId('record-entry').filter({ hasText: 'Radiografia periapical do 26' })).toBeVisible();
  await expect(moduleRecord.getByTestId('prontuario-note').filter({ hasText: 'Sensibilidade ao frio no 26' })).toBeVisible();
});
