import * as v from 'valibot';

// The REST answers of clients, for the API's OpenAPI document (the fields of part 2 §3.1, §3.8 and
// §3.9; loose objects, so a field added later does not break a client).

const clientFields = {
  id: v.string(),
  fullName: v.string(),
  cpf: v.string(),
  email: v.nullable(v.string()),
  phone: v.string(),
  birthDate: v.nullable(v.string()),
  notes: v.nullable(v.string()),
  registrationDate: v.string(),
  archivedAt: v.nullable(v.string()),
};
const client = v.looseObject(clientFields);

export const clientAnswer = v.object({ client });
/** `{ client: null }` when no client of the company has the CPF. */
export const cpfSearchAnswer = v.object({ client: v.nullable(client) });
export const clientPageAnswer = v.object({
  clients: v.array(v.looseObject({ ...clientFields, appointmentCount: v.number() })),
  total: v.number(),
  totalIsLowerBound: v.optional(v.literal(true)),
});
/** Removed, or archived when the client has records anywhere. */
export const clientRemovedAnswer = v.object({ ok: v.literal(true), archived: v.boolean() });

export const clientHistoryAnswer = v.object({
  history: v.array(
    v.looseObject({
      id: v.string(),
      date: v.string(),
      paymentMethod: v.nullable(v.string()),
      status: v.string(),
      servicesData: v.array(v.looseObject({ name: v.string() })),
      productsData: v.array(v.looseObject({ name: v.string(), qty: v.number() })),
      notes: v.nullable(v.string()),
      totalValue: v.number(),
    }),
  ),
});

/** Everything held about the client (LGPD), each feature's part under its own key. */
export const clientExportAnswer = v.looseObject({ exportedAt: v.string(), client, tabs: v.array(v.looseObject({})) });

const tabData = v.looseObject({
  tabId: v.string(),
  data: v.looseObject({}),
  notes: v.nullable(v.string()),
  lastModifiedBy: v.nullable(v.string()),
  updatedAt: v.nullable(v.string()),
});
export const tabDataAnswer = tabData;
export const tabDataListAnswer = v.object({ clientTabData: v.array(tabData) });
export const tabHistoryAnswer = v.object({
  history: v.array(
    v.looseObject({
      id: v.string(),
      action: v.picklist(['created', 'updated', 'deleted']),
      description: v.string(),
      user: v.nullable(v.string()),
      timestamp: v.string(),
      changes: v.array(
        v.looseObject({
          field: v.string(),
          action: v.picklist(['added', 'modified', 'removed']),
          oldValue: v.unknown(),
          newValue: v.unknown(),
        }),
      ),
    }),
  ),
  tabName: v.string(),
  clientName: v.string(),
});

const problem = v.looseObject({ line: v.number(), message: v.string() });
/** A dry run: what the file holds and the first rows as they would be stored. */
export const importPreviewAnswer = v.looseObject({
  total: v.number(),
  valid: v.number(),
  ready: v.pipe(v.number(), v.description('Linhas que criariam um cliente')),
  duplicates: v.pipe(v.number(), v.description('Linhas com CPF já cadastrado ou repetido no arquivo')),
  problemLines: v.pipe(v.number(), v.description('Linhas com outros problemas (ready + duplicates + problemLines = total)')),
  errors: v.array(problem),
  headers: v.array(v.string()),
  mapping: v.record(v.string(), v.nullable(v.string())),
  preview: v.array(v.looseObject({ line: v.number(), duplicate: v.boolean(), fullName: v.string() })),
});
/** An import (of one batch, when a range was given). */
export const importDoneAnswer = v.looseObject({
  importId: v.string(),
  total: v.number(),
  imported: v.number(),
  skipped: v.number(),
  merged: v.number(),
  errors: v.array(problem),
  done: v.boolean(),
  next: v.nullable(v.number()),
});
/** The multipart form of an import. */
export const importForm = v.object({
  file: v.pipe(v.string(), v.metadata({ format: 'binary' }), v.description('A planilha (.csv ou .xlsx), até 10 MB')),
  mapping: v.optional(v.pipe(v.string(), v.description('JSON: coluna (índice) → campo, ou null para ignorar'))),
  duplicates: v.optional(v.picklist(['skip', 'merge'])),
  dryRun: v.optional(v.picklist(['true', 'false'])),
  from: v.optional(v.pipe(v.string(), v.description('Primeira linha de dados do lote (a partir de 0)'))),
  count: v.optional(v.pipe(v.string(), v.description('Linhas do lote (até 5000)'))),
  importId: v.optional(v.pipe(v.string(), v.description('A importação que o lote continua'))),
});
