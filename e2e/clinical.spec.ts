import { clientWithAppointment, expect, signIn, openPatient, openWeekOf, seeToast, test } from './fixtures.ts';

test('clinical: odontogram, treatments, medical record, the module in an appointment, and the accesses', async ({
  page,
  owner,
  baseURL,
}) => {
  const name = 'Rosângela Teixeira Prado';
  const { date } = await clientWithAppointment(baseURL ?? '', owner.token, name, {
    startTime: '10:00',
    serviceType: 'Odontologia',
    service: 'Avaliação odontológica',
    price: 150,
  });
  await signIn(page, owner);

  // --- Odontogram: mark tooth 36 'Cárie', add a catalogue treatment, create a new one and add it.
  let view = await openPatient(page, name);
  await view.getByRole('tab', { name: /Odontograma/ }).click();
  await expect(view.getByRole('heading', { name: /Odontograma Profissional/ })).toBeVisible();
  await expect(view.locator('button[data-tooth]')).toHaveCount(32);
  await view.getByRole('button', { name: 'Dente 36: Hígido' }).click();
  const tooth = page.getByRole('dialog', { name: 'Dente 36 · Molar' });
  await tooth.getByLabel('Estado do dente').selectOption({ label: 'Cárie' });
  await tooth.getByRole('button', { name: 'Salvar dente' }).click();
  await seeToast(page, 'Dente atualizado com sucesso!');

  await tooth.getByRole('textbox', { name: 'Buscar tratamento' }).fill('canal (molar)');
  await tooth.getByRole('button', { name: /Tratamento de canal \(molar\)/ }).click();
  await tooth.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await seeToast(page, 'Tratamento adicionado com sucesso!');

  await tooth.getByRole('button', { name: /Criar novo tratamento/ }).click();
  await tooth.getByRole('button', { name: 'Criar tratamento', exact: true }).click();
  await seeToast(page, 'Nome e categoria são obrigatórios');
  await tooth.getByRole('textbox', { name: 'Nome', exact: true }).fill('Placa miorrelaxante');
  await tooth.getByLabel('Categoria').selectOption({ label: 'Protético' });
  await tooth.getByLabel('Preço médio (R$)').fill('850');
  await tooth.getByRole('button', { name: 'Criar tratamento', exact: true }).click();
  await seeToast(page, 'Tratamento criado com sucesso!');
  await tooth.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await seeToast(page, 'Tratamento adicionado com sucesso!');
  await expect(tooth.getByTestId('tooth-treatment')).toHaveCount(2);
  await tooth.getByRole('button', { name: 'Fechar' }).last().click();

  // --- Reload: the tooth and both planned treatments are still there, and the plan adds them up.
  await page.reload();
  view = await openPatient(page, name);
  await view.getByRole('tab', { name: /Odontograma/ }).click();
  await expect(view.getByTestId('plan-total')).toHaveText(/R\$\s?2\.100,00/);
  await view.getByRole('button', { name: 'Dente 36: Cárie' }).click();
  const reopened = page.getByRole('dialog', { name: 'Dente 36 · Molar' });
  await expect(reopened.getByLabel('Estado do dente')).toHaveValue('caries');
  const treatments = reopened.getByTestId('tooth-treatment');
  await expect(treatments.filter({ hasText: 'Tratamento de canal (molar)' })).toHaveCount(1);
  await expect(treatments.filter({ hasText: 'Placa miorrelaxante' })).toHaveCount(1);
  await expect(reopened.getByText('Planejados: 2')).toBeVisible();
  await reopened.getByRole('button', { name: 'Fechar' }).last().click();

  // --- Prontuário Médico: a new entry shows in the timeline.
  await view.getByRole('tab', { name: /^.?Prontuário$/ }).click();
  await view.getByRole('button', { name: /Nova entrada/ }).click();
  await view.getByLabel('Título').fill('Avaliação inicial');
  await view.getByLabel('Descrição').fill('Cárie oclusal no 36; indicado tratamento de canal.');
  await view.getByRole('button', { name: 'Salvar', exact: true }).click();
  await seeToast(page, 'Entrada salva com sucesso!');
  await expect(view.getByTestId('record-entry').filter({ hasText: 'Avaliação inicial' })).toBeVisible();

  // --- The same patient from the appointment: Anamnese and Histórico hidden; the Prontuário is linked.
  await openWeekOf(page, date);
  const card = page.locator('.cal-appt').filter({ hasText: name });
  await card.click();
  const detail = page.getByRole('dialog', { name: 'Detalhes do Agendamento' });
  await detail.getByRole('tab', { name: /Módulo Clínico/ }).click();
  const module = detail.getByRole('tablist', { name: 'Módulo Clínico' });
  await expect(module.getByRole('tab')).toHaveText([/Prontuário/, /Odontograma/]);
  await expect(detail.getByText('Este prontuário será vinculado ao agendamento.')).toBeVisible();
  await detail.getByLabel('Queixa do Paciente').fill('Dor ao mastigar do lado esquerdo');
  await detail.getByRole('button', { name: 'Salvar Prontuário' }).click();
  await seeToast(page, 'Prontuário salvo com sucesso!');
  await expect(detail.getByTestId('prontuario-note').filter({ hasText: 'Atendimento' })).toBeVisible();
  await detail.getByRole('button', { name: 'Fechar' }).last().click();

  // --- From the clients page the module shows all five, and 'Acessos' lists the reads and writes.
  view = await openPatient(page, name);
  await view.getByRole('tab', { name: /Módulo Clínico/ }).click();
  await expect(view.getByRole('tablist', { name: 'Módulo Clínico' }).getByRole('tab')).toHaveText([
    /Anamnese/,
    /Prontuário/,
    /Odontograma/,
    /Periograma/,
    /Histórico/,
  ]);
  await view.getByRole('tab', { name: /Acessos/ }).click();
  const rows = view.getByTestId('access-row');
  await expect(rows.filter({ hasText: 'Alteração' }).filter({ hasText: 'Dente 36' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Criação' }).filter({ hasText: 'Tratamento' })).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Criação' }).filter({ hasText: 'Prontuário Médico' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Criação' }).filter({ hasText: 'Nota clínica' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Leitura' }).filter({ hasText: 'Odontograma' }).first()).toBeVisible();
  await expect(rows.first()).toContainText('Beatriz Almeida Costa');
});

