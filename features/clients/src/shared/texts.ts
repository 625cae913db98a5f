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
  fieldRequired: 'Campo obrigatório',
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
} as const;
