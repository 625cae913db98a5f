import { formatBRL, reaisToCents } from '@agenda/br';
import { Button, TextField } from '@agenda/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FINALIZE_TEXTS as T } from '../shared/texts.ts';
import { products as productsApi } from './api.ts';
import { type ProductLine, stockProblem } from './finalize-form.ts';

const brl = (reais: number) => formatBRL(reaisToCents(reais));
const normalize = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Products sold: search the catalogue, set quantities; 0 or less removes, above stock warns. */
export function ProductsSection({ lines, onChange }: { lines: ProductLine[]; onChange: (lines: ProductLine[]) => void }) {
  const [search, setSearch] = useState('');
  const catalogue = useQuery({ ...productsApi.trpc.products.list.queryOptions(), select: (d) => d.products });
  const term = normalize(search.trim());
  const found = term
    ? (catalogue.data ?? []).filter((p) => normalize(p.name).includes(term) && !lines.some((l) => l.id === p.id)).slice(0, 6)
    : [];

  const setQty = (id: string, qty: number) =>
    onChange(qty <= 0 ? lines.filter((l) => l.id !== id) : lines.map((l) => (l.id === id ? { ...l, qty } : l)));

  return (
    <section className="finalize-section" aria-label={T.productsSold}>
      <h3 className="ui-section-title">{T.productsSold}</h3>
      <TextField label={T.searchProduct} value={search} onChange={setSearch} placeholder={T.searchProduct} />
      {term && (
        <ul className="finalize-results" aria-label={T.searchProduct}>
          {found.length === 0 && <li className="ui-muted">{T.noProductFound}</li>}
          {found.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="finalize-result"
                onClick={() => {
                  onChange([...lines, { id: p.id, name: p.name, salePrice: p.salePrice, stock: p.stock, qty: 1 }]);
                  setSearch('');
                }}
              >
                <span>{p.name}</span>
                <span className="ui-muted">
                  {brl(p.salePrice)} · {T.inStock(p.stock)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <ul className="finalize-lines">
        {lines.map((line) => {
          const problem = stockProblem(line);
          return (
            <li key={line.id} className="finalize-line finalize-line--product">
              <span className="finalize-line__name">{line.name}</span>
              <input
                className="ui-input finalize-qty"
                type="number"
                inputMode="numeric"
                aria-label={`${T.quantity} ${line.name}`}
                value={line.qty}
                onChange={(e) => setQty(line.id, Math.trunc(Number(e.target.value) || 0))}
              />
              <span className="finalize-line__price">{brl(line.salePrice * line.qty)}</span>
              <Button size="sm" variant="ghost" aria-label={`${T.remove} ${line.name}`} onClick={() => setQty(line.id, 0)}>
                ✕
              </Button>
              {problem && (
                <p className="ui-error finalize-line__problem" role="alert">
                  {problem}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
