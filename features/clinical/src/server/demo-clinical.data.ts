import type { RecordType } from '../shared/records.ts';

export const DEMO_ANAMNESES: Record<string, string>[] = [
  {
    queixaPrincipal: 'Sensibilidade ao frio no lado esquerdo inferior',
    historiaDoenca: 'Dor provocada há cerca de 3 semanas, ao tomar água gelada',
    alergias: 'Nenhuma conhecida',
    medicamentos: 'Nenhum',
    doencasPreexistentes: 'Nenhuma',
    cirurgiasAnteriores: 'Nenhuma',
    habitosVida: 'Não fumante; consome café diariamente',
    historiaFamiliar: 'Mãe hipertensa',
    observacoes: 'Escova os dentes 2 vezes ao dia; não usa fio dental',
  },
  {
    queixaPrincipal: 'Dor espontânea no dente superior esquerdo',
    historiaDoenca: 'Dor pulsátil há 5 dias, piora à noite',
    alergias: 'Penicilina',
    medicamentos: 'Losartana 50 mg',
    doencasPreexistentes: 'Hipertensão arterial controlada',
    cirurgiasAnteriores: 'Apendicectomia (2015)',
    habitosVida: 'Ex-fumante há 4 anos',
    historiaFamiliar: 'Pai diabético',
    observacoes: 'Aferir pressão antes de procedimentos com anestesia',
  },
  {
    queixaPrincipal: 'Deseja reabilitar o espaço do dente perdido',
    historiaDoenca: 'Extração do dente 36 há 8 meses; implante instalado',
    alergias: 'Dipirona',
    medicamentos: 'Nenhum',
    doencasPreexistentes: 'Nenhuma',
    cirurgiasAnteriores: 'Implante dentário (dente 36)',
    habitosVida: 'Pratica corrida 3 vezes por semana',
    historiaFamiliar: 'Nada digno de nota',
    observacoes: '',
  },
];

export const DEMO_PRONTUARIOS: Record<string, string>[] = [
  {
    pressaoArterial: '120/80 mmHg',
    temperatura: '36,5 °C',
    peso: '68 kg',
    altura: '1,70 m',
    queixaPaciente: 'Sensibilidade ao frio no dente 36',
    exameClinico: 'Lesão de cárie oclusal no dente 36; gengiva sem alterações',
    hipoteseDiagnostica: 'Cárie de dentina no 36',
    examesComplementares: 'Radiografia interproximal',
    conduta: 'Restauração em resina composta do 36 na próxima sessão',
    prescricao: 'Creme dental para sensibilidade, 2 vezes ao dia',
    observacoes: '',
  },
  {
    pressaoArterial: '130/85 mmHg',
    temperatura: '36,8 °C',
    peso: '82 kg',
    altura: '1,78 m',
    queixaPaciente: 'Dor no dente 26',
    exameClinico: 'Teste de vitalidade negativo no 26; dor à percussão',
    hipoteseDiagnostica: 'Necrose pulpar no 26',
    examesComplementares: 'Radiografia periapical do 26',
    conduta: 'Iniciado tratamento endodôntico; medicação intracanal',
    prescricao: 'Ibuprofeno 600 mg de 8 em 8 horas por 3 dias',
    observacoes: 'Paciente alérgico a penicilina',
  },
];

export const DEMO_RECORDS: {
  time: string;
  type: RecordType;
  title: string;
  description: string;
  diagnosis: string | null;
  treatment: string | null;
  medications: string | null;
}[] = [
  {
    time: '09:00',
    type: 'consultation',
    title: 'Consulta de avaliação',
    description: 'Avaliação clínica completa e orientação de higiene bucal.',
    diagnosis: 'Gengivite leve generalizada',
    treatment: 'Profilaxia e instrução de higiene',
    medications: null,
  },
  {
    time: '14:30',
    type: 'exam',
    title: 'Radiografia panorâmica',
    description: 'Panorâmica solicitada para planejamento do tratamento.',
    diagnosis: null,
    treatment: null,
    medications: null,
  },
  {
    time: '10:15',
    type: 'procedure',
    title: 'Restauração em resina',
    description: 'Restauração classe I em resina composta, isolamento relativo.',
    diagnosis: 'Cárie de esmalte e dentina',
    treatment: 'Restauração direta',
    medications: 'Articaína 4% com epinefrina',
  },
  {
    time: '16:00',
    type: 'observation',
    title: 'Retorno sem queixas',
    description: 'Paciente relata melhora da sensibilidade após a restauração.',
    diagnosis: null,
    treatment: null,
    medications: null,
  },
];
