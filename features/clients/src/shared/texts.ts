/** Every pt-BR text of the clients feature (answers and the client form), as the spec writes them. */
export const CLIENTS_TEXTS = {
  // Validation (server answers and form warnings)
  required: 'Nome, CPF e telefone são obrigatórios',
  invalidCpf: 'CPF inválido',
  duplicateCpf: 'Já existe um cliente com este CPF',
  invalidEmail: 'E-mail inválido',
  invalidBirthDate: 'Data de nascimento inválida',
  invalidPhone: 'Telefone inválido',
  invalidContactPhone: 'Telefone de contato inválido',
  invalidCep: 'CEP inválido',
  invalidState: 'UF inválida (use as 2 letras do estado)',
  invalidField: 'Dados do cliente inválidos',
  tooLong: (label: string, max: number) => `O campo ${label} deve ter no máximo ${max} caracteres`,
  clientNotFound: 'Cliente não encontrado',

  // Spec §8
  loadClientsFailed: 'Erro ao carregar clientes',
  saveClientFailed: 'Erro ao salvar cliente',

  // Client form (Cadastro tab of Novo Agendamento, client modal)
  personalData: 'Dados Pessoais',
  address: 'Endereço',
  notes: 'Observações',
  cpf: 'CPF',
  fullName: 'Nome completo',
  rg: 'RG',
  email: 'E-mail',
  phone: 'Telefone pessoal',
  contactPhone: 'Telefone de contato',
  birthDate: 'Data de nascimento',
  notesPlaceholder: 'Alergias, preferências, informações importantes...',
  searchingCpf: 'Buscando cliente...',
  existingClient: 'Cliente já cadastrado: dados carregados.',
  newClient: 'Novo cliente: preencha os dados para cadastrá-lo.',

  // Filters (clients page)
  filterAll: 'Todos',
  filterNew: 'Novos',
  filterRecurring: 'Recorrentes',

  // List, archive and pagination (server answers)
  invalidFilter: 'Filtro inválido (use novos ou recorrentes)',
  invalidPage: 'Paginação inválida: limit de 1 a 200 e offset a partir de 0',

  // Client tabs
  tabNotFound: 'Aba não encontrada',
  tabFieldRequired: (label: string) => `O campo "${label}" é obrigatório`,
  tabFieldInvalid: (label: string) => `Valor inválido para o campo "${label}"`,
  tabDataInvalid: 'Dados da aba inválidos',
  tabSaveConflict: 'Esta aba foi salva ao mesmo tempo por outra pessoa. Tente novamente.',
  tabNotesTooLong: 'O campo Observações deve ter no máximo 5000 caracteres',
  tabCreated: (tab: string) => `Dados de ${tab} registrados`,
  tabUpdated: (tab: string, n: number) => `${n} ${n === 1 ? 'campo alterado' : 'campos alterados'} em ${tab}`,
} as const;
