import { countOf } from '@agenda/br';

const count = (n: number) => n.toLocaleString('pt-BR');

/** The pt-BR texts of the spreadsheet import and export screens. */
export const IMPORT_UI = {
  openImport: 'Importar clientes',
  exportCsv: 'Exportar CSV',
  exportFailed: 'Erro ao exportar clientes',
  title: 'Importar clientes',
  fileLabel: 'Planilha (.csv ou .xlsx)',
  fileHint:
    'Até 10 MB ou 50.000 linhas. A primeira linha deve ter os nomes das colunas (Nome, CPF, Telefone, Nascimento…). Arquivos do Excel em qualquer codificação são aceitos.',
  reading: 'Analisando a planilha…',
  readFailed: 'Não foi possível ler o arquivo. Envie uma planilha .csv ou .xlsx.',
  importFailed: 'Erro ao importar clientes',
  /** Each line in one group: the three add up to `total` (see `importLineCounts`). */
  summary: (total: number, ready: number, duplicates: number, problemLines: number) =>
    [
      countOf(total, 'linha', 'linhas'),
      `${countOf(ready, 'pronta', 'prontas')} para importar`,
      countOf(duplicates, 'já cadastrada ou repetida', 'já cadastradas ou repetidas'),
      `${count(problemLines)} com problemas`,
    ].join(' · '),
  mappingTitle: 'Colunas da planilha',
  mappingHint: 'Confira a que campo cada coluna corresponde.',
  ignoreColumn: 'Ignorar coluna',
  previewTitle: 'Prévia (como os clientes serão gravados)',
  previewEmpty: 'Nenhuma linha válida para mostrar.',
  alreadyRegistered: 'já cadastrado',
  line: 'Linha',
  field: 'Campo',
  problem: 'Problema',
  problemsTitle: 'Problemas encontrados',
  moreProblems: (n: number) => `e mais ${countOf(n, 'problema', 'problemas')} (no relatório da importação).`,
  duplicatesTitle: 'CPFs já cadastrados',
  duplicatesSkip: 'Pular: manter o cadastro existente',
  duplicatesMerge: 'Completar: preencher os campos vazios do cadastro existente',
  importRows: (n: number) => `Importar ${countOf(n, 'cliente', 'clientes')}`,
  cancel: 'Cancelar',
  close: 'Fechar',
  cancelImport: 'Cancelar importação',
  progressLabel: 'Progresso da importação',
  progress: (done: number, total: number) => `Importando… ${count(done)} de ${countOf(total, 'linha', 'linhas')}`,
  doneTitle: 'Importação concluída',
  cancelledTitle: 'Importação cancelada (as linhas já importadas foram mantidas)',
  imported: 'Importados',
  skipped: 'Ignorados (já cadastrados)',
  merged: 'Completados',
  errors: 'Com erro',
  downloadReport: 'Baixar relatório (CSV)',
} as const;
