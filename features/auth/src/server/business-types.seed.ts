import type { TabField, TabFieldConfig } from '../shared/business-type.ts';

interface TabSeed {
  key: string;
  name: string;
  icon: string;
  color: string;
  description: string;
  fieldConfig: TabFieldConfig;
}

interface BusinessTypeSeed {
  key: string;
  name: string;
  icon: string;
  color: string;
  description: string;
  tabs: TabSeed[];
}

const yesNo = [
  { value: 'sim', label: 'Sim' },
  { value: 'nao', label: 'Não' },
];

const identity: TabField[] = [
  { name: 'nomeCompleto', label: 'Nome completo', type: 'text', readOnly: true },
  { name: 'dataAvaliacao', label: 'Data da avaliação', type: 'date', defaultValue: 'today', layout: 'half' },
];

const save = (text: string, color: string) => ({ text, className: 'tab-submit', color });

const anamneseOdonto: TabSeed = {
  key: 'anamnese',
  name: 'Anamnese',
  icon: '📋',
  color: '#0EA5E9',
  description: 'Histórico de saúde e queixa principal do paciente',
  fieldConfig: {
    introText: 'Preencha a anamnese antes do primeiro atendimento e revise-a a cada retorno.',
    sections: [
      { title: 'Identificação', fields: identity },
      {
        title: 'Queixa principal',
        fields: [
          { name: 'queixaPrincipal', label: 'Queixa principal', type: 'textarea', rows: 3, required: true, maxLength: 1000 },
          { name: 'historiaDoenca', label: 'História da doença atual', type: 'textarea', rows: 3 },
          { name: 'dorAtual', label: 'Sente dor no momento?', type: 'radio', options: yesNo },
          {
            name: 'intensidadeDor',
            label: 'Intensidade da dor',
            type: 'select',
            dependsOn: 'dorAtual',
            showWhen: 'sim',
            options: [
              { value: 'leve', label: 'Leve' },
              { value: 'moderada', label: 'Moderada' },
              { value: 'intensa', label: 'Intensa' },
            ],
          },
        ],
      },
      {
        title: 'Saúde geral',
        fields: [
          { name: 'emTratamentoMedico', label: 'Está em tratamento médico?', type: 'boolean' },
          { name: 'qualTratamento', label: 'Qual tratamento?', type: 'text', dependsOn: 'emTratamentoMedico', showWhen: true },
          {
            name: 'condicoes',
            label: 'Condições de saúde',
            type: 'checkbox-group',
            options: [
              { value: 'hipertensao', label: 'Hipertensão' },
              { value: 'diabetes', label: 'Diabetes' },
              { value: 'cardiopatia', label: 'Cardiopatia' },
              { value: 'asma', label: 'Asma' },
              { value: 'hepatite', label: 'Hepatite' },
              { value: 'hiv', label: 'HIV' },
              { value: 'gestante', label: 'Gestante' },
              { value: 'coagulacao', label: 'Problemas de coagulação' },
            ],
          },
          { name: 'alergias', label: 'Alergias (medicamentos, látex, anestésicos)', type: 'textarea', rows: 2 },
          { name: 'medicamentos', label: 'Medicamentos em uso', type: 'textarea', rows: 2 },
          { name: 'cirurgiasAnteriores', label: 'Cirurgias anteriores', type: 'textarea', rows: 2 },
          { name: 'reacaoAnestesia', label: 'Já teve reação a anestesia?', type: 'boolean' },
        ],
      },
      {
        title: 'Hábitos',
        fields: [
          {
            name: 'habitos',
            label: 'Hábitos',
            type: 'checkbox-group',
            options: [
              { value: 'fumante', label: 'Fumante' },
              { value: 'bruxismo', label: 'Bruxismo' },
              { value: 'roerUnhas', label: 'Roer unhas' },
              { value: 'alcool', label: 'Consumo de álcool' },
            ],
          },
          {
            name: 'escovacao',
            label: 'Escovações por dia',
            type: 'select',
            options: [
              { value: '1', label: '1' },
              { value: '2', label: '2' },
              { value: '3', label: '3 ou mais' },
            ],
          },
          { name: 'usaFioDental', label: 'Usa fio dental', type: 'checkbox' },
        ],
      },
    ],
    submitButton: save('Salvar Anamnese', '#0EA5E9'),
  },
};

const module = (
  key: string,
  name: string,
  icon: string,
  color: string,
  description: string,
  type: 'odontogram' | 'medical_record' | 'clinical_module',
): TabSeed => ({
  key,
  name,
  icon,
  color,
  description,
  fieldConfig: { type },
});

const simpleForm = (
  key: string,
  name: string,
  icon: string,
  color: string,
  description: string,
  fields: TabField[],
): TabSeed => ({
  key,
  name,
  icon,
  color,
  description,
  fieldConfig: { sections: [{ title: name, fields: [...identity, ...fields] }], submitButton: save('Salvar', color) },
});

