import { randomUUID } from 'node:crypto';
import type { TabField } from '@agenda/auth/shared';
import { runSql, sql } from '@agenda/db';
import type { TestServer } from './test-server.ts';

const yesNo = [
  { value: 'sim', label: 'Sim' },
  { value: 'nao', label: 'Não' },
];
const identity: TabField[] = [
  { name: 'nomeCompleto', label: 'Nome completo', type: 'text', readOnly: true },
  { name: 'dataAvaliacao', label: 'Data da avaliação', type: 'date', defaultValue: 'today', layout: 'half' },
];

/**
 * A form tab that uses every kind of field and rule (required, maxLength, radio, select shown on a
 * condition, boolean, checkbox-group, checkbox, date): the form engine's fixture, now that the
 * product's richest form (the dental anamnesis) became the clinical module's record.
 */
export const RICH_FORM_CONFIG = {
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
  submitButton: { text: 'Salvar Ficha', className: 'tab-submit', color: '#0369A1' },
};

export const RICH_FORM_TYPE = 'Formulário de Teste';
export const RICH_FORM_TAB = 'Ficha de saúde';

/** Adds the fixture's business type (with its one tab) to the test database; idempotent. */
export async function addRichFormBusinessType(server: TestServer): Promise<void> {
  const now = new Date();
  const em = server.orm.em;
  const [existing] = await runSql<{ id: string }>(em, sql`select id from business_type where key = 'formulario-teste'`);
  if (existing) return;
  const typeId = randomUUID();
  await runSql(
    em,
    sql`insert into business_type (id, key, name, icon, color, description, position, created_at, updated_at)
        values (${typeId}, 'formulario-teste', ${RICH_FORM_TYPE}, '🧪', '#0369A1', 'Tipo de negócio dos testes do formulário', 99,
                ${now}, ${now})`,
  );
  await runSql(
    em,
    sql`insert into business_type_tab (id, business_type_id, key, position, name, icon, color, description, field_config,
                                       created_at, updated_at)
        values (${randomUUID()}, ${typeId}, 'ficha-saude', 0, ${RICH_FORM_TAB}, '📋', '#0369A1', 'Ficha de teste',
                ${JSON.stringify(RICH_FORM_CONFIG)}::jsonb, ${now}, ${now})`,
  );
}
