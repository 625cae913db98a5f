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

const identity: TabField[] = [
  { name: 'nomeCompleto', label: 'Nome completo', type: 'text', readOnly: true },
  { name: 'dataAvaliacao', label: 'Data da avaliação', type: 'date', defaultValue: 'today', layout: 'half' },
];

const save = (text: string, color: string) => ({ text, className: 'tab-submit', color });

const module = (
  key: string,
  name: string,
  icon: string,
  color: string,
  description: string,
  type: 'odontogram' | 'medical_record' | 'clinical_module' | 'anamnesis',
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
      // The anamnesis is the clinical module's record (one per patient, with its versions), whichever tab shows it.
      module('anamnese', 'Anamnese', '📋', '#0EA5E9', 'Histórico de saúde e queixa principal do paciente', 'anamnesis'),
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
      module('anamnese', 'Anamnese', '📋', '#10B981', 'Histórico de saúde do paciente', 'anamnesis'),
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
