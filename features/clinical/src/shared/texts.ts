/** Every pt-BR text of the clinical feature, as the spec writes them. */
export const CLINICAL_TEXTS = {
  // §5 Clinical
  treatmentRequired: 'Nome e categoria são obrigatórios',
  recordRequired: 'Título e descrição são obrigatórios',
  deleteRecordConfirm: 'Tem certeza que deseja excluir esta entrada do prontuário?',
  procedureRequired: 'Tipo de procedimento e descrição são obrigatórios',

  // §8
  noClientId: 'ID do cliente não fornecido',
  addTreatmentFailed: (error: string) => `Erro ao adicionar tratamento: ${error}`,
  createTreatmentFailed: (error: string) => `Erro ao criar tratamento: ${error}`,
  connectionError: 'Erro de conexão',
  treatmentAdded: 'Tratamento adicionado com sucesso!',
  treatmentCreated: 'Tratamento criado com sucesso!',
  saveProcedureFailed: 'Erro ao salvar procedimento',
  anamneseSaved: 'Anamnese salva com sucesso!',
  saveAnamneseFailed: 'Erro ao salvar anamnese',
  prontuarioSaved: 'Prontuário salvo com sucesso!',
  saveProntuarioFailed: 'Erro ao salvar prontuário',

  // Beyond the spec
  invalidTooth: 'Dente inválido: use a numeração FDI (11 a 18, 21 a 28, 31 a 38, 41 a 48)',
  invalidToothStatus: 'Estado do dente inválido',
  invalidTreatmentStatus: 'Situação do tratamento inválida',
  invalidNoteType: 'Tipo de registro clínico inválido',
  invalidRecordType: 'Tipo de entrada inválido',
  invalidDate: 'Data inválida',
  invalidTime: 'Horário inválido',
  invalidData: 'Dados clínicos inválidos',
  tooLong: 'Texto longo demais',
  deleteReasonRequired: 'Informe o motivo da exclusão',
  treatmentNotFound: 'Tratamento não encontrado',
  toothTreatmentNotFound: 'Tratamento do dente não encontrado',
  noteNotFound: 'Registro clínico não encontrado',
  recordNotFound: 'Entrada do prontuário não encontrada',
  appointmentNotFound: 'Agendamento não encontrado',
  toothSaved: 'Dente atualizado com sucesso!',
  recordSaved: 'Entrada salva com sucesso!',
  recordDeleted: 'Entrada excluída com sucesso!',
  statusChanged: 'Situação do tratamento atualizada!',
} as const;