/** The business types offered at sign-up and the client tabs each one brings (part 2 §3.8). */
export const BUSINESS_TYPES: BusinessTypeSeed[] = [
  {
    key: 'clinica-odontologica',
    name: 'Clínica Odontológica',
    icon: '🦷',
    color: '#0EA5E9',
    description: 'Consultórios e clínicas de odontologia',
    tabs: [
      anamneseOdonto,
      module('odontograma', 'Odontograma', '🦷', '#6366F1', 'Mapa dentário com tratamentos por dente', 'odontogram'),
      module('prontuario', 'Prontuário', '📝', '#10B981', 'Evolução clínica do paciente', 'medical_record'),
      module(
        'modulo-clinico',
        'Módulo Clínico',
        '🩺',
        '#F59E0B',
        'Anamnese, prontuário, odontograma e histórico',
        'clinical_module',
      ),
    ],
  },
  {
    key: 'clinica-medica',
    name: 'Clínica Médica',
    icon: '🩺',
    color: '#10B981',
    description: 'Consultórios médicos e clínicas de especialidades',
    tabs: [
      simpleForm('anamnese', 'Anamnese', '📋', '#10B981', 'Histórico de saúde do paciente', [
        { name: 'queixaPrincipal', label: 'Queixa principal', type: 'textarea', rows: 3, required: true },
        { name: 'alergias', label: 'Alergias', type: 'textarea', rows: 2 },
        { name: 'medicamentos', label: 'Medicamentos em uso', type: 'textarea', rows: 2 },
        { name: 'doencasPreexistentes', label: 'Doenças preexistentes', type: 'textarea', rows: 2 },
        { name: 'historiaFamiliar', label: 'História familiar', type: 'textarea', rows: 2 },
      ]),
      module('prontuario', 'Prontuário', '📝', '#0EA5E9', 'Evolução clínica do paciente', 'medical_record'),
    ],
  },
  {
    key: 'estetica',
    name: 'Estética',
    icon: '💆',
    color: '#EC4899',
    description: 'Clínicas de estética e bem-estar',
    tabs: [
      simpleForm('ficha-estetica', 'Ficha Estética', '💆', '#EC4899', 'Avaliação estética do cliente', [
        {
          name: 'tipoPele',
          label: 'Tipo de pele',
          type: 'select',
          options: [
            { value: 'normal', label: 'Normal' },
            { value: 'seca', label: 'Seca' },
            { value: 'oleosa', label: 'Oleosa' },
            { value: 'mista', label: 'Mista' },
            { value: 'sensivel', label: 'Sensível' },
          ],
        },
        { name: 'usaAcidos', label: 'Usa ácidos ou retinoides?', type: 'boolean' },
        { name: 'quaisAcidos', label: 'Quais?', type: 'text', dependsOn: 'usaAcidos', showWhen: true },
        { name: 'objetivos', label: 'Objetivos do tratamento', type: 'textarea', rows: 3 },
        { name: 'gestante', label: 'Gestante ou lactante', type: 'checkbox' },
      ]),
    ],
  },
  {
    key: 'fisioterapia',
    name: 'Fisioterapia',
    icon: '🦴',
    color: '#F97316',
    description: 'Clínicas de fisioterapia e reabilitação',
    tabs: [
      simpleForm('avaliacao-fisio', 'Avaliação Fisioterapêutica', '🦴', '#F97316', 'Avaliação inicial e plano', [
        { name: 'diagnosticoClinico', label: 'Diagnóstico clínico', type: 'text' },
        { name: 'queixaPrincipal', label: 'Queixa principal', type: 'textarea', rows: 3, required: true },
        {
          name: 'escalaDor',
          label: 'Escala de dor (0–10)',
          type: 'select',
          options: Array.from({ length: 11 }, (_, i) => ({ value: String(i), label: String(i) })),
        },
        { name: 'planoTratamento', label: 'Plano de tratamento', type: 'textarea', rows: 3 },
      ]),
      module('prontuario', 'Evolução', '📝', '#0EA5E9', 'Evolução por sessão', 'medical_record'),
    ],
  },
  {
    key: 'psicologia',
    name: 'Psicologia',
    icon: '🧠',
    color: '#8B5CF6',
    description: 'Consultórios de psicologia e terapia',
    tabs: [
      simpleForm('acolhimento', 'Acolhimento', '🧠', '#8B5CF6', 'Entrevista inicial', [
        { name: 'demanda', label: 'Demanda', type: 'textarea', rows: 3, required: true },
        { name: 'acompanhamentoAnterior', label: 'Já fez acompanhamento psicológico?', type: 'boolean' },
        { name: 'usaMedicacao', label: 'Usa medicação psiquiátrica?', type: 'boolean' },
        { name: 'qualMedicacao', label: 'Qual medicação?', type: 'text', dependsOn: 'usaMedicacao', showWhen: true },
      ]),
      module('prontuario', 'Registro de Sessões', '📝', '#6366F1', 'Registro documental das sessões', 'medical_record'),
    ],
  },
  {
    key: 'salao-de-beleza',
    name: 'Salão de Beleza',
    icon: '💇',
    color: '#F43F5E',
    description: 'Salões de beleza, barbearias e manicures',
    tabs: [
      simpleForm('preferencias', 'Preferências', '💇', '#F43F5E', 'Preferências e histórico de química', [
        {
          name: 'tipoCabelo',
          label: 'Tipo de cabelo',
          type: 'select',
          options: [
            { value: 'liso', label: 'Liso' },
            { value: 'ondulado', label: 'Ondulado' },
            { value: 'cacheado', label: 'Cacheado' },
            { value: 'crespo', label: 'Crespo' },
          ],
        },
        { name: 'quimicas', label: 'Químicas recentes', type: 'textarea', rows: 2 },
        { name: 'alergiaProdutos', label: 'Alergia a produtos', type: 'text' },
      ]),
    ],
  },
];
