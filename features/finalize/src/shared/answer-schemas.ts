import * as v from 'valibot';

// The REST answers of finalizing, for the API's OpenAPI document (part 2 §3.11, §3.13; loose
// objects, so a field added later does not break a client). Money in reais.

/** The appointment, now COMPLETED, and its payment. */
export const completionAnswer = v.object({
  appointment: v.looseObject({ id: v.string(), status: v.string() }),
  payment: v.looseObject({
    id: v.string(),
    appointmentId: v.nullable(v.string()),
    status: v.string(),
    method: v.string(),
    services: v.array(v.looseObject({ id: v.string(), name: v.string(), price: v.number() })),
    products: v.array(v.looseObject({ id: v.string(), name: v.string(), qty: v.number(), salePrice: v.number() })),
    total: v.number(),
    paidAmount: v.number(),
    balance: v.number(),
    dueDate: v.nullable(v.string()),
  }),
  /** The patient's plan installments paid at this checkout, each in full. */
  installments: v.array(
    v.looseObject({ id: v.string(), number: v.number(), dueDate: v.string(), amount: v.number(), method: v.string() }),
  ),
});

export const productAnalysisAnswer = v.object({
  products: v.array(
    v.looseObject({
      id: v.string(),
      name: v.string(),
      category: v.nullable(v.string()),
      quantitySold: v.number(),
      revenue: v.number(),
      cost: v.number(),
      profit: v.number(),
    }),
  ),
  summary: v.looseObject({ totalRevenue: v.number(), totalCost: v.number(), totalProfit: v.number(), profitMargin: v.number() }),
});
