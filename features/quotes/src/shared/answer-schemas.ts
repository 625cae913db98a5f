import * as v from 'valibot';

// The REST answers of quotes, for the API's OpenAPI document (loose objects, so a field added later
// does not break a client).

const installment = v.looseObject({
  id: v.string(),
  number: v.number(),
  dueDate: v.string(),
  amountCents: v.number(),
  paidCents: v.number(),
  status: v.string(),
});

const alternative = v.looseObject({
  index: v.number(),
  label: v.string(),
  items: v.array(v.looseObject({ description: v.string(), priceCents: v.number(), totalCents: v.number() })),
  totalCents: v.number(),
  paymentPlan: v.looseObject({ kind: v.string() }),
  schedule: v.looseObject({
    payableCents: v.number(),
    payments: v.array(v.looseObject({ number: v.number(), dueDate: v.string(), amountCents: v.number() })),
  }),
});

const quote = v.looseObject({
  id: v.string(),
  clientId: v.string(),
  status: v.string(),
  version: v.number(),
  validUntil: v.string(),
  alternatives: v.array(alternative),
  approval: v.nullable(v.looseObject({ at: v.string(), channel: v.string(), text: v.string() })),
  installments: v.array(installment),
});

export const quoteAnswer = v.object({ quote });
export const quoteReportAnswer = v.looseObject({
  sent: v.number(),
  approved: v.number(),
  approvedCents: v.number(),
  refused: v.number(),
  refusedByReason: v.array(v.looseObject({ reason: v.string(), label: v.string(), count: v.number() })),
  conversionPercent: v.nullable(v.number()),
  averageTicketCents: v.nullable(v.number()),
  receivedCents: v.number(),
  followUp: v.array(
    v.looseObject({ id: v.string(), clientName: v.string(), daysWaiting: v.number(), whatsappUrl: v.nullable(v.string()) }),
  ),
});
export const carneAnswer = v.object({
  slips: v.array(
    v.looseObject({
      id: v.string(),
      brCode: v.string(),
      txid: v.string(),
      amountCents: v.number(),
      qrSvg: v.nullable(v.string()),
    }),
  ),
});
export const quotesAnswer = v.object({
  quotes: v.array(
    v.looseObject({ id: v.string(), clientId: v.string(), clientName: v.string(), status: v.string(), totalCents: v.number() }),
  ),
});
export const sendAnswer = v.object({ url: v.string(), whatsappUrl: v.nullable(v.string()) });
export const publicQuoteAnswer = v.looseObject({
  quote: v.looseObject({ clinicName: v.string(), firstName: v.string(), alternatives: v.array(alternative) }),
  documentSha256: v.string(),
  status: v.string(),
  answer: v.nullable(v.string()),
  installments: v.array(installment),
});
export const publicApprovalAnswer = v.looseObject({ status: v.literal('APROVADO'), installments: v.array(installment) });

export const patientPlansAnswer = v.object({
  plans: v.array(
    v.looseObject({
      quoteId: v.string(),
      approvedOn: v.string(),
      label: v.string(),
      totalCents: v.number(),
      installments: v.array(
        v.looseObject({
          id: v.string(),
          number: v.number(),
          label: v.string(),
          dueDate: v.string(),
          amountCents: v.number(),
          openCents: v.number(),
          status: v.string(),
          paidOn: v.nullable(v.string()),
          paidMethod: v.nullable(v.string()),
        }),
      ),
    }),
  ),
});
