import { describe, expect, it } from 'vitest';
import { type FinalizeDraft, completionPayload, draftProblem, draftTotalCents } from './finalize-form.ts';

const draft = (over: Partial<FinalizeDraft> = {}): FinalizeDraft => ({
  services: [{ key: 'a', id: 's1', name: 'Limpeza', price: 150 }],
  products: [{ id: 'p1', name: 'Escova', salePrice: 14.9, stock: 3, qty: 2 }],
  status: 'PAID',
  method: 'PIX',
  paidAmount: 0,
  dueDate: '',
  notes: '',
  installmentIds: [],
  ...over,
});

describe('finalize modal', () => {
  it('totals the services and sale price × quantity', () => {
    expect(draftTotalCents(draft())).toBe(17980);
  });
  it('checks in the spec order: method, partial amount, range, due date, pending due date, stock', () => {
    expect(draftProblem(draft({ method: null }))).toBe('Por favor, selecione uma forma de pagamento');
    expect(draftProblem(draft({ status: 'PARTIAL' }))).toBe('Para pagamento parcial, informe o valor pago');
    expect(draftProblem(draft({ status: 'PARTIAL', paidAmount: 179.8 }))).toBe(
      'O valor pago deve ser maior que zero e menor que o total',
    );
    expect(draftProblem(draft({ status: 'PARTIAL', paidAmount: 50 }))).toBe(
      'Para pagamento parcial, informe a data de vencimento do saldo',
    );
    expect(draftProblem(draft({ status: 'PENDING' }))).toBe('Para pagamento pendente, informe a data de vencimento');
    expect(draftProblem(draft({ products: [{ id: 'p1', name: 'Escova', salePrice: 14.9, stock: 1, qty: 2 }] }))).toBe(
      'Corrija os problemas de estoque antes de finalizar',
    );
    expect(draftProblem(draft())).toBeNull();
  });
  it('sends the §3.13 payload, with paid amount and due date only when they apply', () => {
    expect(completionPayload('ap1', draft({ status: 'PARTIAL', paidAmount: 50, dueDate: '2030-01-10' }))).toEqual({
      appointmentId: 'ap1',
      services: [{ id: 's1', name: 'Limpeza', price: 150 }],
      products: [{ id: 'p1', name: 'Escova', salePrice: 14.9, qty: 2 }],
      paymentMethod: 'PIX',
      paymentStatus: 'PARTIAL',
      notes: '',
      paidAmount: 50,
      dueDate: '2030-01-10',
      installmentIds: [],
    });
    expect(completionPayload('ap1', draft({ dueDate: '2030-01-10' })).dueDate).toBeNull();
  });
});
