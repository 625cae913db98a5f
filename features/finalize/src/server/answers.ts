import { centsToReais } from '@agenda/br';
import { type PaymentData, methodLabel } from '../shared/payment.ts';
import type { Payment } from './entities/payment.entity.ts';
import type { PaymentProductItem, PaymentServiceItem } from './entities/payment-items.entity.ts';

export function toPaymentData(p: Payment, services: PaymentServiceItem[], products: PaymentProductItem[]): PaymentData {
  return {
    id: p.id,
    appointmentId: p.appointmentId,
    clientId: p.clientId,
    status: p.status,
    method: methodLabel(p.method),
    services: services.map((s) => ({ id: s.serviceId, name: s.name, price: centsToReais(s.priceCents) })),
    products: products.map((i) => ({ id: i.productId, name: i.name, qty: i.qty, salePrice: centsToReais(i.unitPriceCents) })),
    servicesTotal: centsToReais(p.servicesCents),
    productsTotal: centsToReais(p.productsCents),
    discount: centsToReais(p.discountCents),
    total: centsToReais(p.totalCents),
    paidAmount: centsToReais(p.paidCents),
    balance: centsToReais(p.totalCents - p.paidCents),
    dueDate: p.dueDate,
    registeredOn: p.registeredOn,
    notes: p.notes,
    createdAt: p.createdAt.toISOString(),
  };
}