test('clinical: a saved anamnese, prontuário and procedure are edited and deleted (kept, with a reason); a cancelled appointment is read-only', async ({
  page,
  owner,
  baseURL,
}) => {
  const name = 'Heloísa Bittencourt Ramos';
  const { date } = await clientWithAppointment(baseURL ?? '', owner.token, name, { startTime: '11:00' });
  await signIn(page, owner, null);
  const view = await openPatient(page, name);
  await view.getByRole('tab', { name: /Módulo Clínico/ }).click();
  const module = view.getByRole('tablist', { name: 'Módulo Clínico' });
  const removeWithReason = async (title: string, question: string, reason: string) => {
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByText(question)).toBeVisible();
    await dialog.getByRole('button', { name: 'Excluir', exact: true }).click();
    await seeToast(page, 'Informe o motivo da exclusão');
    await dialog.getByLabel('Motivo da exclusão').fill(reason);
    await dialog.getByRole('button', { name: 'Excluir', exact: true }).click();
    await expect(dialog).toBeHidden();
  };

  // --- Anamnese: saved, then shown as saved; 'Editar anamnese' changes it and keeps the earlier values.
  const anamnese = view.getByRole('form', { name: 'Anamnese' });
  await anamnese.getByLabel('Alergias').fill('Nenhuma');
  await anamnese.getByRole('button', { name: 'Salvar Anamnese' }).click();
  await seeToast(page, 'Anamnese salva com sucesso!');
  await expect(anamnese.getByLabel('Alergias')).toBeDisabled();
  await expect(anamnese.getByLabel('Alergias')).toHaveValue('Nenhuma');
  await anamnese.getByRole('button', { name: 'Editar anamnese' }).click();
  await expect(anamnese.getByText('Editando a anamnese; a versão anterior fica guardada.')).toBeVisible();
  await anamnese.getByLabel('Alergias').fill('Dipirona');
  await anamnese.getByRole('button', { name: 'Salvar Anamnese' }).click();
  await seeToast(page, 'Anamnese salva com sucesso!');
  await expect(anamnese.getByLabel('Alergias')).toHaveValue('Dipirona');
  await anamnese.getByText('editado').click();
  await expect(anamnese.locator('.clinical-versions__field')).toHaveText(['Alergias: Nenhuma']);
  await anamnese.getByRole('button', { name: 'Excluir anamnese' }).click();
  await removeWithReason('Excluir anamnese', 'Tem certeza que deseja excluir esta anamnese?', 'Registrada no paciente errado');
  await seeToast(page, 'Anamnese excluída com sucesso!');
  await expect(anamnese.getByLabel('Alergias')).toBeEnabled();
  await expect(anamnese.getByLabel('Alergias')).toHaveValue('');

  // --- Prontuário: a saved one is opened in the form, changed, then deleted.
  await module.getByRole('tab', { name: /Prontuário/ }).click();
  const prontuario = view.getByRole('form', { name: 'Prontuário' });
  await prontuario.getByLabel('Queixa do Paciente').fill('Sensibilidade');
  await prontuario.getByRole('button', { name: 'Salvar Prontuário' }).click();
  await seeToast(page, 'Prontuário salvo com sucesso!');
  const saved = prontuario.getByTestId('prontuario-note');
  await expect(saved).toHaveCount(1);
  await saved.getByRole('button', { name: /^Editar prontuário de/ }).click();
  await expect(prontuario.getByText(/^Editando o prontuário salvo em/)).toBeVisible();
  await expect(prontuario.getByLabel('Queixa do Paciente')).toHaveValue('Sensibilidade');
  await prontuario.getByLabel('Queixa do Paciente').fill('Sensibilidade ao frio');
  await prontuario.getByRole('button', { name: 'Salvar Prontuário' }).click();
  await seeToast(page, 'Prontuário salvo com sucesso!');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Sensibilidade ao frio');
  await expect(saved.getByText('editado')).toBeVisible();
  await saved.getByRole('button', { name: /^Excluir prontuário de/ }).click();
  await removeWithReason('Excluir prontuário', 'Tem certeza que deseja excluir este prontuário?', 'Duplicado');
  await seeToast(page, 'Prontuário excluído com sucesso!');
  await expect(saved).toHaveCount(0);

  // --- A tooth procedure: recorded, edited, deleted.
  await module.getByRole('tab', { name: /Odontograma/ }).click();
  await view.getByRole('button', { name: 'Dente 11: Hígido' }).click();
  const tooth = page.getByRole('dialog', { name: 'Dente 11 · Incisivo' });
  await tooth.getByLabel('Tipo de procedimento').selectOption({ label: 'Restauração' });
  await tooth.getByLabel('Descrição do procedimento').fill('Resina');
  await tooth.getByRole('button', { name: 'Salvar procedimento' }).click();
  await seeToast(page, 'Procedimento salvo com sucesso!');
  const procedure = tooth.getByTestId('tooth-procedure');
  await expect(procedure).toHaveText(/Restauração - Dente 11/);
  await procedure.getByRole('button', { name: /^Editar procedimento de/ }).click();
  await expect(tooth.getByLabel('Descrição do procedimento')).toHaveValue('Resina');
  await tooth.getByLabel('Tipo de procedimento').selectOption({ label: 'Faceta' });
  await tooth.getByLabel('Título (opcional)').fill('');
  await tooth.getByRole('button', { name: 'Salvar procedimento' }).click();
  await seeToast(page, 'Procedimento salvo com sucesso!');
  await expect(procedure).toHaveText(/Faceta - Dente 11/);
  await procedure.getByRole('button', { name: /^Excluir procedimento de/ }).click();
  await removeWithReason('Excluir procedimento', 'Tem certeza que deseja excluir este procedimento?', 'Dente errado');
  await seeToast(page, 'Procedimento excluído com sucesso!');
  await expect(procedure).toHaveCount(0);
  await tooth.getByRole('button', { name: 'Fechar' }).last().click();

  // --- 'Acessos' lists each change and each deletion.
  await view.getByRole('tab', { name: /Acessos/ }).click();
  const rows = view.getByTestId('access-row').filter({ hasText: 'Nota clínica' });
  await expect(rows.filter({ hasText: 'Alteração' })).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Exclusão' })).toHaveCount(3);

  // --- The appointment, cancelled: its clinical module is only looked at.
  await openWeekOf(page, date);
  await page.locator('.cal-appt').filter({ hasText: name }).click();
  const detail = page.getByRole('dialog', { name: 'Detalhes do Agendamento' });
  await detail.getByRole('button', { name: '✖ Cancelar' }).click();
  await page.getByRole('dialog', { name: 'Cancelar agendamento' }).getByRole('button', { name: 'Sim, cancelar' }).click();
  await seeToast(page, 'Agendamento cancelado com sucesso!');
  await detail.getByRole('tab', { name: /Módulo Clínico/ }).click();
  await expect(detail.getByText('Somente leitura')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Salvar Prontuário' })).toHaveCount(0);
  await expect(detail.getByLabel('Queixa do Paciente')).toHaveCount(0);
});
