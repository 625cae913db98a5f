import { useState } from 'react';
import type { ProductData } from '../shared/product.ts';
import { ProductForm } from './product-form.tsx';
import { ProductTable } from './product-table.tsx';
import './products.css';

/** The 'Produtos' tab of /products: the form and the catalogue table. */
export function ProductsTab() {
  const [editing, setEditing] = useState<ProductData | null>(null);
  return (
    <div className="products-tab">
      <ProductForm editing={editing} onDone={() => setEditing(null)} />
      <ProductTable
        onEdit={(p) => {
          setEditing(p);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      />
    </div>
  );
}
